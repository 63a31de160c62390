#!/usr/bin/env python3
"""The live page of `interfit start --serve`, measured from outside: how soon the page shows a new segment, how soon
a command pressed on the page reaches the workout, and what serving the page costs the workout.

1. Segment boundary → page updated, in headless Chromium (Debian's chromium + chromedriver, selenium from PyPI). A
   MutationObserver on the page's [data-role=segment] and [data-role=set] stamps each change of their text
   (performance.timeOrigin + performance.now(), ms since the epoch); the boundary's instant is the arrival of its
   `segment` line on the NDJSON stream (time.time() in the reader thread). Both are this machine's wall clock.
   One workout of 2N+1 segments (10 s work, 1 s rest, so the label changes at every boundary): N boundaries
   skipped with `skip` on stdin 0.3 s apart, then N pause/resume clicks, then N natural boundaries.
   Target p99 <= 50 ms.
2. Command pressed on the page → its event on the NDJSON stream: [data-action=pause] and [data-action=resume]
   clicked alternately N times, 0.25 s apart (under the server's 5 commands/s); the page stamps the instant just
   before .click(), the stream the arrival of the `paused`/`resumed` line with "source":"remote".
   Target p99 <= 30 ms.
3. Viewers vs none: the same workout (8 × 10 s work / 1 s rest, 87 s, 15 boundaries) without --serve and with
   --serve and V view-only WebSockets reading (held by a separate process at nice 19, so that reading them never
   delays the NDJSON reader: on a real night they are other devices), in ABBA order, P pairs. Boundary lateness (arrival − (started.clock + t), CLOCK_MONOTONIC, as
   scripts/bench/timing.py) p50 of each, target within 0.1 ms of each other; CPU seconds per minute of the interfit
   process (its rusage when reaped), target a rise of at most 0.02 s/min.

Figures are reported, not asserted: each says whether its target is met, and the script exits 0. It takes about
3 min per pair plus 6 s per boundary (13 min with the defaults). Every workout runs in a private home on 127.0.0.1.

Usage: scripts/bench/live_page.py --binary PATH [--boundaries N] [--viewers V] [--cost-only] [--pairs P]
       (N = 60, V = 5, P = 1 by default)
"""
import argparse
import collections
import json
import os
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "live"))
import live_workout  # noqa: E402
from common import percentile  # noqa: E402
from serve_check import browser, wait_for  # noqa: E402

SKIP_GAP = 0.3  # seconds between skips on stdin
# Seconds between a command's event and the next click: the server takes 5 commands a second per connection after
# a burst of 10 (LiveRateLimiter) and answers the rest with rate_limited, which would be no event at all.
CLICK_GAP = 0.25
COST_PLAN = ["--sets", "8", "--work", "10", "--rest", "1"]

# Records each change of the segment label or the set counter, with its instant in ms since the epoch.
OBSERVER = """
const parts = ['segment', 'set'].map((name) => document.querySelector('[data-role="' + name + '"]'));
const text = () => parts.map((part) => part.textContent).join('\\n');
let last = text();
window.benchChanges = [];
const observer = new MutationObserver(() => {
  const at = performance.timeOrigin + performance.now();
  if (text() === last) return;
  last = text();
  window.benchChanges.push({at: at, segment: parts[0].textContent, set: parts[1].textContent});
});
for (const part of parts) observer.observe(part, {childList: true, characterData: true, subtree: true});
"""
CLICK = """
const at = performance.timeOrigin + performance.now();
document.querySelector('[data-action="' + arguments[0] + '"]').click();
return at;
"""

Arrival = collections.namedtuple("Arrival", "monotonic wall")


class StampedWorkout(live_workout.LiveWorkout):
    """A LiveWorkout whose arrival times are Arrival(monotonic, wall) pairs, both read as the line comes in."""

    def _read(self):
        for raw in iter(self.process.stdout.readline, b""):
            arrived = Arrival(time.monotonic(), time.time())
            try:
                event = json.loads(raw)
            except ValueError:
                continue
            self.events.append((arrived, event))
            self._lines.put((arrived, event))


