#!/usr/bin/env python3
"""Timing, measured from outside: a reader timestamps every `--events ndjson` line on arrival
(CLOCK_MONOTONIC) during a real workout of at least 60 s, and compares it with the line's planned `t`.

Targets (issue #3): segment-boundary lateness p99 <= 5 ms, max <= 20 ms, and the last boundary no
later than the first (no cumulative drift).

Lateness is measured against the most punctual line (the smallest arrival - t), so every figure is >= 0
and a constant reader delay cancels out; the figure against the arrival of the "started" line is printed too.

Usage: scripts/bench/timing.py [--sets 8 --work 10 --rest 5]   (8x(10/5) = 1:55)
"""
import argparse
import json
import subprocess
import time

from common import percentile, release_binary, scratch_env, verdict

parser = argparse.ArgumentParser()
parser.add_argument("--sets", default="8")
parser.add_argument("--work", default="10")
parser.add_argument("--rest", default="5")
args = parser.parse_args()

binary = release_binary()
env, _ = scratch_env()
command = [binary, "start", "--sets", args.sets, "--work", args.work, "--rest", args.rest,
           "--events", "ndjson", "--cues", "none"]
process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env, bufsize=0)
arrivals = []
while True:
    line = process.stdout.readline()
    if not line:
        break
    arrivals.append((time.monotonic(), json.loads(line)))
process.wait()

deadline_lines = [(arrival, event) for arrival, event in arrivals
                  if event["type"] in ("started", "segment", "completed", "cue")]
start = min(arrival - event["t"] for arrival, event in deadline_lines)
started = next(arrival for arrival, event in arrivals if event["type"] == "started")
boundaries = [(arrival - start - event["t"]) * 1000 for arrival, event in arrivals
              if event["type"] in ("segment", "completed") and event["t"] > 0]
deadlines = [(arrival - start - event["t"]) * 1000 for arrival, event in deadline_lines if event["t"] > 0]
versus_started = [(arrival - started - event["t"]) * 1000 for arrival, event in arrivals
                  if event["type"] in ("segment", "completed") and event["t"] > 0]
duration = arrivals[-1][1]["t"]

print(f"workout: {' '.join(command[1:])}  ({duration:.0f} s, exit {process.returncode})")
print(f"segment boundaries: n={len(boundaries)}  p50={percentile(boundaries, 0.5):.3f} ms  "
      f"p99={percentile(boundaries, 0.99):.3f} ms  max={max(boundaries):.3f} ms")
print(f"all deadlines (boundaries + cues): n={len(deadlines)}  p50={percentile(deadlines, 0.5):.3f} ms  "
      f"p99={percentile(deadlines, 0.99):.3f} ms  max={max(deadlines):.3f} ms")
print(f"against the 'started' line: max={max(versus_started):.3f} ms (min {min(versus_started):.3f} ms)")
print(f"drift: first boundary {boundaries[0]:.3f} ms late, last boundary {boundaries[-1]:.3f} ms late")
verdict([
    ("workout ran at least 60 s", duration >= 60),
    ("boundary lateness p99 <= 5 ms", percentile(boundaries, 0.99) <= 5),
    ("boundary lateness max <= 20 ms", max(boundaries) <= 20),
    ("no cumulative drift (last boundary no later than first + 1 ms of jitter)",
     boundaries[-1] <= boundaries[0] + 1.0),
])
