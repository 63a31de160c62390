#!/usr/bin/env python3
"""Spawn -> first event of `interfit start`, several builds side by side, beside termdown's first digit.

For each build, `start --sets 1 --work 10 --rest 0 --no-tui --events ndjson --cues none` on an existing database in
a private home: the time from just before the process is spawned to the arrival of its first NDJSON line (the
`started` event, the workout's first instant on screen), then `end` on stdin. termdown (when found) counts down
10 s in a pseudo-terminal: the time from spawn to its first output byte that holds a digit. Runs are interleaved
(one of each per round, order rotating) because this machine's speed drifts; medians compare within one run.
Target (issue 19): <= 15 ms and <= 0.1x termdown's.

Usage: scripts/bench/first_event.py --binary LABEL=PATH [--binary LABEL=PATH]... [--termdown PATH] [--runs N]
"""
import argparse
import os
import pty
import select
import shutil
import statistics
import subprocess
import tempfile
import time

from common import percentile

PLAN = ["start", "--sets", "1", "--work", "10", "--rest", "0", "--no-tui", "--events", "ndjson", "--cues", "none"]


def environment(folder):
    return {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": folder, "LANG": "C.UTF-8",
            "INTERFIT_LANG": "en", "INTERFIT_DB": os.path.join(folder, "db.sqlite"),
            "XDG_STATE_HOME": os.path.join(folder, "state"), "XDG_CONFIG_HOME": os.path.join(folder, "config"),
            "XDG_CACHE_HOME": os.path.join(folder, "cache"), "TERM": "dumb"}


def first_event(binary, env):
    """Milliseconds from spawn to the first NDJSON line; the workout is then ended."""
    began = time.perf_counter()
    process = subprocess.Popen([binary, *PLAN], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.DEVNULL, env=env, bufsize=0)
    line = process.stdout.readline()
    elapsed = (time.perf_counter() - began) * 1000
    process.stdin.write(b"end\n")
    process.stdin.close()
    process.stdout.read()
    if process.wait() != 0 or not line.startswith(b'{"type":"started"'):
        raise SystemExit(f"first_event.py: {binary} did not start a workout (first line {line[:80]!r})")
    return elapsed


def termdown_first_digit(termdown):
    """Milliseconds from spawn to termdown's first digit in a pseudo-terminal (80x24)."""
    began = time.perf_counter()
    pid, descriptor = pty.fork()
    if pid == 0:
        os.environ.update(TERM="xterm-256color", COLUMNS="80", LINES="24")
        os.execv(termdown, [termdown, "10"])
    elapsed, deadline = None, time.monotonic() + 10
    while elapsed is None and time.monotonic() < deadline:
        ready, _, _ = select.select([descriptor], [], [], max(0.0, deadline - time.monotonic()))
        if not ready:
            break
        try:
            chunk = os.read(descriptor, 65536)
        except OSError:
            break
        if any(48 <= byte <= 57 for byte in chunk):
            elapsed = (time.perf_counter() - began) * 1000
    os.kill(pid, 9)
    os.waitpid(pid, 0)
    os.close(descriptor)
    if elapsed is None:
        raise SystemExit("first_event.py: termdown printed no digit within 10 s")
    return elapsed


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", action="append", required=True, metavar="LABEL=PATH")
    parser.add_argument("--termdown", default=shutil.which("termdown"))
    parser.add_argument("--runs", type=int, default=30)
    arguments = parser.parse_args()
    builds = [tuple(item.split("=", 1)) for item in arguments.binary]
    folders = {label: tempfile.mkdtemp(prefix=f"interfit-first-event-{label}-") for label, _ in builds}
    samples = {label: [] for label, _ in builds}
    for label, path in builds:  # creates and migrates each database once: the runs measure an existing one
        first_event(os.path.abspath(path), environment(folders[label]))
    if arguments.termdown:
        samples["termdown"] = []
    for round_number in range(arguments.runs):
        order = builds[round_number % len(builds):] + builds[:round_number % len(builds)]
        for label, path in order:
            samples[label].append(first_event(os.path.abspath(path), environment(folders[label])))
        if arguments.termdown:
            samples["termdown"].append(termdown_first_digit(arguments.termdown))
    termdown = statistics.median(samples["termdown"]) if arguments.termdown else None
    for label, values in samples.items():
        median = statistics.median(values)
        ratio = f", {median / termdown:.3f}x termdown's" if termdown and label != "termdown" else ""
        print(f"{label:10} spawn -> first {'digit' if label == 'termdown' else 'event'}: median {median:.1f} ms, "
              f"p90 {percentile(values, 0.9):.1f} ms (n={len(values)}){ratio}")
    load = " ".join(f"{value:.2f}" for value in os.getloadavg())
    print(f"load average at the end: {load}")


if __name__ == "__main__":
    main()