def figures(values):
    return (f"n={len(values)} p50={percentile(values, 0.5):.2f} p95={percentile(values, 0.95):.2f} "
            f"p99={percentile(values, 0.99):.2f} max={max(values):.2f} ms")


def target(met, text):
    return f"target {text}: {'met' if met else 'NOT met'}"


def report_delays(name, delays, limit):
    """One line: the figures of the delays that were seen, how many were not, and the p99 target."""
    seen = [delay for delay in delays if delay is not None]
    missing = len(delays) - len(seen)
    if not seen:
        print(f"{name}: nothing measured ({missing} missing) — {target(False, f'p99 <= {limit} ms')}")
        return
    met = missing == 0 and percentile(seen, 0.99) <= limit
    print(f"{name}: {figures(seen)}" + (f", {missing} never seen" if missing else "")
          + f" — {target(met, f'p99 <= {limit} ms')}")


def machine_note(binary):
    parts = binary.split(os.sep)
    build = "release" if "release" in parts else "debug" if "debug" in parts else "unknown"
    load = " ".join(f"{value:.2f}" for value in os.getloadavg())
    print(f"machine: {build} build ({binary}), {os.cpu_count()} cores, load average at start {load}")


def clock_offset(driver, samples=20):
    """The page's clock minus this process's wall clock (ms), from the execute_script with the shortest round trip;
    also that round trip (ms)."""
    best = None
    for _ in range(samples):
        before = time.time()
        page = driver.execute_script("return performance.timeOrigin + performance.now()")
        after = time.time()
        if best is None or after - before < best[1]:
            best = (page - (before + after) * 500, after - before)
    return best[0], best[1] * 1000


def skip_boundaries(workout, count):
    for _ in range(count):
        workout.command("skip")
        time.sleep(SKIP_GAP)


def click_commands(driver, workout, count):
    """Clicks pause and resume in turn; per click, the delay (ms) until its remote event arrived (None: never)."""
    delays = []
    for number in range(count):
        action, reply = ("pause", "paused") if number % 2 == 0 else ("resume", "resumed")
        clicked = driver.execute_script(CLICK, action)
        found = workout.next_event(lambda event: event["type"] == reply and event.get("source") == "remote",
                                   deadline=5, with_time=True)
        delays.append(found[0].wall * 1000 - clicked if found else None)
        time.sleep(CLICK_GAP)
    if count % 2:
        workout.command("resume")
    return delays


def page_key(change):
    """(kind, set) of a change the page showed, in the form of the NDJSON `segment` line."""
    return "rest" if "Rest" in change["segment"] else "work", int(re.search(r"\d+", change["set"]).group())


def boundary_delays(events, changes):
    """Per boundary, page change − NDJSON arrival (ms; None when the page never showed it), natural and skipped.
    In a one-round plan each (kind, set) is one segment, so the page's first change to it is its boundary."""
    shown = {}
    for change in changes:
        shown.setdefault(page_key(change), change["at"])
    delays = {"natural": [], "skipped": []}
    for arrived, event in events:
        if event["type"] == "segment" and event["t"] > 0:
            at = shown.get((event["kind"], event["set"]))
            kind = "skipped" if event.get("source") == "control" else "natural"
            delays[kind].append(None if at is None else at - arrived.wall * 1000)
    return delays


