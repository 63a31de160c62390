#!/usr/bin/env python3
"""The figures of issue #19 item 1, for one or two binaries side by side in the same run, beside termdown's.

For each binary (BEFORE and AFTER run at the same time, so the machine's speed is the same for both):
  syncs     fsync + fdatasync calls of a 3-segment, 25 s workout (`--sets 2 --work 10 --rest 5`), counted by
            `strace -f -c`: once on a new database (it is created and migrated), once on that existing database
  headless  CPU seconds per minute of workout and peak RSS, plain lines into a pipe (the cost.py plan, 62 s)
  screen    the same with the training screen in tmux (100x30), and its ratio to termdown's CPU per minute
            (termdown counting down 62 s in a tmux window of the same size, at the same time)
  floods    CPU seconds to parse and refuse 2,000 and 10,000 `--exercise` flags

Targets (issue #19): syncs <= 7 (existing database); headless <= 0.03 s/min; screen <= 0.05x termdown's; peak
RSS <= 20 MiB; 10,000 flags <= 0.2 s and about 5x the 2,000 figure (linear).

Both cost runs are a person's next workout: each binary is evicted from the page cache first (read back from disk,
as after a reboot or once memory was needed; unless --warm), then one headless workout started and ended at once
creates the database and reads in the pages a headless start needs, as the day before would have (the screen's
own code is still read from disk). --first-run measures the very first workout instead: a new database (created
and migrated) and the binary read from disk.

Usage: scripts/bench/figures.py [--before BIN] [--after BIN] [--termdown PATH] [--skip PART ...] [--warm] [--first-run]
  --after defaults to the release build of this checkout (scripts/release --build-only); --before is
  optional (e.g. a release build of main); --termdown defaults to `termdown` on PATH.
"""
import argparse
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time

from common import release_binary

HERE = os.path.dirname(os.path.abspath(__file__))
WRAP = [sys.executable, os.path.join(HERE, "rusage_wrap.py")]
SYNC_PLAN = ["--sets", "2", "--work", "10", "--rest", "5", "--no-tui", "--cues", "none"]
COST_PLAN = ["--sets", "5", "--work", "10", "--rest", "3", "--cues", "bell"]
COST_SECONDS = 62

parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
parser.add_argument("--before")
parser.add_argument("--after")
parser.add_argument("--termdown", default=shutil.which("termdown"))
parser.add_argument("--skip", nargs="*", default=[], choices=["syncs", "cost", "floods"])
parser.add_argument("--warm", action="store_true",
                    help="keep the binaries' pages in the page cache as they are (default: evict them first)")
parser.add_argument("--first-run", action="store_true",
                    help="cost runs on a new database with the binary as read from disk (default: after one workout)")
args = parser.parse_args()
binaries = {}
if args.before:
    binaries["before"] = os.path.abspath(args.before)
binaries["after"] = os.path.abspath(args.after) if args.after else release_binary()
work = tempfile.mkdtemp(prefix="interfit-figures-")


def evict_from_page_cache():
    """Peak RSS counts the binary's pages the kernel maps, and it maps what the page cache holds around each touch: a
    file just written (a fresh build, an install) is wholly cached and costs ~1.5 MiB more than one read back from
    disk. Each binary is evicted first, so that both are measured as read from disk (--warm: as they are)."""
    for binary in binaries.values():
        descriptor = os.open(binary, os.O_RDONLY)
        os.posix_fadvise(descriptor, 0, 0, os.POSIX_FADV_DONTNEED)
        os.close(descriptor)



def environment(name):
    """Its own database and journal folder (XDG_STATE_HOME), so nothing touches the user's."""
    folder = os.path.join(work, name)
    os.makedirs(os.path.join(folder, "state"), exist_ok=True)
    return dict(os.environ, INTERFIT_DB=os.path.join(folder, "db.sqlite"), XDG_STATE_HOME=os.path.join(folder, "state"),
                LANG="C.UTF-8", INTERFIT_LANG="en")


