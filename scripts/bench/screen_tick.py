#!/usr/bin/env python3
"""What a second of the training screen costs once it runs, builds side by side.

figures.py's screen figure is one 62 s workout, start and end included, and one such run of the same build varies by
about 0.01 s/min here; tick_cost.py splits a workout of one long segment into its fixed and per-second costs. This
measures the second alone, as a person's workout has it: sets that count down from the same length again and again,
with segment changes and cue bells. Each build runs `start --sets 40 --work 10 --rest 3 --cues bell` on the screen in
a detached 100x30 tmux window of its own (all builds at once, on databases made by a first workout); after a few
seconds `perf stat` counts each main thread's task clock for SECONDS. Rounds rotate the builds' order and the figure is
the median of the rounds' microseconds per second, with each round's beside it (this machine's speed drifts by half
between rounds: compare builds within one run of this script).

--instructions counts instead, with valgrind's callgrind, the instructions one steady second takes (26 seconds from
the 6th, of `--sets 3`; a copy of the binary without its debug information, which valgrind cannot read), and the
five functions of the screen that take the most. A tick on this kind of machine runs with cold caches: fewer
instructions is not the same proportion less time, which the first mode measures.

--pages counts instead the distinct memory pages one second of the screen touches, by mapping: after a few seconds,
ten times, it clears the process's accessed bits (/proc/PID/clear_refs), waits a second (one tick) and reads each
mapping's Referenced size from /proc/PID/smaps; the figure is the median of the ten. A tick that wakes after a second
asleep pays a page walk for most of the pages it touches (two-dimensional in a virtual machine): stop 41 measured
about half a microsecond a code page, more than the instructions on it.

Usage: scripts/bench/screen_tick.py --binary LABEL=PATH [--binary LABEL=PATH]... [--rounds N] [--seconds S]
                                    [--instructions | --pages]   (N = 3, S = 60)
Needs: tmux, perf (or valgrind with --instructions; root or the same user with --pages).
"""
import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

from common import detached_window, labelled_builds, scratch_env, steady_screen_profile

PLAN = ["start", "--sets", "40", "--work", "10", "--rest", "3", "--cues", "bell"]
SERVER = "interfit-screen-tick"

parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
parser.add_argument("--binary", action="append", required=True, metavar="LABEL=PATH")
parser.add_argument("--rounds", type=int, default=3)
parser.add_argument("--seconds", type=int, default=60)
modes = parser.add_mutually_exclusive_group()
modes.add_argument("--instructions", action="store_true", help="count instructions with callgrind instead")
modes.add_argument("--pages", action="store_true", help="count the pages a second touches instead")
args = parser.parse_args()
builds = labelled_builds(args.binary, "screen_tick.py")
if args.rounds < 1 or args.seconds < 5:
    sys.exit("screen_tick.py: --rounds must be at least 1 and --seconds at least 5")
needed = ["valgrind", "callgrind_control", "callgrind_annotate", "objcopy"] if args.instructions else (
    [] if args.pages else ["perf"])
for tool in ["tmux"] + needed:
    if shutil.which(tool) is None:
        sys.exit(f"screen_tick.py: {tool} is needed (apt-get install -y tmux linux-perf valgrind binutils)")

work = tempfile.mkdtemp(prefix="interfit-screen-tick-")
folders = [work]


def tmux(*arguments, check=True):
    return subprocess.run(["tmux", "-L", SERVER, *arguments], check=check, stdout=subprocess.PIPE,
                          stderr=subprocess.DEVNULL, text=True).stdout


def environment(label):
    env, folder = scratch_env({"XDG_STATE_HOME": os.path.join(work, f"{label}-state"), "INTERFIT_LANG": "en"})
    folders.append(folder)
    # The day before: one workout, which creates the database.
    subprocess.run([builds_by_label[label], "start", "--sets", "1", "--work", "10", "--no-tui", "--cues", "none"],
                   env=env, input=b"end\n", stdout=subprocess.DEVNULL, check=True)
    return env


def window(name, command, env):
    """Runs `command` in a detached 100x30 window of its own, in this script's tmux server."""
    detached_window(SERVER, os.path.join(work, f"{name}.sh"), env, f"exec {' '.join(command)}", session=name)


def main_pid(pattern, deadline=10):
    """The process whose command line holds `pattern` (a regular expression; a path's dots match themselves too)."""
    until = time.monotonic() + deadline
    while time.monotonic() < until:
        found = subprocess.run(["pgrep", "-f", "--", pattern], capture_output=True, text=True).stdout.split()
        if found:
            return found[0]
        time.sleep(0.1)
    sys.exit(f"screen_tick.py: {pattern} did not start")


PAGE_SAMPLES = 10


def mapping_kind(binary, permissions, name):
    """Which part of the process a mapping of /proc/PID/smaps is, by what it maps and how."""
    if name == os.path.realpath(binary):
        return {"r-xp": "code", "r--p": "read-only data", "rw-p": "relocated data"}.get(permissions, "other of binary")
    if name == "[heap]":
        return "heap"
    if name == "[stack]":
        return "stack"
    if name.startswith("/"):
        return "libraries"
    return "anonymous"


