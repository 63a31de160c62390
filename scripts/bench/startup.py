#!/usr/bin/env python3
"""Start-up cost of short commands, several builds side by side: spawn -> exit wall time, CPU, peak RSS and
(where valgrind is installed) instructions, for `history --limit 20` at 100,000 sessions, `--version`,
`templates` and `plans list`.

This machine's speed drifts by 2x over minutes, so runs are interleaved (one of each build per round, the
order rotating) and medians are compared only within one run of this script. Instruction counts
(valgrind --tool=callgrind) do not drift: they are the figures to compare across days.

Builds (each a label and a binary):
  this tree                       scripts/release --build-only (the static release build), always measured
  --compare REV                   REV checked out in a temporary git worktree and built there with its own
                                  scratch folder (scripts/release when REV has it, else the static build of
                                  its day); repeatable
  --binary LABEL=PATH             a binary already built; repeatable

Issue 18 compares `history --limit 20` with commit 0af8bf4, the last with the hand-written quick parser:
  scripts/bench/startup.py --compare 0af8bf4 --compare main

Usage: scripts/bench/startup.py [--compare REV]... [--binary LABEL=PATH]... [--database FILE] [--runs N]
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import ROOT, percentile, release_binary, scratch_env  # noqa: E402
import history  # noqa: E402  (seeding and the bundle of N sessions)


def build_revision(revision, folder):
    """Checks `revision` out in a worktree under `folder` and builds its static release binary there."""
    tree = os.path.join(folder, "tree-" + revision.replace("/", "_"))
    subprocess.run(["git", "-C", ROOT, "worktree", "add", "--detach", tree, revision], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    scratch = os.path.join(folder, "build-" + revision.replace("/", "_"))
    print(f"building {revision} in {tree} (scratch {scratch}) ...", flush=True)
    if os.path.exists(os.path.join(tree, "scripts", "release")):
        built = subprocess.run([os.path.join(tree, "scripts", "release"), "--build-only", "--scratch-path", scratch],
                               cwd=tree, capture_output=True, text=True)
        if built.returncode != 0:
            sys.exit(built.stderr + f"\nbuilding {revision} failed")
        return os.path.join(built.stdout.strip(), "interfit"), tree
    # Before scripts/release: the static build benchmarks used then (App/Link gave the static archives).
    command = ["swift", "build", "-c", "release", "--static-swift-stdlib", "--scratch-path", scratch,
               "--product", "interfit"]
    if subprocess.run(command, cwd=tree, stdout=subprocess.DEVNULL).returncode != 0:
        sys.exit(f"building {revision} failed")
    path = subprocess.run(command[:-2] + ["--show-bin-path"], cwd=tree, capture_output=True, text=True)
    return os.path.join(path.stdout.strip(), "interfit"), tree


def database_of(binary, sessions, folder):
    """A database of `sessions` real-looking sessions (see history.py), its write-ahead log checkpointed."""
    env = dict(os.environ, INTERFIT_DB=os.path.join(folder, "bench.sqlite"), LANG="C.UTF-8", HOME=folder)
    print(f"seeding {sessions} sessions (a 30 s workout runs in real time) ...", flush=True)
    real = history.seed(binary, env)
    bundle = os.path.join(folder, "bundle.json")
    history.write_bundle(bundle, real, sessions)
    subprocess.run([binary, "backup", "import", bundle, "--replace", "--yes"], env=env, check=True,
                   stdout=subprocess.DEVNULL)
    os.remove(bundle)
    checkpoint(env["INTERFIT_DB"])
    return env["INTERFIT_DB"]


def checkpoint(database):
    """Folds the write-ahead log into the file. A read-only reader cannot use a large -wal's index in -shm
    and rebuilds it by reading the whole log (~80 ms for the 120 MB an import of 100,000 sessions leaves)."""
    if shutil.which("sqlite3"):
        subprocess.run(["sqlite3", database, "PRAGMA wal_checkpoint(TRUNCATE);"], check=True,
                       stdout=subprocess.DEVNULL)


def spawn(command, env):
    """Wall time (ms, spawn -> exit), CPU time (ms) and peak RSS (MiB) of one run."""
    began = time.perf_counter()
    process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    wall = (time.perf_counter() - began) * 1000
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"{' '.join(command)} exited {os.waitstatus_to_exitcode(status)}")
    return wall, (usage.ru_utime + usage.ru_stime) * 1000, usage.ru_maxrss / 1024


def instructions(command, env):
    """Instructions the program executes (callgrind), or None without valgrind."""
    if not shutil.which("valgrind"):
        return None
    with tempfile.TemporaryDirectory() as folder:
        out = os.path.join(folder, "callgrind.out")
        run = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", *command], env=env,
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        for line in run.stderr.splitlines():
            if "Collected :" in line:
                return int(line.split(":")[-1].strip())
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--compare", action="append", default=[], metavar="REV")
    parser.add_argument("--binary", action="append", default=[], metavar="LABEL=PATH")
    parser.add_argument("--database", help="a database of N sessions to reuse (default: seed a new one)")
    parser.add_argument("--sessions", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=41)
    parser.add_argument("--no-build", action="store_true", help="measure only the --binary builds")
    options = parser.parse_args()

    folder = tempfile.mkdtemp(prefix="interfit-startup-")
    builds, trees = [], []
    if not options.no_build:
        builds.append(("this tree", release_binary()))
    for revision in options.compare:
        binary, tree = build_revision(revision, folder)
        builds.append((revision, binary))
        trees.append(tree)
    for item in options.binary:
        label, _, path = item.partition("=")
        builds.append((label, os.path.abspath(path)))
    if not builds:
        sys.exit("nothing to measure: give --binary or drop --no-build")

    env, scratch = scratch_env()
    env["HOME"] = scratch
    env["INTERFIT_DB"] = options.database or database_of(builds[0][1], options.sessions, scratch)
    checkpoint(env["INTERFIT_DB"])
    small, _ = scratch_env({"HOME": scratch})
    subprocess.run([builds[0][1], "plans", "create", "Legs", "--sets", "4", "--work", "30", "--rest", "10"],
                   env=small, check=True, stdout=subprocess.DEVNULL)

    cases = [("history --limit 20 (100k sessions)", ["history", "--limit", "20"], env),
             ("--version", ["--version"], small), ("templates", ["templates"], small),
             ("plans list", ["plans", "list"], small)]
    width = max(len(label) for label, _ in builds)
    for name, arguments, case_env in cases:
        samples = {label: [] for label, _ in builds}
        for label, binary in builds:  # warm the page cache
            spawn([binary, *arguments], case_env)
        for round_ in range(options.runs):
            order = builds[round_ % len(builds):] + builds[:round_ % len(builds)]
            for label, binary in order:
                samples[label].append(spawn([binary, *arguments], case_env))
        print(f"\n{name}  (median of {options.runs} interleaved runs; p10-p90)")
        for label, binary in builds:
            walls = [s[0] for s in samples[label]]
            cpus = [s[1] for s in samples[label]]
            rss = max(s[2] for s in samples[label])
            count = instructions([binary, *arguments], case_env)
            ir = f"{count / 1e6:7.2f} M instructions" if count else ""
            print(f"  {label:{width}s}  {statistics.median(walls):6.2f} ms wall ({percentile(walls, 0.1):5.2f}-"
                  f"{percentile(walls, 0.9):5.2f})  {statistics.median(cpus):5.1f} ms CPU  peak RSS {rss:5.1f} MiB  "
                  f"{ir}")

    for tree in trees:
        subprocess.run(["git", "-C", ROOT, "worktree", "remove", "--force", tree], check=False)
    shutil.rmtree(folder, ignore_errors=True)
    shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
