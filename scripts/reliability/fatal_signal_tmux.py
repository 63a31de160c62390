#!/usr/bin/env python3
"""Fatal signals on the training screen, from outside: SIGSEGV (and SIGQUIT, SIGABRT) sent to interfit while
its screen is up in tmux; afterwards the terminal must be sane and the session recoverable.

Targets (issue #7): after each of 5 runs, `stty -a` in that terminal shows `icanon` and `echo`, the cursor is
visible, the normal screen is back, the process died of the signal, and `recover end` puts the session in
the history (5/5).

Usage: scripts/reliability/fatal_signal_tmux.py [--runs 5]
"""
import argparse
import json
import subprocess
import time

from common import release_binary, run, scratch, verdict

parser = argparse.ArgumentParser()
parser.add_argument("--runs", type=int, default=5)
args = parser.parse_args()

binary = release_binary()
folder, env = scratch()
signals = ["SEGV", "SEGV", "QUIT", "ABRT", "SEGV"]
sane, recovered = 0, 0


def tmux(server, *arguments):
    return subprocess.run(["tmux", "-L", server, "-f", "/dev/null"] + list(arguments), capture_output=True,
                          text=True).stdout


for index in range(args.runs):
    server = f"interfit-fatal-{index}"
    tmux(server, "new-session", "-d", "-s", "s", "-x", "100", "-y", "30", "env", "PS1=READY$ ", "bash", "--norc")
    time.sleep(0.3)
    command = (f"INTERFIT_DB={env['INTERFIT_DB']} XDG_STATE_HOME={env['XDG_STATE_HOME']} "
               f"XDG_CACHE_HOME={env['XDG_CACHE_HOME']} HOME={env['HOME']} {binary} start tabata --cues none; "
               "echo EXIT=$?")
    tmux(server, "send-keys", "-t", "s", command, "Enter")
    for _ in range(100):
        if "WORK" in tmux(server, "capture-pane", "-p", "-t", "s"):
            break
        time.sleep(0.1)
    time.sleep(1.5)
    name = signals[index % len(signals)]
    subprocess.run(["pkill", f"-{name}", "-f", f"{binary} start tabata"])
    time.sleep(1.0)
    tmux(server, "send-keys", "-t", "s", "stty -a | tr ' ' '\\n' | grep -x -e icanon -e echo | sort | tr '\\n' ,; echo",
         "Enter")
    time.sleep(0.5)
    screen = tmux(server, "capture-pane", "-p", "-t", "s")
    flags = tmux(server, "display", "-p", "-t", "s", "#{cursor_flag} #{alternate_on}").split()
    modes_ok = "echo,icanon," in screen
    exit_line = next((line for line in screen.splitlines() if line.startswith("EXIT=")), "EXIT=?")
    ok = modes_ok and flags == ["1", "0"]
    sane += ok
    tmux(server, "kill-server")
    status, out, _ = run(binary, ["recover", "end", "--json"], env)
    history = json.loads(run(binary, ["history", "--json", "--limit", "1"], env)[1] or "[]")
    got = status == 0 and history and "recovered" in history[0]["tags"]
    recovered += bool(got)
    print(f"run {index + 1}: SIG{name} → {exit_line}, stty icanon+echo {modes_ok}, cursor/alternate {flags}, "
          f"recovered {bool(got)}")
print(f"terminal sane: {sane}/{args.runs}  recovered: {recovered}/{args.runs}")
verdict([
    ("terminal sane after every fatal signal", sane == args.runs),
    ("every session recoverable", recovered == args.runs),
])
