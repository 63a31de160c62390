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


def detached_window(server, script, env, command, session=None):
    """Writes `script`, a shell script that exports `env`'s INTERFIT_DB, XDG_STATE_HOME, INTERFIT_LANG and LANG and
    then runs `command` (shell text), and starts it in a detached 100x30 window of tmux server `server` (in session
    `session` when given): the variables come from the script, so no process stands in front of the command."""
    exports = " ".join(f"{key}='{env[key]}'" for key in ["INTERFIT_DB", "XDG_STATE_HOME", "INTERFIT_LANG", "LANG"])
    with open(script, "w") as out:
        out.write(f"#!/bin/sh\nexport {exports}\n{command}\n")
    os.chmod(script, 0o755)
    named = ["-s", session] if session else []
    subprocess.run(["tmux", "-L", server, "new-session", "-d", *named, "-x", "100", "-y", "30", script], check=True)


STEADY_SCREEN_PLAN = ["start", "--sets", "3", "--work", "10", "--rest", "3", "--cues", "bell"]


def steady_screen_profile(binary, env, work, name, valgrind=("valgrind", "--tool=callgrind")):
    """Callgrind's profile of 26 steady seconds of the screen, from the 6th (sets of 10 s + 3 s with bells, 100x30
    in a tmux server of its own): `binary` without debug information (valgrind cannot read it), `env` with its
    INTERFIT_DB, XDG_STATE_HOME, INTERFIT_LANG and LANG. Returns the profile's path in `work`."""
    output = os.path.join(work, f"{name}.callgrind")
    server = f"interfit-steady-{os.getpid()}-{name}"
    detached_window(server, os.path.join(work, f"{name}.sh"), env,
                    f"exec {' '.join(valgrind)} --instr-atstart=no --callgrind-out-file={output} {binary} "
                    f"{' '.join(STEADY_SCREEN_PLAN)} 2>/dev/null")
    quiet = {"stdout": subprocess.DEVNULL, "stderr": subprocess.DEVNULL}
    try:
        pid = None
        deadline = time.monotonic() + 30
        while pid is None and time.monotonic() < deadline:
            # `--` first: the pattern starts with dashes, which pgrep would take for an option.
            found = subprocess.run(["pgrep", "-f", "--", f"--callgrind-out-file={output}"], capture_output=True,
                                   text=True).stdout.split()
            pid = int(found[0]) if found else None
            time.sleep(0.2)
        if pid is None:
            sys.exit(f"the steady screen run of {binary} did not start")
        time.sleep(6)  # past the start: the window measured is the running second's
        subprocess.run(["callgrind_control", "-i", "on", str(pid)], check=True, **quiet)
        time.sleep(26)  # the window measured
        subprocess.run(["callgrind_control", "-i", "off", str(pid)], check=True, **quiet)
    finally:
        subprocess.run(["tmux", "-L", server, "kill-server"], **quiet)
    # valgrind writes the profile as it exits, after the hang-up.
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and os.path.exists(f"/proc/{pid}"):
        time.sleep(0.1)
    if not os.path.exists(output) or os.path.exists(f"/proc/{pid}"):
        sys.exit(f"the steady screen run of {binary} wrote no profile within 30 s")
    return output

