#!/usr/bin/env python3
"""Stored values, from outside: every column of every table damaged one value at a time (the bytes 0x80-0xFF,
5-digit years, numbers at +-1e20/+-1e300/the Int64 limits, infinities, wrong types, nested JSON values), and
crafted journals (valid checksums, impossible contents), each through the commands that read them.

Targets (issue #19, item 3): 0 traps (exit 132/134/139 or any signal), 0 hangs or runaway memory; a damaged
row is named in a warning by the commands that skip it, and every other row is still shown.

Usage: scripts/reliability/stored_values.py [--binary PATH] [--bytes all|sample] [--seed 19] [--jobs 2]
Prints the counts: mutations, runs, traps, runaways, warnings, hidden rows, and the first failures.
"""
import argparse
import concurrent.futures
import json
import os
import random
import resource
import shutil
import sqlite3
import struct
import subprocess
import sys
import tempfile
import zlib

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

TRAP_CODES = {132, 134, 139}

# The classes of bad values, as SQL literals.
YEARS = ["'10000-01-01 00:00:00.000'", "'99999-12-31 23:59:59.999'", "'-0001-01-01 00:00:00.000'"]
NUMBERS = ["1e20", "-1e20", "1e300", "-1e300", "9223372036854775807", "-9223372036854775808", "-1"]
INFINITIES = ["9e999", "-9e999"]
TYPES = ["'abc'", "x'00ff80'", "42", "''", "NULL"]
JSON_NUMBERS = [1e20, -1e300, 9223372036854775807, -9223372036854775808, 4611686018427387904, -1]

COLUMNS = {
    "plan": ["id", "name", "setsCount", "workSeconds", "restSeconds", "warmupSeconds", "cooldownSeconds", "rounds",
             "roundRestSeconds", "exercises", "isFavorite", "isArchived", "createdAt", "updatedAt", "lastUsedAt",
             "forkedFromVersionId", "cueSettings", "contentHash", "music"],
    "planVersion": ["id", "planId", "number", "status", "name", "content", "contentHash", "createdAt"],
    "session": ["id", "planId", "planName", "snapshot", "status", "startedAt", "endedAt", "activeSeconds",
                "pausedSeconds", "completedSets", "totalSets", "events", "overrides", "tags", "templateId",
                "planNameKey", "summary", "adjustments"],
    "setting": ["key", "value"],
}
JSON_COLUMNS = {"exercises", "cueSettings", "music", "content", "snapshot", "events", "overrides", "tags"}


def environment(folder, db):
    env = dict(os.environ, HOME=folder, INTERFIT_DB=db, LANG="C.UTF-8", XDG_STATE_HOME=folder + "/state",
               XDG_CACHE_HOME=folder + "/cache", XDG_DATA_HOME=folder + "/data", PATH="/usr/bin:/bin")
    env.pop("INTERFIT_LANG", None)
    return env


def limit_memory():
    """A runaway process stops at 1 GiB of address space instead of taking the machine."""
    resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))


def run(binary, args, env, stdin=b"", timeout=20):
    """(status, stdout, stderr); status is 'hang' on timeout, -N when killed by signal N."""
    try:
        done = subprocess.run([binary] + args, env=env, input=stdin, capture_output=True, timeout=timeout,
                              preexec_fn=limit_memory)
        return done.returncode, done.stdout.decode(errors="replace"), done.stderr.decode(errors="replace")
    except subprocess.TimeoutExpired:
        return "hang", "", ""


def is_trap(status):
    return status != "hang" and (status < 0 or status in TRAP_CODES)