def page_run(binary, count):
    """Parts 1 and 2 on one workout of 2 × count + 1 segments, held paused until the page is watched."""
    plan = ["--sets", str(count + 1), "--work", "10", "--rest", "1"]
    driver = browser(1280, 720)
    workout = StampedWorkout(binary, [*plan, "--serve"])
    try:
        workout.command("pause")
        driver.get(workout.url)
        wait_for(driver, "return document.querySelector('[data-role=set]').textContent.trim() !== ''")
        driver.execute_script(OBSERVER)
        offset, round_trip = clock_offset(driver)
        workout.command("resume")
        skip_boundaries(workout, count)
        clicks = click_commands(driver, workout, count)
        natural_time = (count // 2 + 1) * 11 + 60
        completed = workout.next_event(lambda event: event["type"] == "completed", deadline=natural_time)
        changes = driver.execute_script("return window.benchChanges")
    finally:
        driver.quit()
        workout.close()
    print(f"page workout: {' '.join(plan)}{'' if completed else ' (did not complete in time)'}; page clock − "
          f"script clock {offset:+.2f} ms (shortest execute_script round trip {round_trip:.2f} ms)")
    delays = boundary_delays(workout.events, changes)
    report_delays("segment boundary → page updated, natural boundaries", delays["natural"], 50)
    report_delays(f"segment boundary → page updated, skipped boundaries (skip on stdin every {SKIP_GAP} s)",
                  delays["skipped"], 50)
    report_delays("command clicked on the page → its event on the NDJSON stream (pause/resume)", clicks, 30)


def private_environment():
    """A private home and database, as LiveWorkout gives its workouts."""
    home = tempfile.mkdtemp(prefix="interfit-bench-live-")
    return {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": home, "LANG": "C.UTF-8", "INTERFIT_LANG": "en",
        "INTERFIT_DB": os.path.join(home, "db.sqlite"), "XDG_STATE_HOME": os.path.join(home, "state"),
        "XDG_CACHE_HOME": os.path.join(home, "cache"), "XDG_CONFIG_HOME": os.path.join(home, "config"),
        "TERM": "dumb",
    }


def viewer_process(page, count):
    """`count` view-only WebSockets on `page`, each read to its end in its own thread; prints their message counts.
    Run as a process of its own so that its reading never competes with the NDJSON reader for Python's lock."""
    import websocket

    origin = page.split("/?", 1)[0]
    address = "ws" + page[len("http"):].replace("/?", "/ws?", 1)
    received = [0] * count

    def read(number, connection):
        try:
            while connection.recv():
                received[number] += 1
        except (websocket.WebSocketException, OSError):
            pass

    threads = []
    for number in range(count):
        connection = websocket.create_connection(address, timeout=5, origin=origin)
        connection.settimeout(None)
        threads.append(threading.Thread(target=read, args=(number, connection), daemon=True))
        threads[-1].start()
    print("connected", flush=True)
    for thread in threads:
        thread.join()
    print(" ".join(map(str, received)), flush=True)


def connect_viewers(serving, count):
    """A process holding `count` view-only viewers of the serving workout, once they are all connected. It runs at
    the lowest priority (nice 19): the viewers stand for phones and TVs in the room, and their reading must not take
    the processor from the NDJSON reader whose arrivals are measured."""
    viewers = subprocess.Popen([sys.executable, os.path.abspath(__file__), "--viewer-process", serving["viewOnlyUrl"],
                                "--viewers", str(count)], stdout=subprocess.PIPE, text=True,
                               preexec_fn=lambda: os.nice(19))
    return viewers if viewers.stdout.readline().strip() == "connected" else None


def cost_run(binary, viewers):
    """One workout of COST_PLAN, with --serve and `viewers` viewers when viewers > 0: boundary lateness (ms), CPU
    seconds per minute of the process and the viewers' message counts."""
    serve = ["--serve"] if viewers else []
    command = [binary, "start", *COST_PLAN, *serve, "--no-tui", "--events", "ndjson", "--cues", "none"]
    began = time.monotonic()
    environment = private_environment()
    process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                               env=environment, bufsize=0)
    arrivals, viewing = [], None
    for raw in iter(process.stdout.readline, b""):
        arrived = time.monotonic()
        try:
            event = json.loads(raw)
        except ValueError:
            continue
        arrivals.append((arrived, event))
        if event["type"] == "serving":
            viewing = connect_viewers(event, viewers)
            if viewing is None:  # end the workout rather than leave it serving behind us
                process.kill()
                process.wait()
                raise SystemExit("live_page.py: the viewers could not connect")
        elif event["type"] in ("completed", "ended"):
            process.stdin.close()  # a serving workout stays until its stdin ends
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    process.wait()
    shutil.rmtree(environment["HOME"], ignore_errors=True)
    minutes = (time.monotonic() - began) / 60
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime + after.ru_stime - children.ru_utime - children.ru_stime
    received = [int(count) for count in viewing.communicate()[0].split()] if viewing else []
    start = next(event["clock"] for _, event in arrivals if event["type"] == "started")
    lateness = [(arrived - start - event["t"]) * 1000 for arrived, event in arrivals
                if event["type"] in ("segment", "completed") and event["t"] > 0]
    return lateness, cpu / minutes, received


