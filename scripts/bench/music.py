#!/usr/bin/env python3
"""Music under a real mpv: switch latency at boundaries, cue ducking, cost, and a player killed mid-run.

A wrapper `mpv` on a private PATH records mpv's pid and arguments and runs the real mpv with `--ao=null`; the
script connects to the IPC socket interfit gives mpv and observes `path` and `volume`, timestamping each
event on CLOCK_MONOTONIC. Deadlines are interfit's own: the "clock" of its `started` line plus each line's
planned `t`. A stand-in `pw-play` (sleeps 0.15 s) lets tone cues "play", so they duck the music.

Targets (issue 9):
  music switch latency (boundary deadline -> mpv reports the new path)   p99 <= 100 ms
  cue ducking (cue deadline -> mpv reports a lower volume)               p99 <= 20 ms
  boundary lateness and interfit CPU per minute with music               no worse than without (+1 ms p99,
                                                                         +0.05 s/min tolerance)
  mpv killed mid-run                                                      completes on time, one degraded event

Usage: scripts/bench/music.py [--quick]   (default: 6 x (20/10) = 2:50 with music, the same without, then a
50 s run whose mpv is killed; --quick: 2 x (20/10) each)
"""
import argparse
import json
import math
import os
import socket
import struct
import subprocess
import sys
import tempfile
import threading
import time
import wave

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import percentile, release_binary, scratch_env, verdict  # noqa: E402


def write_tone(path, seconds, hertz):
    rate = 8000
    with wave.open(path, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(b"".join(struct.pack("<h", int(8000 * math.sin(2 * math.pi * hertz * i / rate)))
                                 for i in range(rate * seconds)))


def private_path(folder):
    """A PATH with the mpv wrapper and the stand-in cue player first."""
    bin_folder = os.path.join(folder, "bin")
    os.makedirs(bin_folder, exist_ok=True)
    args = os.path.join(folder, "mpv-args")
    with open(os.path.join(bin_folder, "mpv"), "w") as handle:
        handle.write(f"#!/bin/sh\nprintf '%s\\n' \"$$\" \"$@\" > {args}.tmp && mv {args}.tmp {args}\n"
                     "exec /usr/bin/mpv --ao=null \"$@\"\n")
    with open(os.path.join(bin_folder, "pw-play"), "w") as handle:
        handle.write("#!/bin/sh\nsleep 0.15\n")
    for name in ("mpv", "pw-play"):
        os.chmod(os.path.join(bin_folder, name), 0o755)
    return bin_folder + ":" + os.environ.get("PATH", "/usr/bin:/bin"), args


class MPVWatcher(threading.Thread):
    """Observes mpv's `path` and `volume` over its IPC socket; records (monotonic time, name, value)."""

    def __init__(self, args_file):
        super().__init__(daemon=True)
        self.args_file, self.events, self.pid, self.cpu = args_file, [], None, 0.0

    def run(self):
        deadline = time.monotonic() + 15
        while not os.path.exists(self.args_file) and time.monotonic() < deadline:
            time.sleep(0.005)
        with open(self.args_file) as handle:
            lines = handle.read().splitlines()
        self.pid = int(lines[0])
        path = next(line.split("=", 1)[1] for line in lines if line.startswith("--input-ipc-server="))
        client = socket.socket(socket.AF_UNIX)
        for _ in range(200):
            try:
                client.connect(path)
                break
            except OSError:
                time.sleep(0.01)
        for number, name in ((1, "path"), (2, "volume")):
            client.sendall((json.dumps({"command": ["observe_property", number, name]}) + "\n").encode())
        buffer = b""
        while True:
            try:
                chunk = client.recv(65536)
            except OSError:
                return
            now = time.monotonic()
            if not chunk:
                return
            buffer += chunk
            *lines, buffer = buffer.split(b"\n")
            for line in lines:
                message = json.loads(line) if line.strip() else {}
                if message.get("event") == "property-change":
                    self.events.append((now, message["name"], message.get("data")))
            self.sample_cpu()

    def sample_cpu(self):
        self.cpu = process_cpu(self.pid) or self.cpu


def process_cpu(pid):
    """User + system CPU seconds of one process itself (children excluded), or None once it is gone."""
    try:
        with open(f"/proc/{pid}/stat") as handle:
            fields = handle.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return None


def workout(binary, sets, music, kill_after=None):
    """Runs one workout; returns its ndjson events with arrival times, CPU seconds, wall time, watcher."""
    folder = tempfile.mkdtemp(prefix="interfit-music-")
    path, args_file = private_path(folder)
    env, _ = scratch_env({"PATH": path, "HOME": folder})
    command = [binary, "start", "--sets", str(sets), "--work", "20", "--rest", "10", "--events", "ndjson",
               "--cues", "tone"]
    watcher = None
    if music:
        write_tone(os.path.join(folder, "work.wav"), 200, 440)
        write_tone(os.path.join(folder, "rest.wav"), 200, 660)
        command += ["--work-music", os.path.join(folder, "work.wav"), "--rest-music", os.path.join(folder, "rest.wav")]
        watcher = MPVWatcher(args_file)
        watcher.start()
    began = time.monotonic()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env, bufsize=0)
    if kill_after is not None:
        def kill():
            time.sleep(kill_after)
            if watcher and watcher.pid:
                os.kill(watcher.pid, 9)
        threading.Thread(target=kill, daemon=True).start()
    arrivals, own_cpu = [], 0.0
    for line in process.stdout:
        arrivals.append((time.monotonic(), json.loads(line)))
        # interfit's own CPU (its rusage at exit would include mpv, a child it reaps).
        own_cpu = process_cpu(process.pid) or own_cpu
        if watcher and watcher.pid:
            watcher.sample_cpu()
    _, status, _ = os.wait4(process.pid, 0)
    wall = time.monotonic() - began
    if watcher:
        watcher.sample_cpu()
    return {"arrivals": arrivals, "status": os.waitstatus_to_exitcode(status), "wall": wall,
            "cpu": own_cpu, "watcher": watcher}