def strace_syncs(runs):
    """Starts `strace -c` on each (name, env) and returns name -> sync calls once all end."""
    started = {}
    for name, env, binary in runs:
        out = os.path.join(work, f"{name}.strace")
        started[name] = (subprocess.Popen(
            ["strace", "-f", "-c", "-o", out, "-e", "trace=fsync,fdatasync", binary, "start"] + SYNC_PLAN,
            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL), out)
    counts = {}
    for name, (process, out) in started.items():
        process.wait()
        text = open(out).read()
        # "% time, seconds, usecs/call, calls, [errors,] total": the fourth column of the total line.
        totals = [line.split() for line in text.splitlines() if line.split()[-1:] == ["total"]]
        counts[name] = int(totals[0][3]) if totals else 0
    return counts


def tmux_window(session, command, out, env=None):
    """Runs `command` (wrapped to record its rusage in `out`) in a detached 100x30 tmux window, with `env` set by tmux
    itself (`-e`): an `env` process in front would count its own start-up against the command."""
    inner = " ".join(WRAP + [out, "--"] + command)
    variables = [argument for key, value in (env or {}).items() for argument in ("-e", f"{key}={value}")]
    subprocess.run(["tmux", "-L", "interfit-figures", "new-session", "-d", "-s", session, "-x", "100", "-y", "30",
                    *variables, inner], check=True)


def read_usage(path):
    with open(path) as handle:
        data = json.load(handle)
    cpu = data["user"] + data["system"]
    return cpu, cpu / (data["wall"] / 60), data["maxrss_kb"] / 1024, data["wall"], data["status"]


def usage_detail(path):
    """A run's page faults: a major fault reads the binary back from disk, and the kernel's read-ahead costs
    milliseconds of system time, enough to move one run's figure against another's. (Not the user/system split: the
    kernel samples it at its tick, so over a few tens of milliseconds it says little.)"""
    with open(path) as handle:
        data = json.load(handle)
    return f"{data.get('minor_faults', 0)} minor, {data.get('major_faults', 0)} major"


rows = []
# The sync counts do not depend on the page cache: the binaries are evicted before the cost runs only.
if "syncs" not in args.skip:
    if shutil.which("strace") is None:
        sys.exit("strace is needed: apt-get install -y strace")
    envs = {name: environment(f"syncs-{name}") for name in binaries}
    first = strace_syncs([(f"{name}-new", envs[name], binary) for name, binary in binaries.items()])
    again = strace_syncs([(f"{name}-existing", envs[name], binary) for name, binary in binaries.items()])
    for name in binaries:
        rows.append((name, "syncs, 25 s workout, new database", f"{first[name + '-new']}"))
        rows.append((name, "syncs, 25 s workout, existing database", f"{again[name + '-existing']}"))


def workout_before(binary, env):
    """The day before: one workout, started and ended at once (saved as ended), which creates the database."""
    status = subprocess.run([binary, "start", "--sets", "1", "--work", "10", "--no-tui", "--cues", "none"], env=env,
                            input=b"end\n", stdout=subprocess.DEVNULL).returncode
    if status != 0:
        sys.exit(f"figures.py: the workout before the cost runs failed ({binary} exited {status})")


