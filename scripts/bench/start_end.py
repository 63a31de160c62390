#!/usr/bin/env python3
"""What a workout costs once: `start` then `end` at once, several builds side by side.

For each build, `start --sets 1 --work 10 --no-tui --cues none` headless on an existing database (made by a first
such run) with `end` on stdin: the process's CPU (user + system, from wait4), its minor page faults and peak RSS.
Runs are interleaved (one of each build per round, the order rotating), because this machine's speed drifts;
medians compare within one run of this script. This is the part of figures.py's per-minute figures that does not
depend on the workout's length (tick_cost.py splits a workout the same way, from two lengths).

--scans also counts the Swift runtime's conformance scans of one such run (root, perf with uprobes): each first
(type, protocol) question the runtime cannot answer from its cache walks every record of the binary's
`swift5_protocol_conformances` section, which shows as that many calls of the scan's per-record lambda.

Usage: scripts/bench/start_end.py --binary LABEL=PATH [--binary LABEL=PATH]... [--runs N] [--scans]   (N = 41)
"""
import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile

from common import labelled_builds, percentile, scratch_env

COMMAND = ["start", "--sets", "1", "--work", "10", "--no-tui", "--cues", "none"]

parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
parser.add_argument("--binary", action="append", required=True, metavar="LABEL=PATH")
parser.add_argument("--runs", type=int, default=41)
parser.add_argument("--scans", action="store_true", help="count conformance scans too (perf, uprobes, root)")
args = parser.parse_args()
builds = labelled_builds(args.binary, "start_end.py")
if args.runs < 1:
    sys.exit("start_end.py: --runs must be at least 1")
work = tempfile.mkdtemp(prefix="interfit-start-end-")
folders = [work]


def environment():
    """Its own database (common.scratch_env) and journal folder, made by a first workout as the day before would."""
    env, folder = scratch_env({"INTERFIT_LANG": "en"})
    env["XDG_STATE_HOME"] = os.path.join(folder, "state")
    folders.append(folder)
    return env


def run(binary, env):
    """CPU ms, minor faults and peak RSS MiB of one `start` ended at once."""
    process = subprocess.Popen([binary, *COMMAND], env=env, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL)
    process.stdin.write(b"end\n")
    process.stdin.close()
    _, status, usage = os.wait4(process.pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"start_end.py: {binary} exited {os.waitstatus_to_exitcode(status)}")
    return (usage.ru_utime + usage.ru_stime) * 1000, usage.ru_minflt, usage.ru_maxrss / 1024


def text_file_offset(binary, address):
    """The file offset of a virtual address in the executable LOAD segment (uprobes take file offsets), or None."""
    headers = subprocess.run(["readelf", "-l", "-W", binary], capture_output=True, text=True).stdout
    for line in headers.splitlines():
        fields = line.split()
        if fields[:1] == ["LOAD"] and "E" in fields[6:-1]:
            offset, start, size = int(fields[1], 16), int(fields[2], 16), int(fields[5], 16)
            if start <= address < start + size:
                return address - start + offset
    return None


def scans(label, binary, env):
    """Conformance scans of one run (records visited / records), or a reason why not."""
    if shutil.which("perf") is None or os.geteuid() != 0:
        return "needs perf and root"
    sections = subprocess.run(["readelf", "-S", "-W", binary], capture_output=True, text=True).stdout
    found = re.search(r"\] swift5_protocol_conformances\s+\S+\s+[0-9a-f]+ [0-9a-f]+ ([0-9a-f]+)", sections)
    symbols = subprocess.run(["nm", binary], capture_output=True, text=True).stdout.splitlines()
    lambdas = [line.split()[0] for line in symbols
               if "swift_conformsToProtocolMaybeInstantiateSuperclasses" in line and "ConformanceSection" in line]
    if not found or len(lambdas) != 1:
        return "the scan's lambda or the conformance section not found"
    records = int(found.group(1), 16) // 4
    offset = text_file_offset(binary, int(lambdas[0], 16))
    if offset is None:
        return "the scan's lambda is outside the executable segment"
    event = "interfit_scans_" + re.sub(r"\W", "_", f"{os.getpid()}_{label}")
    added = subprocess.run(["perf", "probe", "-x", binary, f"{event}=0x{offset:x}"], capture_output=True, text=True)
    listed = subprocess.run(["perf", "probe", "-l"], capture_output=True, text=True).stdout
    group = re.search(r"probe_[A-Za-z0-9_]+:" + event, added.stdout + added.stderr + listed)
    if not group:
        lines = (added.stderr or added.stdout).strip().splitlines()
        return "perf probe failed" + (": " + lines[-1] if lines else "")
    out = os.path.join(work, f"stat-{event}.txt")
    try:
        process = subprocess.Popen(["perf", "stat", "-x", ",", "-o", out, "-e", group.group(0), binary, *COMMAND],
                                   env=env, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL)
        process.communicate(b"end\n")
        if process.returncode != 0 or not os.path.exists(out):
            return f"perf stat failed (exit {process.returncode})"
        counts = [line.split(",")[0] for line in open(out) if event in line]
    finally:
        subprocess.run(["perf", "probe", "-d", group.group(0)], capture_output=True)
    if not counts or not counts[0].isdigit():
        return "not counted"
    return f"{int(counts[0]) / records:.0f} ({counts[0]} record visits / {records} records)"


try:
    envs = [environment() for _ in builds]
    for (label, binary), env in zip(builds, envs):
        run(binary, env)  # creates the database; also warms the page cache
    samples = {label: [] for label, _ in builds}
    for round_ in range(args.runs):
        shift = round_ % len(builds)
        for (label, binary), env in (list(zip(builds, envs))[shift:] + list(zip(builds, envs))[:shift]):
            samples[label].append(run(binary, env))
    width = max(len(label) for label, _ in builds)
    print(f"start + end at once, headless, existing database: median of {args.runs} interleaved runs (p10-p90)")
    for (label, binary), env in zip(builds, envs):
        cpu = [sample[0] for sample in samples[label]]
        faults = statistics.median(sample[1] for sample in samples[label])
        rss = statistics.median(sample[2] for sample in samples[label])
        line = (f"  {label:{width}s}  CPU {statistics.median(cpu):6.2f} ms ({percentile(cpu, 0.1):5.2f}-"
                f"{percentile(cpu, 0.9):5.2f})  faults {faults:5.0f}  peak RSS {rss:5.1f} MiB")
        if args.scans:
            line += f"  conformance scans {scans(label, binary, env)}"
        print(line)
finally:
    for folder in folders:
        shutil.rmtree(folder, ignore_errors=True)
