"""Shared helpers for the benchmark scripts: build the release binary, percentiles, a scratch database."""
import math
import os
import subprocess
import sys
import tempfile
import time
import json

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def release_binary():
    """Builds `interfit` as it is installed (`scripts/release`: release, static Swift runtime, SQLite and C++
    runtime) and returns its path."""
    built = subprocess.run([os.path.join(ROOT, "scripts", "release"), "--build-only"], cwd=ROOT,
                           capture_output=True, text=True)
    if built.returncode != 0:
        sys.exit(built.stderr + "\nscripts/release --build-only failed")
    return os.path.join(built.stdout.strip(), "interfit")


def percentile(values, fraction):
    """Nearest-rank percentile of a non-empty list."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(fraction * len(ordered)) - 1)]


def labelled_builds(items, script):
    """`--binary LABEL=PATH` arguments as (label, absolute path) pairs; exits naming `script` on a bad one."""
    builds = []
    for item in items:
        label, separator, path = item.partition("=")
        if not separator or not os.access(path, os.X_OK):
            sys.exit(f"{script}: --binary {item}: expected LABEL=PATH of an executable")
        builds.append((label, os.path.abspath(path)))
    return builds


def scratch_env(extra=None):
    """An environment with its own database, so benchmarks never touch the user's history."""
    folder = tempfile.mkdtemp(prefix="interfit-bench-")
    env = dict(os.environ, INTERFIT_DB=os.path.join(folder, "bench.sqlite"), LANG="C.UTF-8")
    env.update(extra or {})
    return env, folder


def verdict(checks):
    """Prints each check and exits non-zero if any failed."""
    failed = [name for name, ok in checks if not ok]
    for name, ok in checks:
        print(f"  {'PASS' if ok else 'FAIL'}  {name}")
    sys.exit(1 if failed else 0)


def read_ndjson(command, env):
    """Runs `command` and timestamps each stdout line on arrival (CLOCK_MONOTONIC); returns
    [(arrival, event)] and the exit status."""
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env, bufsize=0)
    arrivals = []
    while True:
        line = process.stdout.readline()
        if not line:
            break
        arrivals.append((time.monotonic(), json.loads(line)))
    return arrivals, process.wait()