def make_fixture(binary, folder):
    """A database with two plans (one published), three sessions, one setting; returns (db, ids)."""
    db = folder + "/fixture.sqlite"
    env = environment(folder, db)
    steps = [
        (["plans", "create", "Legs", "--sets", "3", "--work", "20", "--rest", "10", "--exercise", "squat",
          "--exercise", "lunge"], b""),
        (["plans", "publish", "Legs"], b""),
        (["plans", "create", "Core work", "--sets", "2", "--work", "30", "--rest", "15"], b""),
        (["plans", "create", "Arms", "--sets", "4", "--work", "40", "--rest", "20"], b""),
        (["start", "Legs", "--no-tui", "--cues", "none"], b"skip\nextend 15\nend\n"),
        (["start", "tabata", "--no-tui", "--cues", "none"], b"end\n"),
        (["start", "Core work", "--no-tui", "--cues", "none"], b"pause\nresume\nend\n"),
        (["settings", "set", "cues.voice", "on"], b""),
        (["settings", "set", "voice.language", "zh"], b""),
    ]
    for args, stdin in steps:
        status, _, err = run(binary, args, env, stdin)
        if status != 0:
            raise SystemExit(f"fixture step {args} failed ({status}): {err}")
    with sqlite3.connect(db) as connection:
        ids = {
            "sessions": [row[0] for row in connection.execute("SELECT id FROM session ORDER BY startedAt")],
            "plans": dict(connection.execute("SELECT name, id FROM plan")),
            "version": connection.execute("SELECT id FROM planVersion").fetchone()[0],
        }
    shutil.rmtree(folder + "/state", ignore_errors=True)
    return db, ids


def sql_text(value):
    return "'" + value.replace("'", "''") + "'"


def hex_text(data):
    return "cast(x'" + data.hex() + "' as text)"


def json_leaves(value, path="$"):
    """(path, leaf) for every number and string inside a JSON value."""
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from json_leaves(inner, f"{path}.{key}")
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            yield from json_leaves(inner, f"{path}[{index}]")
    elif isinstance(value, (int, float, str)) and not isinstance(value, bool):
        yield path, value


def mutations(db, ids, byte_mode, rng):
    """(name, table, column, target id, SQL expression) for every column and class of bad value."""
    targets = {"plan": ids["plans"]["Legs"], "planVersion": ids["version"], "session": ids["sessions"][0],
               "setting": "cues.voice"}
    found = []
    with sqlite3.connect(db) as connection:
        for table, columns in COLUMNS.items():
            key = "key" if table == "setting" else "id"
            target = targets[table]
            row = connection.execute(f'SELECT * FROM "{table}" WHERE {key} = ?', (target,)).fetchone()
            names = [d[0] for d in connection.execute(f'SELECT * FROM "{table}" LIMIT 0').description]
            for column in columns:
                original = row[names.index(column)]
                text = original if isinstance(original, str) else ("" if original is None else str(original))
                raw = text.encode() or b"0"
                values = []
                bytes_ = range(0x80, 0x100) if byte_mode == "all" else [0x80, 0x90, 0xAF, 0xB0, 0xFF] + rng.sample(
                    range(0x81, 0xFF), 3)
                for byte in bytes_:
                    values.append((f"byte {byte:#x} first", hex_text(bytes([byte]) + raw[1:])))
                    position = rng.randrange(len(raw))
                    values.append((f"byte {byte:#x} at {position}",
                                   hex_text(raw[:position] + bytes([byte]) + raw[position + 1:])))
                values += [(f"year {v}", v) for v in YEARS]
                values += [(f"number {v}", v) for v in NUMBERS + INFINITIES]
                values += [(f"type {v}", v) for v in TYPES]
                if column in JSON_COLUMNS and original:
                    document = json.loads(original)
                    values += [("json malformed", sql_text(original[:-1])), ("json huge array", sql_text(
                        json.dumps([document] * 3 if not isinstance(document, list) else document * 30000)))]
                    for path, leaf in json_leaves(document):
                        for number in JSON_NUMBERS:
                            values.append((f"json {path}={number}", f"json_set({column}, '{path}', {number})"))
                        values.append((f"json {path}=inf", f"json_set({column}, '{path}', 9e999)"))
                        if isinstance(leaf, str):
                            values.append((f"json {path} bytes", f"json_set({column}, '{path}', " + hex_text(
                                b"\x90" + leaf.encode()[1:]) + ")"))
                        else:
                            values.append((f"json {path}=text", f"json_set({column}, '{path}', 'abc')"))
                for name, expression in values:
                    found.append((f"{table}.{column} {name}", table, column, key, target, expression))
    return found