def touched_pages(pid, binary):
    """Pages each kind of mapping touched in one second (one tick), from the Referenced sizes after clear_refs."""
    try:
        with open(f"/proc/{pid}/clear_refs", "w") as handle:
            handle.write("1")
        time.sleep(1.0)  # the window measured: one tick
        with open(f"/proc/{pid}/smaps") as handle:
            lines = handle.readlines()
    except OSError as error:
        sys.exit(f"screen_tick.py: cannot read the pages of process {pid} ({error.strerror}): did the workout end "
                 "early, or is this not root or the workout's user?")
    pages = {}
    kind = None
    for line in lines:
        header = re.match(r"^[0-9a-f]+-[0-9a-f]+ (\S+) \S+ \S+ \S+\s*(.*)$", line)
        if header:
            kind = mapping_kind(binary, header.group(1), header.group(2).strip())
        elif line.startswith("Referenced:"):
            pages[kind] = pages.get(kind, 0) + int(line.split()[1]) // 4
    return pages


builds_by_label = dict(builds)
try:
    if args.pages:
        kinds = ["code", "read-only data", "relocated data", "heap", "anonymous", "stack", "libraries"]
        print(f"pages one second of the screen touches (100x30, sets of 10 s + 3 s, bells; median of {PAGE_SAMPLES} "
              f"seconds, 4 KiB pages)")
        print(f"  {'':8} {'all':>5} " + " ".join(f"{kind:>14}" for kind in kinds))
        for label, binary in builds:
            window(f"{label}-pages", [binary] + PLAN, environment(label))
            pid = main_pid(f"{binary} {' '.join(PLAN)}")
            time.sleep(6)  # past the start: the figure is the running second's
            samples = [touched_pages(pid, binary) for _ in range(PAGE_SAMPLES)]
            tmux("kill-server", check=False)
            column = {kind: statistics.median(sample.get(kind, 0) for sample in samples) for kind in kinds}
            total = statistics.median(sum(sample.values()) for sample in samples)
            print(f"  {label:8} {total:5.0f} " + " ".join(f"{column[kind]:14.0f}" for kind in kinds))
    elif not args.instructions:
        per_round = {label: [] for label, _ in builds}
        for round_number in range(args.rounds):
            order = builds[round_number % len(builds):] + builds[:round_number % len(builds)]
            pids = {}
            for label, binary in order:
                window(f"{label}-{round_number}", [binary] + PLAN, environment(label))
                pids[label] = main_pid(f"{binary} {' '.join(PLAN)}")
            time.sleep(4)  # past the start: the figure is the running second's
            stat = subprocess.run(["perf", "stat", "--per-thread", "-e", "task-clock", "-p", ",".join(pids.values()),
                                   "--", "sleep", str(args.seconds)], capture_output=True, text=True)
            tmux("kill-server", check=False)
            clocks = {match.group(1): float(match.group(2).replace(",", ""))
                      for match in re.finditer(r"^\s*\S+-(\d+)\s+([\d.,]+)\s+msec", stat.stderr, re.MULTILINE)}
            for label, pid in pids.items():
                if pid not in clocks:
                    sys.exit(f"screen_tick.py: perf counted nothing for {label} ({stat.stderr.strip()[-300:]})")
                per_round[label].append(clocks[pid] / args.seconds * 1000)
        print(f"a second of the screen (100x30, sets of 10 s + 3 s, bells), main thread's task clock over "
              f"{args.seconds} s, {args.rounds} round(s): median us per second (each round)")
        for label, values in per_round.items():
            print(f"  {label:8} {statistics.median(values):6.0f} us   ({' '.join(f'{value:.0f}' for value in values)})")
    else:
        print("instructions of one steady second of the screen (callgrind, 26 s from the 6th, 100x30, sets of 10 s + 3 s)")
        for label, binary in builds:
            stripped = os.path.join(work, f"{label}-stripped")
            subprocess.run(["objcopy", "--strip-debug", binary, stripped], check=True)
            output = steady_screen_profile(stripped, environment(label), work, label)
            report = subprocess.run(["callgrind_annotate", "--inclusive=yes", output], capture_output=True,
                                    text=True).stdout
            total = re.search(r"([\d,]+)\s+\(100\.0%\)\s+PROGRAM TOTALS", report)
            if not total:
                sys.exit(f"screen_tick.py: callgrind wrote no totals for {label}")
            print(f"  {label:8} {int(total.group(1).replace(',', '')) / 26:9.0f} instructions a second")
            names = []
            for line in report.splitlines():
                match = re.match(r"\s*([\d,]+) \(\s*[\d.]+%\)\s+\S*?:(\$s\S*(?:render|drawChanges|deliver|screen|"
                                 r"windowTitle)\S*)", line)
                if match and len(names) < 5:
                    names.append((int(match.group(1).replace(",", "")) / 26, match.group(2)))
            demangled = subprocess.run(["swift", "demangle", "--simplified", "--compact"],
                                       input="\n".join(name for _, name in names), capture_output=True,
                                       text=True).stdout.splitlines() if shutil.which("swift") else [n for _, n in names]
            for (count, _), name in zip(names, demangled):
                print(f"  {'':8} {count:9.0f}   {name[:90]}")
finally:
    tmux("kill-server", check=False)
    for folder in folders:
        shutil.rmtree(folder, ignore_errors=True)
