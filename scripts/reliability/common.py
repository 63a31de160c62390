"""Shared helpers for the reliability scripts: the release binary, scratch folders, file fingerprints."""
import hashlib
import os
import subprocess
import sys
import tempfile

import importlib.util

# The benchmarks' helpers (release build, verdict), loaded under another name: both files are called common.py.
_spec = importlib.util.spec_from_file_location(
    "bench_common", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "bench", "common.py"))
_bench = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_bench)
release_binary = _bench.release_binary
verdict = _bench.verdict

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def scratch(prefix="interfit-rel-"):
    """A fresh folder with its own database, state and cache locations."""
    folder = tempfile.mkdtemp(prefix=prefix)
    env = dict(os.environ, HOME=folder, INTERFIT_DB=os.path.join(folder, "interfit.sqlite"), LANG="C.UTF-8",
               XDG_STATE_HOME=os.path.join(folder, "state"), XDG_CACHE_HOME=os.path.join(folder, "cache"))
    env.pop("INTERFIT_LANG", None)
    return folder, env


def sha256(path):
    """Hex digest of a file, or 'missing'."""
    try:
        with open(path, "rb") as handle:
            return hashlib.sha256(handle.read()).hexdigest()
    except FileNotFoundError:
        return "missing"


def fingerprint(path):
    """Digests of a database file and its write-ahead log."""
    return (sha256(path), sha256(path + "-wal"))


def run(binary, args, env, timeout=20, stdin=None):
    """Runs interfit; returns (status, stdout, stderr), status 'hang' on timeout (the process is killed)."""
    try:
        done = subprocess.run([binary] + args, env=env, capture_output=True, timeout=timeout,
                              stdin=stdin if stdin is not None else subprocess.DEVNULL)
        return done.returncode, done.stdout.decode(errors="replace"), done.stderr.decode(errors="replace")
    except subprocess.TimeoutExpired:
        return "hang", "", ""
