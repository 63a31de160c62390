#!/usr/bin/env python3
"""Writes scripts/release-order.txt: the functions a workout runs, in the order it first runs them.

scripts/release lays the static binary's code out in this order (each Swift function has a section of its own): the
kernel maps a binary's code 64 KiB around each first touch, so code a workout needs that is scattered over the
28 MB of text costs resident memory. The list comes from callgrind (valgrind) running the release build, stripped of
its debug information (valgrind cannot read it), for the workouts of figures.py: `start --sets 5 --work 10 --rest 3 --cues bell`
headless creating its database, `start --sets 2 --work 10 --rest 5 --cues none` headless on that database, and the
first again with the training screen in tmux (100x30), creating another. Only names defined in the binary's
text are kept (libc is not ours to order). First come the functions of 26 steady seconds of the screen (a fourth
run, `--sets 3` of the same sets, measured from its 6th second): each second wakes with cold caches, and its code on
fewer pages takes fewer page walks (screen_tick.py, same run: 247 -> 122 pages, 361 -> 320 us a second). Then the
functions every run needs, then those two need, then the rest, so each run's code lies together. Then the binary's protocol conformance descriptors, in the order of its
conformance records: the Swift runtime reads every one of them at each first (type, protocol) question it cannot
answer from its cache (82 before `start`'s first event), and scattered over the 38 MB of read-only data they cost
page faults and cache misses (first_event.py, same run: 8.6 -> 7.8 ms). Run it again when `start`'s peak RSS
(scripts/bench/figures.py) or first event (scripts/bench/first_event.py) creeps up.

Usage: scripts/bench/order_file.py [--binary PATH]   (default: scripts/release --build-only)
Needs: valgrind (callgrind_control), tmux, nm, objcopy.
"""
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import time

from common import detached_window, release_binary, steady_screen_profile

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "release-order.txt")
PLAN = ["start", "--sets", "2", "--work", "10", "--rest", "5"]
COST_PLAN = ["start", "--sets", "5", "--work", "10", "--rest", "3", "--cues", "bell"]


def conformance_descriptors(binary):
    """The conformance descriptors' symbols, in the order of the records in `swift5_protocol_conformances`."""
    sections = subprocess.run(["readelf", "-S", "-W", binary], capture_output=True, text=True, check=True).stdout
    match = re.search(r"\] swift5_protocol_conformances\s+\S+\s+([0-9a-f]+) ([0-9a-f]+) ([0-9a-f]+)", sections)
    if not match:
        sys.exit("order_file: the binary has no swift5_protocol_conformances section")
    address, offset, size = (int(group, 16) for group in match.groups())
    with open(binary, "rb") as file:
        file.seek(offset)
        records = file.read(size)
    descriptors = {}
    for line in subprocess.run(["nm", "--defined-only", binary], capture_output=True, text=True,
                               check=True).stdout.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[2].endswith("Mc"):
            descriptors[int(parts[0], 16)] = parts[2]
    # Each record is a 32-bit offset from itself to its descriptor.
    order, seen = [], set()
    for start in range(0, size - size % 4, 4):
        target = address + start + struct.unpack_from("<i", records, start)[0]
        name = descriptors.get(target)
        if name and name not in seen:
            seen.add(name)
            order.append(name)
    return order


