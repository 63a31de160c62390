#!/usr/bin/env python3
"""History, stats and backup at 100,000 sessions, measured against the sqlite3 tool on the same file.

Seeds a scratch database with real workouts (one run to completion in real time, others driven through
stdin: paused, skipped, ended), exports them, generates a bundle of N sessions from those real sessions
(mostly the completed one, as in a real history; new ids, one every 3 hours back in time: 100,000
span 34 years, and bundles hold no dates before 1970), imports it with
`backup import --replace --yes`, then times each command against `sqlite3` running the equivalent query
(median of paired, interleaved runs).

Targets (issue 8):
  history --limit 20 and --limit 20 --json     <= 3x sqlite3 and <= 50 ms
  stats --weeks 12                             <= 3x a sqlite3 aggregate with the same grouping, <= 200 ms
  history show ID                              <= 50 ms
  history --limit 10000 --json                 <= 5x sqlite3
  backup import of the bundle                  peak RSS <= 100 MB
  doctor (fast mode, no --full)                <= 100 ms

Usage: scripts/bench/history.py [--sessions N] [--runs R]
"""
import argparse
import copy
import json
import os
import random
import statistics
import subprocess
import sys
import time
import uuid
from datetime import datetime, timedelta, timezone

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import percentile, release_binary, scratch_env, verdict  # noqa: E402

LIST_COLUMNS = ("id, planId, planName, templateId, status, startedAt, endedAt, activeSeconds, pausedSeconds, "
                "completedSets, totalSets, tags, adjustments, summary")


def run(command, env, stdin=None):
    result = subprocess.run(command, env=env, input=stdin, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"{' '.join(command)} failed ({result.returncode}): {result.stderr}")
    return result.stdout


def seed(binary, env):
    """Real sessions: one completed as trained (30 s), one skipped through, one paused then ended, and one of
    a saved plan."""
    run([binary, "start", "--sets", "2", "--work", "10", "--rest", "10", "--no-tui", "--cues", "none"], env)
    run([binary, "plans", "create", "Hill repeats", "--sets", "6", "--work", "1m", "--rest", "30s"], env)
    run([binary, "start", "tabata", "--no-tui", "--cues", "none"], env, "skip\n" * 15)
    run([binary, "start", "tabata", "--no-tui", "--cues", "none"], env, "pause\nresume\nskip\nend\n")
    run([binary, "start", "Hill repeats", "--no-tui", "--cues", "none"], env, "skip\n" * 11)
    return json.loads(run([binary, "backup", "export", "-"], env))


def stamp(moment):
    return moment.strftime("%Y-%m-%dT%H:%M:%S.") + f"{moment.microsecond // 1000:03d}Z"


def write_bundle(path, real, count):
    """Streams a bundle of `count` sessions copied from the real ones, newest first, 3 hours apart."""
    rng = random.Random(8)
    now = datetime.now(timezone.utc).replace(microsecond=0)
    # Most workouts run as planned: the session trained without adjustments counts three times.
    plain = [s for s in real["sessions"] if not s.get("overrides")]
    templates = real["sessions"] + plain * 2
    with open(path, "w") as out:
        head = {key: real[key] for key in ("formatVersion", "schemaVersion", "exportedAt", "plans", "planVersions")}
        out.write(json.dumps(head)[:-1] + ', "sessions": [')
        for index in range(count):
            session = copy.deepcopy(templates[index % len(templates)])
            started = now - timedelta(hours=3 * index + 1)
            length = max(1.0, float(session.get("activeSeconds", 0)) + float(session.get("pausedSeconds", 0)))
            session["id"] = str(uuid.UUID(int=rng.getrandbits(128), version=4))
            session["startedAt"] = stamp(started)
            session["endedAt"] = stamp(started + timedelta(seconds=length))
            out.write(("," if index else "") + json.dumps(session, separators=(",", ":")))
        out.write('], "settings": ' + json.dumps(real["settings"]) + "}")


