#!/usr/bin/env python3
"""Cost of a running workout: CPU seconds per minute and peak RSS, headless (plain lines into a pipe)
and with the training screen in tmux.

Targets (issue #3): <= 0.3 s CPU per minute with the screen in tmux, <= 0.1 s per minute headless,
peak RSS <= 30 MB.

Usage: scripts/bench/cost.py   (runs two 62-second workouts side by side)
"""
import json
import os
import shutil
import subprocess
import sys
import time

from common import release_binary, scratch_env, verdict

HERE = os.path.dirname(os.path.abspath(__file__))
binary = release_binary()
plan = ["--sets", "5", "--work", "10", "--rest", "3", "--cues", "bell"]

env, folder = scratch_env()
headless_out = os.path.join(folder, "headless.json")
screen_out = os.path.join(folder, "screen.json")
wrapper = [sys.executable, os.path.join(HERE, "rusage_wrap.py")]

if shutil.which("tmux") is None:
    sys.exit("tmux is needed: apt-get install -y tmux")
session = f"interfit-bench-{os.getpid()}"
inner = " ".join(wrapper + [screen_out, "--", binary, "start"] + plan)
subprocess.run(["tmux", "new-session", "-d", "-s", session, "-x", "100", "-y", "30",
                f"env INTERFIT_DB={env['INTERFIT_DB']}-screen {inner}"], check=True)
subprocess.run(wrapper + [headless_out, "--", binary, "start", "--no-tui"] + plan, env=env,
               stdout=subprocess.DEVNULL, check=True)
for _ in range(300):
    if os.path.exists(screen_out):
        break
    # After the summary the screen asks "again / save / quit": answer like a person would.
    subprocess.run(["tmux", "send-keys", "-t", session, "q"], stderr=subprocess.DEVNULL)
    time.sleep(0.5)
subprocess.run(["tmux", "kill-session", "-t", session], stderr=subprocess.DEVNULL)

results = {}
for name, path in (("headless", headless_out), ("screen in tmux", screen_out)):
    with open(path) as handle:
        data = json.load(handle)
    cpu = data["user"] + data["system"]
    per_minute = cpu / (data["wall"] / 60)
    results[name] = (per_minute, data["maxrss_kb"] / 1024)
    print(f"{name}: {cpu:.3f} s CPU over {data['wall']:.1f} s = {per_minute:.3f} s/min; "
          f"peak RSS {data['maxrss_kb'] / 1024:.1f} MB; exit {data['status']}")

verdict([
    ("headless <= 0.1 s CPU per minute", results["headless"][0] <= 0.1),
    ("screen in tmux <= 0.3 s CPU per minute", results["screen in tmux"][0] <= 0.3),
    ("peak RSS <= 30 MB (both)", max(r[1] for r in results.values()) <= 30),
])
