#!/usr/bin/env python3
"""Timing, measured from outside: a reader timestamps every `--events ndjson` line on arrival
(CLOCK_MONOTONIC) during a real workout of at least 60 s, and compares it with the line's planned `t`.

Targets (issue #3): segment-boundary lateness p99 <= 5 ms, max <= 20 ms, and the last boundary no
later than the first (no cumulative drift).

Lateness = arrival - (start + t), where start is the CLOCK_MONOTONIC reading interfit reports in its
"started" line (key "clock"). Arrival includes the pipe and this reader's own wake-up, so the figures are
upper bounds of the program's real lateness.

Usage: scripts/bench/timing.py [--sets 8 --work 10 --rest 5]   (8x(10/5) = 1:55)
"""
import argparse

from common import percentile, read_ndjson, release_binary, scratch_env, verdict

parser = argparse.ArgumentParser()
parser.add_argument("--sets", default="8")
parser.add_argument("--work", default="10")
parser.add_argument("--rest", default="5")
args = parser.parse_args()

binary = release_binary()
env, _ = scratch_env()
command = [binary, "start", "--sets", args.sets, "--work", args.work, "--rest", args.rest,
           "--events", "ndjson", "--cues", "none"]
arrivals, status = read_ndjson(command, env)

started_line = next(event for _, event in arrivals if event["type"] == "started")
start = started_line["clock"]
boundaries = [(arrival - start - event["t"]) * 1000 for arrival, event in arrivals
              if event["type"] in ("segment", "completed") and event["t"] > 0]
deadlines = [(arrival - start - event["t"]) * 1000 for arrival, event in arrivals
             if event["type"] in ("segment", "completed", "cue") and event["t"] > 0]
duration = arrivals[-1][1]["t"]

print(f"workout: {' '.join(command[1:])}  ({duration:.0f} s, exit {status})")
print(f"segment boundaries: n={len(boundaries)}  p50={percentile(boundaries, 0.5):.3f} ms  "
      f"p99={percentile(boundaries, 0.99):.3f} ms  max={max(boundaries):.3f} ms")
print(f"all deadlines (boundaries + cues): n={len(deadlines)}  p50={percentile(deadlines, 0.5):.3f} ms  "
      f"p99={percentile(deadlines, 0.99):.3f} ms  max={max(deadlines):.3f} ms")
print(f"drift: first boundary {boundaries[0]:.3f} ms late, last boundary {boundaries[-1]:.3f} ms late")
verdict([
    ("workout ran at least 60 s", duration >= 60),
    ("boundary lateness p99 <= 5 ms", percentile(boundaries, 0.99) <= 5),
    ("boundary lateness max <= 20 ms", max(boundaries) <= 20),
    ("no cumulative drift (last boundary no later than first + 1 ms of jitter)",
     boundaries[-1] <= boundaries[0] + 1.0),
])
