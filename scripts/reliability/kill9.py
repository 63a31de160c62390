#!/usr/bin/env python3
"""Crash recovery, from outside: workouts killed with `kill -9` at random moments, then `recover end`.

Targets (issue #7): every killed session is in the history (N/N), tagged `recovered`, with an active time
within 1 s of the truth (the time between the `started` line and the kill), and `PRAGMA integrity_check`
is `ok` after each recovery.

Usage: scripts/reliability/kill9.py [--runs 20]
"""
import argparse
import json
import random
import sqlite3
import subprocess
import time

from common import release_binary, run, scratch, verdict

parser = argparse.ArgumentParser()
parser.add_argument("--runs", type=int, default=20)
args = parser.parse_args()
random.seed(9)

binary = release_binary()
folder, env = scratch()
errors, recovered, integrity = [], 0, 0
for index in range(args.runs):
    process = subprocess.Popen([binary, "start", "--sets", "3", "--work", "10", "--rest", "5", "--events", "ndjson",
                                "--cues", "none"], env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                               stdin=subprocess.PIPE)
    first = json.loads(process.stdout.readline())
    started = time.monotonic()
    time.sleep(random.uniform(0.3, 38))
    process.kill()
    killed = time.monotonic()
    process.wait()
    truth = min(killed - started, 40.0)
    status, out, err = run(binary, ["recover", "end", "--json"], env)
    history = json.loads(run(binary, ["history", "--json", "--limit", "1"], env)[1] or "[]")
    session = history[0] if history else {}
    ok = status == 0 and "recovered" in session.get("tags", []) and abs(session.get("activeSeconds", -99) - truth) <= 1
    recovered += ok
    check = sqlite3.connect(env["INTERFIT_DB"]).execute("PRAGMA integrity_check").fetchone()[0]
    integrity += check == "ok"
    print(f"run {index + 1:2}: killed after {truth:6.3f} s → recover {status}, history active "
          f"{session.get('activeSeconds', '?')} s, tags {session.get('tags')}, integrity {check}")
    if not ok:
        errors.append(f"run {index + 1}: {err.strip()[:200]}")
for line in errors[:5]:
    print("   ", line)
print(f"recovered: {recovered}/{args.runs}  integrity ok: {integrity}/{args.runs}")
verdict([
    (f"{args.runs}/{args.runs} killed sessions in history, tagged recovered, active within 1 s", recovered == args.runs),
    ("integrity_check ok after every recovery", integrity == args.runs),
])
