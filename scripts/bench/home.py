#!/usr/bin/env python3
"""The home (`interfit` alone on a terminal) with a big library: first frame, key to frame, peak RSS.

Seeds a scratch database as scripts/bench/history.py does (real workouts, then a bundle of N sessions copied
from them) with P plans besides, imports it, then runs `interfit` alone on a pseudo-terminal of 80×24 and
measures:
  first frame      from the spawn to the first frame's last line (its footer) on the terminal
  key → frame      from writing a key to the end of the output it causes (the output then quiet for 5 ms,
                   the 5 ms taken off), over moves in the Train, Plans and History lists, page keys and
                   tab switches
  peak RSS         VmHWM of the process before q

Targets (issue 23): first frame <= 50 ms, every key -> next frame <= 16 ms (p99), peak RSS <= 30 MiB.

Usage: scripts/bench/home.py [--sessions N] [--plans P] [--keys K] [--binary PATH] [--reuse FOLDER]
  --binary  a built `interfit` (default: the release build of scripts/release --build-only)
  --reuse   the scratch folder of an earlier run (its bench.sqlite), instead of seeding a new one
"""
import argparse
import copy
import fcntl
import json
import os
import pty
import random
import select
import signal
import statistics
import struct
import subprocess
import sys
import termios
import time
import uuid

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import percentile, release_binary, scratch_env, verdict  # noqa: E402
from history import seed, write_bundle  # noqa: E402

QUIET = 0.005


def add_plans(bundle_path, real, count):
    """Rewrites the bundle's plans: the real ones and `count` copies of the first under new ids and names."""
    with open(bundle_path) as handle:
        bundle = json.load(handle)
    rng = random.Random(23)
    model = real["plans"][0]
    plans = list(bundle["plans"])
    for index in range(count):
        plan = copy.deepcopy(model)
        plan["id"] = str(uuid.UUID(int=rng.getrandbits(128), version=4))
        plan["name"] = f"Plan {index:05d}"
        plans.append(plan)
    bundle["plans"] = plans
    with open(bundle_path, "w") as handle:
        json.dump(bundle, handle, separators=(",", ":"))


def read_until(fd, needle, timeout):
    """Reads the terminal until `needle` has been written; returns the time it arrived."""
    seen = b""
    deadline = time.monotonic() + timeout
    while needle not in seen:
        left = deadline - time.monotonic()
        if left <= 0:
            sys.exit(f"the home never showed {needle!r}; last output: {seen[-400:]!r}")
        ready, _, _ = select.select([fd], [], [], left)
        if ready:
            seen += os.read(fd, 65536)
    return time.monotonic()


def key_to_frame(fd, key):
    """Writes `key` and returns the seconds until its output ended (then quiet for QUIET seconds); None when
    the key changed nothing on screen (a move past the end: only changed lines are written)."""
    sent = time.monotonic()
    os.write(fd, key)
    ready, _, _ = select.select([fd], [], [], 0.5)
    if not ready:
        return None
    last = time.monotonic()
    os.read(fd, 65536)
    while True:
        ready, _, _ = select.select([fd], [], [], QUIET)
        if not ready:
            return last - sent
        os.read(fd, 65536)
        last = time.monotonic()


def peak_rss_kib(pid):
    with open(f"/proc/{pid}/status") as handle:
        for line in handle:
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=100_000)
    parser.add_argument("--plans", type=int, default=10_000)
    parser.add_argument("--keys", type=int, default=100, help="keys per list")
    parser.add_argument("--binary")
    parser.add_argument("--reuse")
    options = parser.parse_args()

    binary = options.binary or release_binary()
    if options.reuse:
        folder = options.reuse
        env = dict(os.environ, INTERFIT_DB=os.path.join(folder, "bench.sqlite"), LANG="C.UTF-8", HOME=folder)
    else:
        env, folder = scratch_env()
        env["HOME"] = folder
        real = seed(binary, env)
        bundle = os.path.join(folder, "bundle.json")
        write_bundle(bundle, real, options.sessions)
        add_plans(bundle, real, options.plans)
        subprocess.run([binary, "backup", "import", bundle, "--replace", "--yes"], env=env, check=True,
                       stdout=subprocess.DEVNULL)
        # The import leaves its write-ahead log behind; a library in use has long been checkpointed.
        subprocess.run(["sqlite3", env["INTERFIT_DB"], "PRAGMA wal_checkpoint(TRUNCATE)"], check=True,
                       stdout=subprocess.DEVNULL)
        print(f"seeded {folder} (--reuse it to measure again)")
    count = lambda table: subprocess.run(  # noqa: E731
        ["sqlite3", "-readonly", env["INTERFIT_DB"], f"SELECT COUNT(*) FROM {table}"], capture_output=True,
        text=True).stdout.strip()
    print(f"database: {count('plan')} plans, {count('session')} sessions")

    env = dict(env, TERM="xterm-256color")
    began = time.monotonic()
    pid, fd = pty.fork()
    if pid == 0:
        os.execve(binary, [binary], env)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    first = (read_until(fd, b"q quit", 5) - began) * 1000
    time.sleep(0.2)  # let the startup finish before timing keys
    while select.select([fd], [], [], 0.05)[0]:
        os.read(fd, 65536)

    latencies = {}
    unchanged = 0
    # The home opens on Train; each tab's first key switches to it (and back to Train at the end).
    tabs = [("Train", None), ("Plans", b"2"), ("History", b"3"), ("Settings", b"4"), ("Train again", b"1")]
    for name, tab in tabs:
        keys = ([tab] if tab else []) + [b"j" if index % 10 else b"\x1b[6~" for index in range(options.keys)]
        times = [key_to_frame(fd, key) for key in keys + [b"G", b"g"]]
        unchanged += times.count(None)
        latencies[name] = [t * 1000 for t in times if t is not None]
    rss = peak_rss_kib(pid) / 1024
    os.write(fd, b"q")
    _, status = os.waitpid(pid, 0)
    os.close(fd)

    every = [t for times in latencies.values() for t in times]
    print(f"first frame: {first:.1f} ms")
    for name, times in latencies.items():
        print(f"{name:9s} {len(times)} keys: median {statistics.median(times):.2f} ms, p99 "
              f"{percentile(times, 0.99):.2f} ms, max {max(times):.2f} ms")
    p99 = percentile(every, 0.99)
    print(f"all {len(every)} keys that changed the screen: p99 {p99:.2f} ms ({unchanged} changed nothing); "
          f"peak RSS {rss:.1f} MiB; exit status {os.waitstatus_to_exitcode(status)}")
    verdict([
        (f"first frame <= 50 ms ({first:.1f} ms)", first <= 50),
        (f"key -> frame p99 <= 16 ms ({p99:.2f} ms)", p99 <= 16),
        (f"peak RSS <= 30 MiB ({rss:.1f} MiB)", rss <= 30),
        ("q exits 0", os.waitstatus_to_exitcode(status) == 0),
    ])


if __name__ == "__main__":
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    main()