def cost_runs(binary, viewers, pairs):
    """Part 3: the same workout without and with --serve and viewers, in the order ABBA repeated `pairs` times so
    that a drift of the machine's load weighs on both alike."""
    print(f"viewer workout: {' '.join(COST_PLAN)}, {2 * pairs} runs each way (ABBA order)")
    plain_lateness, served_lateness, plain_cpu, served_cpu, received = [], [], [], [], []
    for run in range(2 * pairs):
        for served in ((False, True) if run % 2 == 0 else (True, False)):
            lateness, cpu, counts = cost_run(binary, viewers if served else 0)
            (served_lateness if served else plain_lateness).extend(lateness)
            (served_cpu if served else plain_cpu).append(cpu)
            received.extend(counts)
    print(f"boundary lateness without --serve: {figures(plain_lateness)}")
    print(f"boundary lateness with --serve and {viewers} viewers: {figures(served_lateness)} "
          f"(messages per viewer: {min(received)}–{max(received)})")
    shift = percentile(served_lateness, 0.5) - percentile(plain_lateness, 0.5)
    print(f"lateness p50 with viewers − without: {shift:+.3f} ms — {target(abs(shift) <= 0.1, 'within 0.1 ms')}")
    plain, served = sum(plain_cpu) / len(plain_cpu), sum(served_cpu) / len(served_cpu)
    print(f"CPU of interfit without --serve: {plain:.4f} s/min (runs: {', '.join(f'{v:.4f}' for v in plain_cpu)})")
    print(f"CPU of interfit with --serve and {viewers} viewers: {served:.4f} s/min "
          f"(runs: {', '.join(f'{v:.4f}' for v in served_cpu)})")
    rise = served - plain
    print(f"CPU rise: {rise:+.4f} s/min — {target(rise <= 0.02, 'at most +0.02 s/min')}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", help="the interfit binary to measure (required)")
    parser.add_argument("--boundaries", type=int, default=60, help="boundaries of each kind and clicks (default 60)")
    parser.add_argument("--viewers", type=int, default=5, help="WebSocket viewers in part 3 (default 5)")
    parser.add_argument("--cost-only", action="store_true", help="part 3 alone (no browser)")
    parser.add_argument("--pairs", type=int, default=1, help="ABBA pairs of part 3's runs (default 1)")
    parser.add_argument("--viewer-process", metavar="URL", help=argparse.SUPPRESS)
    arguments = parser.parse_args()
    if arguments.viewer_process:
        sys.path.insert(0, live_workout.python_packages())
        return viewer_process(arguments.viewer_process, arguments.viewers)
    if not arguments.binary:
        parser.error("the following arguments are required: --binary")
    sys.path.insert(0, live_workout.python_packages())
    binary = os.path.abspath(arguments.binary)
    began = time.monotonic()
    machine_note(binary)
    if not arguments.cost_only:
        page_run(binary, arguments.boundaries)
    cost_runs(binary, arguments.viewers, arguments.pairs)
    load = " ".join(f"{value:.2f}" for value in os.getloadavg())
    print(f"took {(time.monotonic() - began) / 60:.1f} min; load average at the end {load}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
