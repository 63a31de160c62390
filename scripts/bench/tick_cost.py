#!/usr/bin/env python3
"""A workout's CPU split into what it costs once and what each second costs, builds side by side.

figures.py's 62 s figure mixes both, and on this kind of machine one 62 s run of the same binary varies by about
0.01 s/min: the per-second cost is what the timer's tick (its thread wakes and system calls) decides. For each build,
headless `start --sets 1 --work W --no-tui --cues bell` with W = 10 s and W = 50 s, on an existing database (made by a
first 10 s workout), all builds and both lengths at once, ROUNDS rounds. Per build: the mean CPU (user + system,
from wait4) of each length, per second = (cost50 - cost10) / 40, fixed = cost10 - 10 x per second, and what a 62 s
workout would cost per minute. No target of its own (issue #19's is figures.py's <= 0.03 s/min).
--screen: the same with the training screen in a detached 100x30 tmux window (its CPU recorded by rusage_wrap.py;
the summary's "again / save / quit" answered with q), whose target is figures.py's <= 0.05x termdown's.

Usage: scripts/bench/tick_cost.py --binary LABEL=PATH [--binary LABEL=PATH]... [--rounds N] [--screen]   (N = 2)
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
parser.add_argument("--binary", action="append", required=True, metavar="LABEL=PATH")
parser.add_argument("--rounds", type=int, default=2)
parser.add_argument("--screen", action="store_true", help="measure the training screen in tmux instead of headless")
args = parser.parse_args()
binaries = dict(item.split("=", 1) for item in args.binary)
work = tempfile.mkdtemp(prefix="interfit-tick-cost-")
WRAP = [sys.executable, os.path.join(os.path.dirname(os.path.abspath(__file__)), "rusage_wrap.py")]
TMUX = ["tmux", "-L", f"interfit-tick-cost-{os.getpid()}"]
if args.screen and shutil.which("tmux") is None:
    sys.exit("tmux is needed for --screen: apt-get install -y tmux")


def start(label, binary, seconds, round_number):
    folder = os.path.join(work, f"{label}-{seconds}-{round_number}")
    os.makedirs(os.path.join(folder, "state"))
    env = dict(os.environ, INTERFIT_DB=os.path.join(folder, "db.sqlite"), XDG_STATE_HOME=os.path.join(folder, "state"),
               LANG="C.UTF-8", INTERFIT_LANG="en")
    # The database exists before the measured run, as it does for anyone who trained once.
    subprocess.run([binary, "start", "--sets", "1", "--work", "10", "--no-tui", "--cues", "none"], env=env,
                   stdout=subprocess.DEVNULL, check=True)
    if args.screen:
        out = os.path.join(folder, "usage.json")
        # tmux sets the variables (-e): an `env` process in front would add its own start-up to the measured CPU.
        command = WRAP + [out, "--", binary, "start", "--sets", "1", "--work", str(seconds), "--cues", "bell"]
        variables = [argument for key in ("INTERFIT_DB", "XDG_STATE_HOME", "LANG", "INTERFIT_LANG")
                     for argument in ("-e", f"{key}={env[key]}")]
        subprocess.run(TMUX + ["new-session", "-d", "-s", os.path.basename(folder), "-x", "100", "-y", "30",
                               *variables, " ".join(command)], check=True)
        launched[out] = time.monotonic()
        return out
    return subprocess.Popen([binary, "start", "--sets", "1", "--work", str(seconds), "--no-tui", "--cues", "bell"],
                            env=env, stdout=subprocess.DEVNULL)


costs = {}
launched = {}
for round_number in range(args.rounds):
    running = [(label, seconds, start(label, binary, seconds, round_number))
               for label, binary in binaries.items() for seconds in (10, 50)]
    if args.screen:
        # Each summary is answered (q) as soon as its workout is over (a summary left waiting costs CPU too); q
        # during the workout would ask "end the workout?" instead.
        deadline = time.monotonic() + 50 + 120
        while not all(os.path.exists(out) for _, _, out in running):
            if time.monotonic() > deadline:
                sys.exit("a workout on the screen did not finish")
            for label, seconds, out in running:
                if not os.path.exists(out) and time.monotonic() > launched[out] + seconds + 0.5:
                    subprocess.run(TMUX + ["send-keys", "-t", f"{label}-{seconds}-{round_number}", "q"],
                                   stderr=subprocess.DEVNULL)
            time.sleep(0.25)
    for label, seconds, process in running:
        if args.screen:
            with open(process) as handle:
                usage = json.load(handle)
            if usage["status"] != 0:
                sys.exit(f"{label}: the {seconds} s workout exited with status {usage['status']}")
            costs.setdefault((label, seconds), []).append(usage["user"] + usage["system"])
            continue
        _, status, usage = os.wait4(process.pid, 0)
        if status != 0:
            sys.exit(f"{label}: the {seconds} s workout exited with status {status}")
        costs.setdefault((label, seconds), []).append(usage.ru_utime + usage.ru_stime)
subprocess.run(TMUX + ["kill-server"], stderr=subprocess.DEVNULL)

print(f"tick_cost ({'screen in tmux' if args.screen else 'headless'}): {args.rounds} round(s), {os.cpu_count()} cores, load average {os.getloadavg()[0]:.2f}")
for label in binaries:
    short = sum(costs[(label, 10)]) / args.rounds
    long = sum(costs[(label, 50)]) / args.rounds
    second = (long - short) / 40
    fixed = short - 10 * second
    runs = " ".join(f"{value * 1000:.1f}" for key in ((label, 10), (label, 50)) for value in costs[key])
    print(f"{label:10} fixed {fixed * 1000:5.1f} ms, per second {second * 1000:.3f} ms, "
          f"a 62 s workout {(fixed + 62 * second) / (62 / 60):.4f} s/min   (runs, ms: {runs})")