def lateness(run):
    start = next(event["clock"] for _, event in run["arrivals"] if event["type"] == "started")
    return [(arrival - (start + event["t"])) * 1000 for arrival, event in run["arrivals"]
            if event["type"] == "segment" and event["index"] > 0]


def switch_latencies(run):
    start = next(event["clock"] for _, event in run["arrivals"] if event["type"] == "started")
    paths = [(when, value) for when, name, value in run["watcher"].events if name == "path" and value]
    result = []
    for _, event in run["arrivals"]:
        if event["type"] == "music" and event["action"] == "play" and event["t"] > 0:
            deadline = start + event["t"]
            seen = next((when for when, value in paths if value == event["selection"] and when >= deadline - 0.5),
                        None)
            if seen is not None:
                result.append((seen - deadline) * 1000)
    return result


def duck_latencies(run):
    start = next(event["clock"] for _, event in run["arrivals"] if event["type"] == "started")
    volumes = [(when, value) for when, name, value in run["watcher"].events if name == "volume" and value is not None]
    result = []
    for _, event in run["arrivals"]:
        if event["type"] == "cue" and event["cue"] in ("countdown", "workToRest", "restToWork", "lastSet"):
            deadline = start + event["t"]
            seen = next((when for when, value in volumes if deadline - 0.05 <= when <= deadline + 0.5 and value < 100),
                        None)
            if seen is not None:
                result.append(max(0.0, (seen - deadline) * 1000))
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    options = parser.parse_args()
    sets = 2 if options.quick else 6
    binary = release_binary()

    with_music = workout(binary, sets, music=True)
    without = workout(binary, sets, music=False)
    minutes = (sets * 30 - 10) / 60
    switches, ducks = switch_latencies(with_music), duck_latencies(with_music)
    late_music, late_plain = lateness(with_music), lateness(without)
    expected_switches = 2 * sets - 2  # every boundary but the first play at t = 0
    print(f"workout: {sets} x (20/10), {minutes * 60:.0f} s; exit {with_music['status']} / {without['status']}")
    print(f"music switches observed: {len(switches)} of {expected_switches}: p50 {percentile(switches, 0.5):.1f} ms  "
          f"p99 {percentile(switches, 0.99):.1f} ms  max {max(switches):.1f} ms")
    print(f"cue ducking observed: {len(ducks)} cues: p50 {percentile(ducks, 0.5):.1f} ms  "
          f"p99 {percentile(ducks, 0.99):.1f} ms  max {max(ducks):.1f} ms")
    print(f"boundary lateness with music: p50 {percentile(late_music, 0.5):.2f} ms  p99 "
          f"{percentile(late_music, 0.99):.2f} ms; without: p50 {percentile(late_plain, 0.5):.2f} ms  "
          f"p99 {percentile(late_plain, 0.99):.2f} ms")
    cpu_music, cpu_plain = with_music["cpu"] / minutes, without["cpu"] / minutes
    print(f"interfit CPU per minute: with music {cpu_music:.3f} s, without {cpu_plain:.3f} s; "
          f"mpv's own CPU: {with_music['watcher'].cpu / minutes:.3f} s per minute")

    killed = workout(binary, 2, music=True, kill_after=12)
    events = [event for _, event in killed["arrivals"]]
    degraded = [event for event in events if event["type"] == "degraded"]
    finished = [event for event in events if event["type"] in ("completed", "ended")]
    print(f"mpv killed at 12 s: exit {killed['status']}, wall {killed['wall']:.2f} s for 50 s, "
          f"degraded events {[event['reason'] for event in degraded]}, end {[event['type'] for event in finished]}")

    verdict([
        (f"every switch observed ({len(switches)}/{expected_switches})", len(switches) == expected_switches),
        ("music switch latency p99 <= 100 ms", percentile(switches, 0.99) <= 100),
        ("cue ducking starts p99 <= 20 ms", bool(ducks) and percentile(ducks, 0.99) <= 20),
        ("boundary lateness with music no worse (p99 within +1 ms)",
         percentile(late_music, 0.99) <= percentile(late_plain, 0.99) + 1),
        ("interfit CPU per minute with music no worse (+0.05 s)", cpu_music <= cpu_plain + 0.05),
        ("killed mpv: completed on time (wall within 1.5 s of 50 s), one degraded event",
         killed["status"] == 0 and abs(killed["wall"] - 50) <= 1.5 and len(degraded) == 1
         and [event["type"] for event in finished] == ["completed"]),
    ])


if __name__ == "__main__":
    main()
