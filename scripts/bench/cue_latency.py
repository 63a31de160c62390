#!/usr/bin/env python3
"""Cue latency: from the planned instant of each cue to the moment the player process has started.
A stand-in player (a tiny C program installed as `pw-play` on a private PATH) records CLOCK_MONOTONIC
when it starts; the cue's planned instant is interfit's reported start ("clock" in the "started" line,
CLOCK_MONOTONIC) plus the cue's `t`.

Target (issue #3): p99 <= 20 ms. The start-up test play of the silent file is not counted as a cue.

Usage: scripts/bench/cue_latency.py   (a 62-second workout with tones only)
"""
import os
import subprocess
import tempfile
import time

from common import percentile, read_ndjson, release_binary, scratch_env, verdict

STAND_IN = r"""
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
int main(int argc, char **argv) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    FILE *log = fopen(getenv("CUE_LOG"), "a");
    if (!log) return 1;
    fprintf(log, "%lld %s\n", (long long)now.tv_sec * 1000000000LL + now.tv_nsec, argc > 1 ? argv[argc - 1] : "");
    fclose(log);
    return 0;
}
"""

binary = release_binary()
folder = tempfile.mkdtemp(prefix="interfit-cue-")
with open(os.path.join(folder, "player.c"), "w") as handle:
    handle.write(STAND_IN)
subprocess.run(["cc", "-O2", "-o", os.path.join(folder, "pw-play"), os.path.join(folder, "player.c")], check=True)
log = os.path.join(folder, "launches.log")
env, _ = scratch_env({"PATH": folder, "CUE_LOG": log})

command = [binary, "start", "--sets", "5", "--work", "10", "--rest", "3", "--events", "ndjson", "--cues", "tone"]
arrivals, status = read_ndjson(command, env)
time.sleep(0.5)

start = next(event["clock"] for _, event in arrivals if event["type"] == "started")
cues = [event for _, event in arrivals if event["type"] == "cue"]
with open(log) as handle:
    # The player is test-played once with a silent file at start-up (doctor's rule: usable only after a real
    # play); that launch is no cue.
    launches = [int(line.split()[0]) / 1e9 for line in handle if line.strip() and "silence" not in line]
latencies = [(launch - (start + cue["t"])) * 1000 for cue, launch in zip(cues, launches)]

print(f"cues: {len(cues)}, player launches: {len(launches)}")
print(f"boundary -> player started: p50={percentile(latencies, 0.5):.3f} ms  "
      f"p99={percentile(latencies, 0.99):.3f} ms  max={max(latencies):.3f} ms")
verdict([
    ("every cue started the player once", len(cues) == len(launches) and len(cues) > 0),
    ("cue latency p99 <= 20 ms", percentile(latencies, 0.99) <= 20),
])
