#!/usr/bin/env python3
"""Files that are not ours, damaged or newer are never written, from outside: a damaged page, a schema from a
newer Interfit and another program's SQLite file, each run through `plans list`, `history`, `doctor`,
`plans create` and `start`.

Targets (issue #7): the sha256 of each file (and its -wal) is unchanged after every command; commands exit 74
(`start` exits 0: the workout runs, its session kept in the journal or history off; a read-only command may
answer from the readable rest of a file whose damaged page it never touches).

Usage: scripts/reliability/untouched_files.py
"""
import os
import sqlite3

from common import fingerprint, release_binary, run, scratch, verdict

binary = release_binary()
folder, env = scratch()


def damaged(path):
    run(binary, ["plans", "create", "A", "--sets", "8", "--work", "20", "--rest", "10"], dict(env, INTERFIT_DB=path))
    for index in range(100):
        run(binary, ["plans", "create", f"P{index} " + "x" * 60, "--sets", "8", "--work", "20", "--rest", "10"],
            dict(env, INTERFIT_DB=path))
    connection = sqlite3.connect(path)
    connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    connection.close()
    with open(path, "r+b") as handle:
        for page in range(2, 7):
            handle.seek(4096 * page)
            handle.write(b"\xee" * 64)


def newer(path):
    run(binary, ["settings", "set", "cues.bell", "on"], dict(env, INTERFIT_DB=path))
    connection = sqlite3.connect(path)
    connection.execute("INSERT INTO grdb_migrations VALUES ('v99-from-the-future')")
    connection.commit()
    connection.close()


def foreign(path):
    connection = sqlite3.connect(path)
    connection.execute("CREATE TABLE contacts (name TEXT)")
    connection.execute("INSERT INTO contacts VALUES ('Ann')")
    connection.commit()
    connection.close()


commands = [["plans", "list"], ["history"], ["doctor"],
            ["plans", "create", "New", "--sets", "8", "--work", "20", "--rest", "10"],
            ["start", "--sets", "1", "--work", "10", "--no-tui", "--cues", "none"]]
results = []
for name, make in [("damaged page", damaged), ("newer schema", newer), ("foreign SQLite", foreign)]:
    path = os.path.join(folder, name.replace(" ", "-") + ".sqlite")
    make(path)
    for command in commands:
        before = fingerprint(path)
        status, _, err = run(binary, command, dict(env, INTERFIT_DB=path), timeout=60)
        same = fingerprint(path) == before
        # A damaged page may lie outside what a read-only command reads: it then answers (0) from the rest.
        reads = command[0] in ("history", "doctor") or command[:2] == ["plans", "list"]
        expected = {0} if command[0] == "start" else ({0, 74} if name == "damaged page" and reads else {74})
        results.append((name, command[0] + (" " + command[1] if command[0] == "plans" else ""), status, same,
                        status in expected))
        print(f"{name:15} {' '.join(command[:2]):14} exit {status:3}  file unchanged: {same}  "
              f"{err.strip().splitlines()[0][:90] if err.strip() else ''}")
verdict([
    ("every file byte-for-byte unchanged after every command", all(r[3] for r in results)),
    ("writing commands exit 74, reads exit 74 (or 0 beside a damaged page), start runs (0)",
     all(r[4] for r in results)),
])
