#!/usr/bin/env python3
"""Hostile input, from outside: >= 1,000 generated plan files and >= 500 hostile flag values (overflowing
durations and counts in every field and unit, mode-B extremes, empty and huge strings, control characters,
duplicate keys) against the release binary.

Targets (issue #7): 0 crashes (death by signal), 0 hangs, only documented exit codes (0, 64, 65, 74), and a
library unchanged by every refused command (the database file's digest is compared before and after).

Usage: scripts/reliability/hostile_input.py [--files 1000] [--flags 500]
"""
import argparse
import json
import os
import random

from common import fingerprint, release_binary, run, scratch, verdict

parser = argparse.ArgumentParser()
parser.add_argument("--files", type=int, default=1000)
parser.add_argument("--flags", type=int, default=500)
parser.add_argument("--seed", type=int, default=7)
args = parser.parse_args()
random.seed(args.seed)

HUGE = ["9223372036854775807", "9223372036854775808", "-9223372036854775808", "153722867280912931",
        "99999999999999999999999999", "1e308", "-1", "0", "-0", "NaN", "inf", "0x7fffffff", "１２", "٣"]
UNITS = ["", "s", "m", "h", ":00", ":59:59", "m90s", "h60m"]
TEXTS = ["", " ", "\u0000", "\u001b[2J", "a" * 81, "x" * 100000, "\u0301" * 5000, "🏃" * 90, "line\nbreak",
         "\u202eevil", "tab\t", "\"quoted\"", "{}", "[]", "null"]


def hostile_number():
    return random.choice(HUGE + [str(random.randint(-10**12, 10**12))])


def hostile_duration():
    return random.choice(HUGE) + random.choice(UNITS)


def hostile_value():
    pick = random.random()
    if pick < 0.4:
        return int(random.choice(HUGE[:5])) if random.random() < 0.5 else random.randint(-10**6, 10**6)
    if pick < 0.6:
        return random.choice(TEXTS)
    if pick < 0.7:
        return None
    if pick < 0.8:
        return [random.choice(TEXTS) for _ in range(random.randint(0, 150))]
    if pick < 0.9:
        return 1.5e300
    return {"nested": hostile_number()}


FIELDS = ["formatVersion", "name", "setsCount", "workSeconds", "restSeconds", "warmupSeconds", "cooldownSeconds",
          "rounds", "roundRestSeconds", "exercises", "versionId", "contentHash"]


def hostile_file(index):
    base = {"formatVersion": 1, "name": f"Plan {index}", "setsCount": 8, "workSeconds": 20, "restSeconds": 10}
    kind = index % 6
    if kind == 0:
        for field in random.sample(FIELDS, random.randint(1, 4)):
            base[field] = hostile_value()
        return json.dumps(base).encode()
    if kind == 1:
        text = json.dumps(base)
        return text.replace("{", '{"setsCount": 99999999999999999999, ', 1).encode()  # duplicate key
    if kind == 2:
        return os.urandom(random.randint(0, 4096))
    if kind == 3:
        text = json.dumps(base)
        return text[: random.randint(0, len(text))].encode()  # truncated
    if kind == 4:
        base["exercises"] = ["Squat"] * random.choice([99, 100, 1000, 100000])
        return json.dumps(base).encode()
    base["name"] = random.choice(TEXTS)
    return json.dumps(base).encode()


FLAG_FIELDS = ["--sets", "--rounds", "--work", "--rest", "--warmup", "--cooldown", "--round-rest", "--total"]


def hostile_flags():
    return [word.replace("\u0000", "\u0001") for word in hostile_flag_words()]  # argv cannot carry NUL


def hostile_flag_words():
    kind = random.random()
    if kind < 0.5:
        field = random.choice(FLAG_FIELDS)
        value = hostile_number() if field in ("--sets", "--rounds") else hostile_duration()
        return ["plans", "create", "Hostile", "--sets", "8", "--work", "20", "--rest", "10", field, value]
    if kind < 0.75:
        return ["plans", "create", "ModeB", "--total", hostile_duration(), "--sets", hostile_number(),
                random.choice(["--ratio", "--intensity"]),
                random.choice(["1:1", "0:1", "1:0", "100:1", "101:1", "-1:2", "9223372036854775807:1", "hard", "x"])]
    if kind < 0.9:
        return ["start", "--sets", hostile_number(), "--work", hostile_duration(), "--rest", hostile_duration(),
                "--no-tui", "--cues", "none"]
    return ["plans", "create", random.choice(TEXTS), "--sets", "8", "--work", "20", "--rest", "10"]


binary = release_binary()
folder, env = scratch()
assert run(binary, ["plans", "create", "Keep me", "--sets", "8", "--work", "20", "--rest", "10"], env)[0] == 0
documented = {0, 64, 65, 74}
crashes, hangs, undocumented, changed = [], [], [], []
statuses = {}


def check(arguments, stdin=None):
    before = fingerprint(env["INTERFIT_DB"])
    status, _, stderr = run(binary, arguments, env, timeout=30, stdin=stdin)
    statuses[status] = statuses.get(status, 0) + 1
    shown = " ".join(a if len(a) < 40 else a[:37] + "…" for a in arguments)
    if status == "hang":
        hangs.append(shown)
    elif status < 0 or status > 128:
        crashes.append(f"{shown} → {status}")
    elif status not in documented:
        undocumented.append(f"{shown} → {status}")
    if status != 0 and fingerprint(env["INTERFIT_DB"]) != before:
        changed.append(shown)
    if "Fatal error" in stderr or "DecodingError" in stderr or "NSCocoaErrorDomain" in stderr:
        undocumented.append(f"{shown}: raw error text")


for index in range(args.files):
    path = os.path.join(folder, f"hostile-{index}.json")
    with open(path, "wb") as handle:
        handle.write(hostile_file(index))
    check(["plans", "import", path])
with open(os.path.join(folder, "big.json"), "wb") as handle:
    handle.write(b" " * (2 * 1024 * 1024))
check(["plans", "import", os.path.join(folder, "big.json")])
with open("/dev/urandom", "rb") as noise:
    check(["plans", "import", "-"], stdin=noise)
end_path = os.path.join(folder, "end.txt")
with open(end_path, "w") as handle:
    handle.write("end\n")  # a workout that does start is ended at once through its control input
for _ in range(args.flags):
    flags = hostile_flags()
    with open(end_path, "rb") as end:
        check(flags, stdin=end if flags[0] == "start" else None)

print(f"plan files: {args.files + 2}  flag sets: {args.flags}  exit statuses: {statuses}")
print(f"crashes: {len(crashes)}  hangs: {len(hangs)}  undocumented exits: {len(undocumented)}  "
      f"refused commands that changed the library: {len(changed)}")
for line in (crashes + hangs + undocumented + changed)[:20]:
    print("   ", line)
verdict([
    ("0 crashes", not crashes),
    ("0 hangs", not hangs),
    ("only documented exit codes", not undocumented),
    ("refused commands never change the library", not changed),
])