def main():
    for tool in ["valgrind", "callgrind_control", "tmux", "nm", "objcopy"]:
        if shutil.which(tool) is None:
            sys.exit(f"order_file: {tool} is missing")
    binary = sys.argv[sys.argv.index("--binary") + 1] if "--binary" in sys.argv else release_binary()
    work = tempfile.mkdtemp(prefix="interfit-order-")
    try:
        stripped = os.path.join(work, "interfit")
        subprocess.run(["objcopy", "--strip-debug", binary, stripped], check=True)
        os.makedirs(os.path.join(work, "state"))
        env = dict(os.environ, INTERFIT_DB=os.path.join(work, "db.sqlite"), XDG_STATE_HOME=os.path.join(work, "state"),
                   INTERFIT_LANG="en", LANG="C.UTF-8")
        grind = ["valgrind", "--tool=callgrind", "--demangle=no"]
        fresh = os.path.join(work, "fresh.out")
        subprocess.run(grind + [f"--callgrind-out-file={fresh}", stripped] + COST_PLAN + ["--no-tui"], env=env,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        headless = os.path.join(work, "headless.out")
        subprocess.run(grind + [f"--callgrind-out-file={headless}", stripped] + PLAN + ["--no-tui", "--cues", "none"],
                       env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        screen = os.path.join(work, "screen.out")
        done = os.path.join(work, "screen.done")
        env["INTERFIT_DB"] = os.path.join(work, "screen.sqlite")  # the screen's workout creates its database too
        server = f"interfit-order-{os.getpid()}"
        detached_window(server, os.path.join(work, "screen.sh"), env,
                        f"{' '.join(grind)} --callgrind-out-file={screen} {stripped} {' '.join(COST_PLAN)} "
                        f"2>/dev/null\ntouch {done}")
        deadline = time.monotonic() + 180
        while not os.path.exists(done) and time.monotonic() < deadline:
            time.sleep(0.5)
            # After the summary the screen asks "again / save / quit": answer like a person would.
            pane = subprocess.run(["tmux", "-L", server, "capture-pane", "-p"], capture_output=True, text=True).stdout
            if "completed" in pane:
                subprocess.run(["tmux", "-L", server, "send-keys", "q"], stderr=subprocess.DEVNULL)
        subprocess.run(["tmux", "-L", server, "kill-server"], stderr=subprocess.DEVNULL)
        if not os.path.exists(done):
            sys.exit("order_file: the screen run did not finish within 180 s")
        steady_env = dict(env, INTERFIT_DB=os.path.join(work, "steady.sqlite"))
        steady = steady_screen_profile(stripped, steady_env, work, "steady", grind)
        defined = set()
        for line in subprocess.run(["nm", "--defined-only", binary], capture_output=True, text=True,
                                   check=True).stdout.splitlines():
            parts = line.split()
            if len(parts) == 3 and parts[1] in "tTwW":
                defined.add(parts[2])
        # Each run's functions, in the order its profile names them.
        runs = []
        for path in [steady, headless, fresh, screen]:
            names, listed, seen = {}, [], set()
            with open(path, errors="replace") as profile:
                for line in profile:
                    match = re.match(r"^c?fn=\((\d+)\)(?: (.*))?$", line.rstrip("\n"))
                    if not match:
                        continue
                    if match.group(2):
                        names[match.group(1)] = match.group(2)
                    name = names.get(match.group(1))
                    if name in defined and name not in seen:
                        seen.add(name)
                        listed.append(name)
            runs.append((listed, seen))
        # What every run needs comes first, then what two need, then what one needs: a run touches a compact stretch
        # instead of one strewn with the other runs' code (a headless workout never runs the screen's or a new
        # database's). Within a group, the headless run's order, then the others'.
        # Before them all, what a running screen does each second: one second wakes with cold caches, and its code
        # on fewer pages takes fewer page walks (screen_tick.py: 247 -> 122 pages, 361 -> 320 us a second).
        (tick, _), runs = runs[0], runs[1:]
        order, placed = list(tick), set(tick)
        for wanted in (3, 2, 1):
            for listed, _ in runs:
                for name in listed:
                    if name not in placed and sum(name in seen for _, seen in runs) == wanted:
                        placed.add(name)
                        order.append(name)
        descriptors = conformance_descriptors(binary)
        with open(OUT, "w") as out:
            out.write("\n".join(order + descriptors) + "\n")
        print(f"order_file: {len(order)} functions and {len(descriptors)} conformance descriptors written to "
              "scripts/release-order.txt")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
