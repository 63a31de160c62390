#!/usr/bin/env python3
"""A busy database never delays a workout, from outside: `sqlite3` holds the database in `BEGIN EXCLUSIVE`
for 15 s while `interfit start` runs.

Targets (issue #7): the first segment line arrives within 200 ms of spawning `interfit start`, and the session
is in the history once the lock is gone (saved at the end, or by the next command).

Usage: scripts/reliability/busy_database.py
"""
import json
import subprocess
import time

from common import release_binary, run, scratch, verdict

binary = release_binary()
folder, env = scratch()
assert run(binary, ["settings", "set", "cues.bell", "on"], env)[0] == 0
holder = subprocess.Popen(["sqlite3", env["INTERFIT_DB"]], stdin=subprocess.PIPE, text=True)
holder.stdin.write("BEGIN EXCLUSIVE; INSERT INTO setting VALUES ('lock', 'x');\n")
holder.stdin.flush()
time.sleep(0.5)
spawned = time.monotonic()
process = subprocess.Popen([binary, "start", "--sets", "2", "--work", "10", "--rest", "5", "--events", "ndjson",
                            "--cues", "none"], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           stdin=subprocess.DEVNULL)
first_segment = None
for raw in process.stdout:
    event = json.loads(raw)
    if event["type"] == "segment" and first_segment is None:
        first_segment = (time.monotonic() - spawned) * 1000
threading_release = time.monotonic()
stderr = process.stderr.read().decode()
status = process.wait()
holder.stdin.write("ROLLBACK;\n.quit\n")
holder.stdin.close()
holder.wait()
history = json.loads(run(binary, ["history", "--json"], env)[1] or "[]")
print(f"first segment after {first_segment:.1f} ms (spawn → ndjson line); exit {status}")
print(f"stderr: {stderr.strip()[:300]}")
print(f"history after the lock is gone: {len(history)} session(s) {[s['status'] for s in history]}")
verdict([
    ("first segment within 200 ms of spawn", first_segment is not None and first_segment <= 200),
    ("the session is in the history after the lock is gone", len(history) == 1),
])