def timed(command, env):
    began = time.perf_counter()
    status = subprocess.run(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
    elapsed = time.perf_counter() - began
    if status != 0:
        sys.exit(f"{' '.join(command)} exited {status}")
    return elapsed


def paired(ours, theirs, env, runs):
    """Median wall times (ms) of interleaved runs, and the ratio of the medians."""
    timed(ours, env)
    timed(theirs, env)
    mine, other = [], []
    for _ in range(runs):
        mine.append(timed(ours, env) * 1000)
        other.append(timed(theirs, env) * 1000)
    a, b = statistics.median(mine), statistics.median(other)
    return a, b, a / b


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=21)
    options = parser.parse_args()

    binary = release_binary()
    env, folder = scratch_env({"HOME": "/nonexistent-interfit-bench"})
    env["HOME"] = folder
    database = env["INTERFIT_DB"]
    real = seed(binary, env)
    bundle = os.path.join(folder, "bundle.json")
    write_bundle(bundle, real, options.sessions)
    size = os.path.getsize(bundle) / 1e6
    print(f"bundle: {options.sessions} sessions, {size:.1f} MB (generated from {len(real['sessions'])} real ones)")

    usage_file = os.path.join(folder, "import-usage.json")
    wrapper = os.path.join(os.path.dirname(os.path.abspath(__file__)), "rusage_wrap.py")
    subprocess.run([sys.executable, wrapper, usage_file, "--", binary, "backup", "import", bundle, "--replace",
                    "--yes"], env=env, stdout=subprocess.DEVNULL, check=True)  # a refusal shows on stderr
    with open(usage_file) as handle:
        usage = json.load(handle)
    import_rss = usage["maxrss_kb"] / 1024
    print(f"backup import --replace: {usage['wall']:.1f} s wall, {usage['user'] + usage['system']:.1f} s CPU, "
          f"peak RSS {import_rss:.1f} MB, status {usage['status']}")
    print(f"database: {os.path.getsize(database) / 1e6:.1f} MB")
    began = time.perf_counter()
    subprocess.run([binary, "backup", "export", os.path.join(folder, "again.json")], env=env, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    print(f"backup export: {time.perf_counter() - began:.1f} s")

    listed = json.loads(run([binary, "history", "--limit", "1", "--json"], env))
    newest = listed[0]["id"]
    count = int(run(["sqlite3", "-readonly", database, "SELECT COUNT(*) FROM session"], env).strip())
    print(f"sessions in the database: {count}")

    sql = lambda query, *flags: ["sqlite3", "-readonly", *flags, database, query]  # noqa: E731
    list_sql = f"SELECT {LIST_COLUMNS} FROM session ORDER BY startedAt DESC LIMIT "
    # The same grouping as `stats`: ISO weeks from local Monday 00:00 (DST included), one range per week.
    today = datetime.now().astimezone().date()
    monday = today - timedelta(days=today.weekday())
    starts = [datetime.combine(monday - timedelta(weeks=11 - i), datetime.min.time()).astimezone()
              for i in range(13)]
    column = [start.astimezone(timezone.utc).strftime("%Y-%m-%d %H:%M:%S.000") for start in starts]
    values = ", ".join(f"({i}, '{column[i]}', '{column[i + 1]}')" for i in range(12))
    stats_sql = (f"WITH week(number, start, finish) AS (VALUES {values}) SELECT week.number, COUNT(*), "
                 f"TOTAL(activeSeconds), SUM(status = 'completed'), SUM(status = 'ended'), "
                 f"TOTAL(CASE WHEN status = 'completed' THEN activeSeconds END), "
                 f"TOTAL(CASE WHEN status = 'ended' THEN activeSeconds END) FROM week JOIN session "
                 f"ON session.startedAt >= week.start AND session.startedAt < week.finish GROUP BY week.number")
    cases = [
        ("history --limit 20", [binary, "history", "--limit", "20"], sql(list_sql + "20"), 3, 50),
        ("history --limit 20 --json", [binary, "history", "--limit", "20", "--json"], sql(list_sql + "20", "-json"),
         3, 50),
        ("stats --weeks 12", [binary, "stats", "--weeks", "12"], sql(stats_sql), 3, 200),
        ("history show ID", [binary, "history", "show", newest[:8]],
         sql(f"SELECT * FROM session WHERE id >= '{newest[:8]}' AND id < '{newest[:8]}~' ORDER BY id LIMIT 2"),
         None, 50),
        ("history --limit 10000 --json", [binary, "history", "--limit", "10000", "--json"],
         sql(list_sql + "10000", "-json"), 5, None),
    ]
    checks = [("backup import peak RSS <= 100 MB", import_rss <= 100 and usage["status"] == 0),
              (f"{options.sessions} sessions imported", count == options.sessions)]
    for name, ours, theirs, ratio_limit, ms_limit in cases:
        mine, other, ratio = paired(ours, theirs, env, options.runs)
        print(f"{name:30s} interfit {mine:7.1f} ms   sqlite3 {other:7.1f} ms   ratio {ratio:4.2f}x")
        if ratio_limit is not None:
            checks.append((f"{name} <= {ratio_limit}x sqlite3 ({ratio:.2f}x)", ratio <= ratio_limit))
        if ms_limit is not None:
            checks.append((f"{name} <= {ms_limit} ms ({mine:.1f} ms)", mine <= ms_limit))

    doctor, floor = [], []
    for _ in range(options.runs):  # interleaved with the sqlite3 tool's own check of the same file: the floor
        doctor.append(timed([binary, "doctor"], env) * 1000)
        floor.append(timed(sql("PRAGMA quick_check"), env) * 1000)
    doctor_json = [timed([binary, "doctor", "--json"], env) * 1000 for _ in range(options.runs)]
    print(f"doctor                         median {statistics.median(doctor):.1f} ms, p90 "
          f"{percentile(doctor, 0.9):.1f} ms; --json median {statistics.median(doctor_json):.1f} ms; "
          f"sqlite3 quick_check alone {statistics.median(floor):.1f} ms")
    began = time.perf_counter()
    subprocess.run([binary, "doctor", "--full"], env=env, stdout=subprocess.DEVNULL, check=True)
    print(f"doctor --full                  {(time.perf_counter() - began) * 1000:.0f} ms (integrity_check)")
    checks.append((f"doctor <= 100 ms ({statistics.median(doctor):.1f} ms)", statistics.median(doctor) <= 100))
    verdict(checks)


if __name__ == "__main__":
    main()
