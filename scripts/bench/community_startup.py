#!/usr/bin/env python3
"""Start-up cost of the community code on the commands that never use it (issue 22): `--version`, `plans list`,
`history` and `start tabata`, spawn to first output byte and peak RSS (wait4's ru_maxrss), for two binaries run
interleaved (the VM's speed drifts), plus whether the process maps libssl or opens a socket.

Usage: scripts/bench/community_startup.py BASELINE CANDIDATE [--runs 20]
`start tabata` is stopped with SIGINT as soon as it printed its first line, so its RSS is its start-up's.
"""
import argparse
import os
import signal
import statistics
import subprocess
import tempfile
import time

parser = argparse.ArgumentParser()
parser.add_argument("baseline")
parser.add_argument("candidate")
parser.add_argument("--runs", type=int, default=20)
args = parser.parse_args()



def scratch_env():
    """A fresh HOME and database: each binary has its own (the candidate's schema may be newer)."""
    folder = tempfile.mkdtemp(prefix="community-startup-")
    return {"PATH": "/usr/bin:/bin", "HOME": folder, "LANG": "C.UTF-8", "INTERFIT_DB": folder + "/interfit.sqlite"}


COMMANDS = {
    "--version": ["--version"],
    "plans list": ["plans", "list"],
    "history": ["history"],
    "start tabata": ["start", "tabata", "--no-tui", "--cues", "none"],
}


def run(binary, arguments, env):
    """Spawn to first stdout byte (ms), ru_maxrss (KiB), and whether libssl was mapped / a socket open."""
    began = time.monotonic()
    process = subprocess.Popen([binary] + arguments, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                               stdin=subprocess.DEVNULL, env=env)
    first = process.stdout.read(1)
    elapsed = (time.monotonic() - began) * 1000
    ssl = sockets = False
    if arguments[0] == "start":
        try:
            with open(f"/proc/{process.pid}/maps") as maps:
                ssl = "libssl" in maps.read()
            sockets = any(os.readlink(f"/proc/{process.pid}/fd/{fd}").startswith("socket:")
                          for fd in os.listdir(f"/proc/{process.pid}/fd"))
        except OSError:
            pass
        process.send_signal(signal.SIGINT)
    process.stdout.read()
    _, _, usage = os.wait4(process.pid, 0)
    assert first, f"{binary} {arguments} printed nothing"
    return elapsed, usage.ru_maxrss, ssl, sockets


binaries = {"baseline": args.baseline, "candidate": args.candidate}
envs = {which: scratch_env() for which in binaries}
for which, binary in binaries.items():
    subprocess.run([binary, "plans", "create", "Warm", "--sets", "2", "--work", "10", "--rest", "5"],
                   env=envs[which], check=True, capture_output=True)
results = {(name, which): [] for name in COMMANDS for which in ("baseline", "candidate")}
for _ in range(args.runs):
    for name, arguments in COMMANDS.items():
        for which, binary in binaries.items():
            results[(name, which)].append(run(binary, arguments, envs[which]))

print(f"{'command':14} {'binary':10} {'first output p50':>17} {'peak RSS p50':>13}  libssl  socket")
for name in COMMANDS:
    medians = {}
    for which in ("baseline", "candidate"):
        rows = results[(name, which)]
        ms = statistics.median(r[0] for r in rows)
        rss = statistics.median(r[1] for r in rows)
        medians[which] = (ms, rss)
        print(f"{name:14} {which:10} {ms:14.1f} ms {rss / 1024:10.1f} MiB  {any(r[2] for r in rows)!s:6}  "
              f"{any(r[3] for r in rows)!s}")
    (ms0, rss0), (ms1, rss1) = medians["baseline"], medians["candidate"]
    print(f"{name:14} {'ratio':10} {ms1 / ms0:17.3f} {rss1 / rss0:13.3f}")
