#!/usr/bin/env python3
"""A disk that fills mid-workout, from outside: database and journal on a small tmpfs that is filled after
the workout started (needs root for `mount`).

Targets (issue #7): the workout completes; the user is told at the end where the session is kept; once space
is freed the next command saves it, and the history has it.

Usage: sudo scripts/reliability/disk_full.py
"""
import json
import os
import subprocess
import time

from common import release_binary, run, scratch, verdict

binary = release_binary()
folder, env = scratch()
mount = os.path.join(folder, "small")
os.makedirs(mount)
subprocess.run(["mount", "-t", "tmpfs", "-o", "size=3m", "tmpfs", mount], check=True)
try:
    env["INTERFIT_DB"] = os.path.join(mount, "interfit.sqlite")
    env["XDG_STATE_HOME"] = os.path.join(mount, "state")
    assert run(binary, ["settings", "set", "cues.bell", "on"], env)[0] == 0
    process = subprocess.Popen([binary, "start", "--sets", "2", "--work", "10", "--rest", "5", "--no-tui",
                                "--cues", "none"], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               stdin=subprocess.DEVNULL)
    time.sleep(2)
    filler = os.path.join(mount, "filler")
    subprocess.run(["dd", "if=/dev/zero", f"of={filler}", "bs=64k"], stderr=subprocess.DEVNULL)
    out, err = process.communicate()
    status = process.returncode
    told = err.decode()
    print(f"workout exit {status}; it said: {told.strip()[:400]}")
    completed = "completed" in out.decode() or "✓" in out.decode()
    os.remove(filler)
    next_status, next_out, next_err = run(binary, ["history", "--json"], env)
    history = json.loads(next_out or "[]")
    print(f"after freeing space: history exit {next_status}, {len(history)} session(s); it said: "
          f"{next_err.strip()[:200]}")
    verdict([
        ("the workout completed", completed),
        ("the user is told where the session is kept", "journal" in told.lower() or "kept" in told.lower()),
        ("the next command saved it once space was freed", len(history) == 1),
    ])
finally:
    subprocess.run(["umount", mount])