def commands(ids, table, target):
    """The commands that read the damaged table, with the stdin each needs."""
    session = ids["sessions"][0] if table != "session" else target
    quiet = ["--no-tui", "--cues", "none"]
    common = [(["backup", "export", "-"], b""), (["doctor", "--full"], b""), (["start", "tabata"] + quiet, b"end\n")]
    by_table = {
        "session": [(["history", "--limit", "1000"], b""), (["history", "--json", "--limit", "1000"], b""),
                    (["history", "show", session[:8]], b""), (["history", "show", session[:8], "--json"], b""),
                    (["stats"], b""), (["stats", "--json"], b"")],
        "plan": [(["plans", "list", "--all"], b""), (["plans", "list", "--all", "--json"], b""),
                 (["plans", "show", "Legs"], b""), (["plans", "export", "Legs"], b""),
                 (["history", "--plan", "Legs"], b""), (["start", "Core work"] + quiet, b"end\n")],
        "planVersion": [(["plans", "versions", "Legs"], b""), (["plans", "show", "Legs"], b""),
                        (["plans", "list", "--all"], b"")],
        "setting": [(["settings", "list"], b""), (["settings", "get", "cues.voice"], b"")],
    }
    return by_table[table] + common


def check_stored(binary, ids, fixture, mutation):
    """Runs every command on a copy of the fixture with one value damaged; returns a list of result records."""
    name, table, column, key, target, expression = mutation
    folder = tempfile.mkdtemp(prefix="interfit-fuzz-")
    try:
        db = folder + "/db.sqlite"
        shutil.copy(fixture, db)
        with sqlite3.connect(db) as connection:
            try:
                connection.execute(f'UPDATE "{table}" SET "{column}" = {expression} WHERE {key} = ?', (target,))
            except sqlite3.DatabaseError as error:
                return [{"mutation": name, "skipped": str(error)}]
        env = environment(folder, db)
        results = []
        others = [s[:8] for s in ids["sessions"] if s != target]
        for args, stdin in commands(ids, table, target):
            status, out, err = run(binary, args, env, stdin)
            record = {"mutation": name, "command": " ".join(args), "status": status}
            record["trap"] = is_trap(status)
            record["hang"] = status == "hang"
            record["warned"] = "warning" in err or "警告" in err
            if args[0] == "history" and len(args) > 1 and args[1] == "--limit" and status == 0:
                record["hidden"] = [s for s in others if s not in out]
            elif args[:2] == ["plans", "list"] and status == 0:
                record["hidden"] = [n for n in ("Core work", "Arms") if n not in out] if table == "plan" else []
            results.append(record)
        return results
    finally:
        shutil.rmtree(folder, ignore_errors=True)


# MARK: - Journals

REFERENCE = 978307200  # 2001-01-01T00:00:00Z in Unix seconds: Foundation's Date encodes seconds since then.


def record(kind, data):
    payload = json.dumps(data, separators=(",", ":"), sort_keys=True).encode()
    crc = zlib.crc32(payload) & 0xFFFFFFFF
    return b'{"type":"' + kind.encode() + b'","crc":"' + f"{crc:08x}".encode() + b'","data":' + payload + b"}\n"


def journal_bytes(header, positions=(), events=(), overrides=(), finished=None, slot_bytes=1024):
    """A journal file with valid checksums and the layout the app writes (header, two slots, log)."""
    head = record("header", {"format": 1, "slotBytes": slot_bytes, "header": header})
    slots_start = (len(head) + 4095) // 4096 * 4096
    data = bytearray(head + b"\0" * (slots_start - len(head)) + b"\0" * (2 * slot_bytes))
    for sequence, position in enumerate(positions, start=1):
        line = record("position", {"sequence": sequence, "position": position})
        offset = slots_start + (sequence % 2) * slot_bytes
        data[offset:offset + len(line)] = line
    for event in events:
        data += record("event", event)
    for change in overrides:
        data += record("override", change)
    if finished is not None:
        data += record("finished", finished)
    return bytes(data + b"\0" * 4096)


def content(**changes):
    base = {"setsCount": 3, "workSeconds": 20, "restSeconds": 10, "warmupSeconds": 0, "cooldownSeconds": 0,
            "rounds": 1, "roundRestSeconds": 0, "exercises": []}
    base.update(changes)
    return base


def header(session_id, db, started=817280822.5, plan=None, taken=817280822.4, name="Crafted"):
    return {"sessionId": session_id.upper(), "database": db, "startedAt": started,
            "snapshot": {"content": plan or content(), "isAdjusted": False, "name": name, "takenAt": taken}}


def position(**changes):
    base = {"t": 5, "activeSeconds": 5, "pausedSeconds": 0, "segmentIndex": 0, "segmentStartSeconds": 0,
            "segmentLengthSeconds": 20, "completedWork": [], "isPaused": False}
    base.update(changes)
    return base