if "cost" not in args.skip:
    if shutil.which("tmux") is None:
        sys.exit("tmux is needed: apt-get install -y tmux")
    if not args.warm:
        evict_from_page_cache()
    cost_envs = {}
    for name, binary in binaries.items():
        cost_envs[name] = (environment(f"cost-{name}"), environment(f"screen-{name}"))
        if not args.first_run:
            for env in cost_envs[name]:
                workout_before(binary, env)
    outputs = {}
    processes = []
    sessions = []
    for name, binary in binaries.items():
        env, screen_env = cost_envs[name]
        headless = os.path.join(work, f"{name}-headless.json")
        processes.append(subprocess.Popen(WRAP + [headless, "--", binary, "start", "--no-tui"] + COST_PLAN, env=env,
                                          stdout=subprocess.DEVNULL))
        screen = os.path.join(work, f"{name}-screen.json")
        session = f"figures-{name}"
        tmux_window(session, [binary, "start"] + COST_PLAN, screen,
                    env={key: screen_env[key] for key in ("INTERFIT_DB", "XDG_STATE_HOME", "INTERFIT_LANG")})
        sessions.append(session)
        outputs[name] = (headless, screen)
    termdown_out = None
    if args.termdown:
        termdown_out = os.path.join(work, "termdown.json")
        tmux_window("figures-termdown", [args.termdown, "-B", str(COST_SECONDS)], termdown_out)
        sessions.append("figures-termdown")
    for process in processes:
        process.wait()
    waiting = [path for _, path in outputs.values()] + ([termdown_out] if termdown_out else [])
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and not all(os.path.exists(path) for path in waiting):
        # After the summary the screen asks "again / save / quit": answer like a person would.
        for session in sessions[:len(binaries)]:
            subprocess.run(["tmux", "-L", "interfit-figures", "send-keys", "-t", session, "q"],
                           stderr=subprocess.DEVNULL)
        time.sleep(0.5)
    subprocess.run(["tmux", "-L", "interfit-figures", "kill-server"], stderr=subprocess.DEVNULL)
    termdown = read_usage(termdown_out) if termdown_out and os.path.exists(termdown_out) else None
    if termdown:
        rows.append(("termdown", "screen in tmux: CPU s/min (CPU s, wall s)",
                     f"{termdown[1]:.3f} ({termdown[0]:.3f} s over {termdown[3]:.1f} s)"))
        rows.append(("termdown", "screen in tmux: peak RSS MiB", f"{termdown[2]:.1f}"))
        rows.append(("termdown", "screen in tmux: page faults", usage_detail(termdown_out)))
    for name, (headless, screen) in outputs.items():
        cpu, per_minute, rss, wall, status = read_usage(headless)
        rows.append((name, "headless: CPU s/min (CPU s, wall s)", f"{per_minute:.3f} ({cpu:.3f} s over {wall:.1f} s)"))
        rows.append((name, "headless: peak RSS MiB", f"{rss:.1f}"))
        rows.append((name, "headless: page faults", usage_detail(headless)))
        if os.path.exists(screen):
            cpu, per_minute, rss, wall, status = read_usage(screen)
            ratio = f"; {per_minute / termdown[1]:.3f}x termdown's" if termdown else ""
            rows.append((name, "screen in tmux: CPU s/min (CPU s, wall s)",
                         f"{per_minute:.3f} ({cpu:.3f} s over {wall:.1f} s){ratio}"))
            rows.append((name, "screen in tmux: peak RSS MiB", f"{rss:.1f}"))
            rows.append((name, "screen in tmux: page faults", usage_detail(screen)))
        else:
            rows.append((name, "screen in tmux", "did not finish"))

if "floods" not in args.skip:
    for count in (2000, 10000):
        flags = [word for index in range(count) for word in ("--exercise", f"e{index}")]
        for name, binary in binaries.items():
            env = environment(f"floods-{name}")
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            status = subprocess.run([binary, "start", "--sets", "2", "--work", "10", "--rest", "5", "--no-tui",
                                     "--cues", "none"] + flags, env=env, stdout=subprocess.DEVNULL,
                                    stderr=subprocess.DEVNULL).returncode
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
            rows.append((name, f"{count:,} --exercise flags: CPU s (exit)", f"{cpu:.3f} ({status})"))

width = max(len(figure) for _, figure, _ in rows)
print(f"binaries: " + ", ".join(f"{name} = {path}" for name, path in binaries.items()))
for name, figure, value in rows:
    print(f"{name:<9} {figure:<{width}}  {value}")
shutil.rmtree(work, ignore_errors=True)