def finished_session(session_id, started=817280822.5, ended=817280900.5, **changes):
    base = {"id": session_id.upper(), "snapshot": {"content": content(), "isAdjusted": False, "name": "Crafted",
                                                   "takenAt": started},
            "status": "completed", "startedAt": started, "endedAt": ended, "activeSeconds": 70, "pausedSeconds": 0,
            "completedSets": 3, "totalSets": 3, "events": [{"t": 0, "kind": {"started": {}}}], "overrides": [],
            "tags": []}
    base.update(changes)
    return base


def journals(ids, rng):
    """(name, session id, builder(db) -> bytes, expectation) for each crafted journal."""
    fresh = "0badf00d-0000-4000-8000-{:012x}"
    cases = []

    def add(name, builder, session_id=None):
        cases.append((name, session_id or fresh.format(len(cases) + 1), builder))

    add("plain", lambda sid, db: journal_bytes(header(sid, db), [position()], [{"t": 0, "kind": {"started": {}}}]))
    for field, value in [("setsCount", 10**9), ("workSeconds", 2**62), ("rounds", 10**6), ("restSeconds", -5),
                         ("warmupSeconds", 2**62), ("setsCount", 0)]:
        add(f"content {field}={value}", lambda sid, db, f=field, v=value: journal_bytes(
            header(sid, db, plan=content(**{f: v})), [position()]))
    add("exercises 10^5", lambda sid, db: journal_bytes(header(sid, db, plan=content(exercises=["x"] * 100000)),
                                                          [position()]))
    for value in [1e20, -1e20, 1e300, -1e300, 9.3e18, -1e10]:
        add(f"startedAt {value}", lambda sid, db, v=value: journal_bytes(header(sid, db, started=v), [position()]))
        add(f"takenAt {value}", lambda sid, db, v=value: journal_bytes(header(sid, db, taken=v), [position()]))
    for field, value in [("t", 1e300), ("t", "NaN"), ("t", "-Infinity"), ("activeSeconds", 1e300),
                         ("activeSeconds", "NaN"), ("pausedSeconds", 1e20), ("pausedSeconds", -1),
                         ("segmentIndex", 2**62), ("segmentIndex", -1), ("segmentStartSeconds", 1e300),
                         ("segmentLengthSeconds", "Infinity"), ("completedWork", [2**62]),
                         ("completedWork", list(range(5000)))]:
        add(f"position {field}={value}", lambda sid, db, f=field, v=value: journal_bytes(
            header(sid, db), [position(**{f: v})]))
    for event in [{"t": 1e300, "kind": {"started": {}}}, {"t": "NaN", "kind": {"resumed": {}}},
                  {"t": 1, "kind": {"segmentChanged": {"index": 2**62}}},
                  {"t": 1, "kind": {"restExtended": {"seconds": 2**62}}},
                  {"t": 1, "kind": {"skipped": {"fromIndex": -3}}}]:
        add(f"event {json.dumps(event)}", lambda sid, db, e=event: journal_bytes(header(sid, db), [position()], [e]))
    add("events 200000", lambda sid, db: journal_bytes(header(sid, db), [position()],
                                                       [{"t": 1, "kind": {"resumed": {}}}] * 200000))
    for change in [{"restExtended": {"segmentIndex": 1, "seconds": 2**62}},
                   {"skipped": {"segmentIndex": 2**40, "remainingSeconds": 3}},
                   {"restEndedEarly": {"segmentIndex": 1, "remainingSeconds": 1e300}}]:
        add(f"override {json.dumps(change)}", lambda sid, db, c=change: journal_bytes(
            header(sid, db), [position()], overrides=[c]))
    for field, value in [("activeSeconds", 1e300), ("startedAt", 1e20), ("endedAt", -1e300), ("totalSets", 2**62),
                         ("completedSets", -4), ("events", [{"t": 1e300, "kind": {"started": {}}}])]:
        add(f"finished {field}={value}", lambda sid, db, f=field, v=value: journal_bytes(
            header(sid, db), [position()], finished=finished_session(sid, **{f: v})))
    existing = ids["sessions"][-1]
    add("unfinished, id of a saved session", lambda sid, db: journal_bytes(
        header(sid, db), [position()], [{"t": 0, "kind": {"started": {}}}]), existing)
    add("finished, id of a saved session", lambda sid, db: journal_bytes(
        header(sid, db), [position()], finished=finished_session(sid)), existing)
    return cases


def check_journal(binary, ids, fixture, case):
    name, session_id, builder = case
    folder = tempfile.mkdtemp(prefix="interfit-fuzz-")
    try:
        db = folder + "/db.sqlite"
        shutil.copy(fixture, db)
        journal_folder = folder + "/state/interfit/journal"
        os.makedirs(journal_folder, mode=0o700)
        path = f"{journal_folder}/{session_id}.journal"
        with open(path, "wb") as handle:
            handle.write(builder(session_id, db))
        os.chmod(path, 0o600)
        with sqlite3.connect(db) as connection:
            before = connection.execute("SELECT status, activeSeconds FROM session WHERE id = ?",
                                        (session_id,)).fetchone()
        env = environment(folder, db)
        results = []
        for args in (["recover"], ["recover", "--json"], ["recover", "end"], ["history"], ["backup", "export", "-"],
                     ["start", "tabata", "--no-tui", "--cues", "none"]):
            status, out, err = run(binary, args, env, b"end\n" if args[0] == "start" else b"")
            results.append({"mutation": "journal " + name, "command": " ".join(args), "status": status,
                            "trap": is_trap(status), "hang": status == "hang",
                            "warned": "journal" in err or "日志" in err})
        with sqlite3.connect(db) as connection:
            after = connection.execute("SELECT status, activeSeconds FROM session WHERE id = ?",
                                       (session_id,)).fetchone()
        if before is not None and after != before:
            results.append({"mutation": "journal " + name, "command": "(history row)", "status": "overwritten",
                            "trap": False, "hang": False, "warned": False, "overwritten": [before, after]})
        return results
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", help="the interfit to test (default: the release build)")
    parser.add_argument("--bytes", choices=["all", "sample"], default="sample",
                        help="every byte 0x80-0xFF at two places per column, or the edges (0x80, 0x90, 0xAF, 0xB0, 0xFF) and three seeded others")
    parser.add_argument("--seed", type=int, default=19)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--limit", type=int, default=0, help="at most this many mutations (0: all)")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    if args.binary:
        binary = os.path.abspath(args.binary)
    else:
        from common import release_binary
        binary = release_binary()
    home = tempfile.mkdtemp(prefix="interfit-fuzz-fixture-")
    try:
        fixture, ids = make_fixture(binary, home)
        stored = mutations(fixture, ids, args.bytes, rng)
        if args.limit:
            stored = rng.sample(stored, min(args.limit, len(stored)))
        crafted = journals(ids, rng)
        results = []
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            jobs = [pool.submit(check_stored, binary, ids, fixture, m) for m in stored]
            jobs += [pool.submit(check_journal, binary, ids, fixture, c) for c in crafted]
            for job in concurrent.futures.as_completed(jobs):
                results.extend(job.result())
    finally:
        shutil.rmtree(home, ignore_errors=True)
    runs = [r for r in results if "command" in r and r["command"] != "(history row)"]
    traps = [r for r in runs if r["trap"]]
    hangs = [r for r in runs if r["hang"]]
    hidden = [r for r in runs if r.get("hidden")]
    overwritten = [r for r in results if r.get("overwritten")]
    skipped = [r for r in results if "skipped" in r]
    print(f"binary      {binary}")
    print(f"mutations   {len(stored)} stored values, {len(crafted)} crafted journals ({len(skipped)} refused by "
          f"SQLite constraints)")
    print(f"runs        {len(runs)}")
    print(f"traps       {len(traps)}  (in {len({r['mutation'] for r in traps})} mutations)")
    print(f"runaways    {len(hangs)}  (timeout or memory limit)")
    print(f"warnings    {sum(1 for r in runs if r['warned'])}")
    print(f"hidden rows {len(hidden)}  (a listing lost an undamaged row)")
    print(f"overwritten {len(overwritten)}  (a journal replaced a saved session)")
    by_command = {}
    for r in traps + hangs:
        by_command[r["command"].split(" --")[0]] = by_command.get(r["command"].split(" --")[0], 0) + 1
    for command, count in sorted(by_command.items(), key=lambda item: -item[1]):
        print(f"  {count:5}  {command}")
    for r in (traps + hangs + hidden + overwritten)[:15]:
        print(f"  FAIL {r['mutation']}: {r['command']} -> {r['status']}")
    sys.exit(1 if traps or hangs or hidden or overwritten else 0)


if __name__ == "__main__":
    main()
