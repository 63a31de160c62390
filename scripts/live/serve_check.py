#!/usr/bin/env python3
"""`interfit start --serve` from outside: the page's safety rules over raw HTTP and WebSockets, then the page itself
in headless Chromium (Debian's chromium + chromedriver, driven by selenium from PyPI) at 360×640 and 1920×1080, in
English and Chinese. Prints one line per check and exits 1 if any failed.

Usage: scripts/live/serve_check.py --binary PATH [--out DIR] [--no-browser]
Screenshots go to DIR (default: artifacts/live under the repository), named SIZE-LANGUAGE.png.
"""
import argparse
import json
import os
import re
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import live_workout  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
results = []
# The terminal's palette on the page: red work, green rest (the page's own CSS, after its 0.2 s transition).
WORK = "rgb(198, 40, 40)"
REST = "rgb(46, 125, 50)"


def check(name, passed, detail=""):
    results.append(passed)
    print(("PASS " if passed else "FAIL ") + name + (f" ({detail})" if detail else ""), flush=True)
    return passed


def protocol_checks(binary):
    """403 without the token, bad Host or foreign Origin; a remote pause shows up as `source: remote`."""
    import websocket

    workout = live_workout.LiveWorkout(binary, ["--sets", "2", "--work", "20", "--rest", "10", "--serve"])
    try:
        host, port, token = workout.host, workout.port, workout.token
        check("serving event names a loopback URL with a token",
              host == "127.0.0.1" and len(token) >= 22 and workout.url.startswith(f"http://127.0.0.1:{port}/?t="),
              workout.url[:40] + "…")
        status, headers, body = live_workout.http_get(host, port, "/?t=" + token)
        check("the page: 200 text/html, no-store, CSP, no referrer",
              status == 200 and headers.get("content-type", "").startswith("text/html")
              and headers.get("cache-control") == "no-store" and "connect-src 'self'" in
              headers.get("content-security-policy", "") and headers.get("referrer-policy") == "no-referrer",
              f"{status} {headers.get('content-type')}")
        check("the page marks its parts", all(part in body.decode() for part in [
            'data-role="remaining"', 'data-role="segment"', 'data-action="pause"', 'data-action="resume"',
            'data-action="skip"', 'data-action="back"', 'data-action="extend"', 'data-action="end"']))
        for name, path, extra in [
            ("no token", "/", {}), ("a wrong token", "/?t=" + "A" * len(token), {}),
            ("a foreign Host (DNS rebinding)", "/?t=" + token, {"Host": f"evil.example:{port}"}),
            ("the WebSocket without a token", "/ws", _upgrade()),
            ("the WebSocket from a foreign Origin", "/ws?t=" + token,
             {**_upgrade(), "Origin": "http://evil.example"}),
        ]:
            status, _, body = live_workout.http_get(host, port, path, extra)
            check(f"403 for {name}", status == 403 and body.startswith(b"{"), f"{status} {body[:60]!r}")
        time.sleep(2)  # a late joiner: the state it is given must be fresh, not the one kept since the start
        socket = websocket.create_connection(f"ws://{host}:{port}/ws?t={token}", timeout=5,
                                             origin=f"http://{host}:{port}")
        hello = json.loads(socket.recv())
        state = json.loads(socket.recv())
        check("the WebSocket says hello with controls, then the state",
              hello == {"type": "hello", "controls": True} and state.get("type") == "state",
              f"{hello} {state.get('type')}")
        fresh = state
        while fresh.get("serverTime", 0) < 1.5:
            fresh = json.loads(socket.recv())
        check("a late joiner gets a fresh state (time left as of now)",
              fresh["remaining"] < 18.5, f"serverTime {fresh['serverTime']}, remaining {fresh['remaining']}")
        sent = time.monotonic()
        socket.send("pause")
        paused = workout.next_event(lambda event: event["type"] == "paused", deadline=5, with_time=True)
        check("pause from the page is an event with source remote",
              paused is not None and paused[1].get("source") == "remote",
              f"{(paused[0] - sent) * 1000:.1f} ms" if paused else "no paused event")
        socket.send("resume")
        resumed = workout.next_event(lambda event: event["type"] == "resumed", deadline=5)
        check("resume from the page", resumed is not None and resumed.get("source") == "remote")
        viewer = websocket.create_connection(f"ws://{host}:{port}/ws?t={workout.view_token}", timeout=5,
                                             origin=f"http://{host}:{port}")
        check("the view-only link says hello without controls",
              json.loads(viewer.recv()) == {"type": "hello", "controls": False})
        viewer.send("pause")
        refusal = json.loads(viewer.recv())
        while refusal.get("type") == "state":  # the kept state and the fresh one its arrival asked for
            refusal = json.loads(viewer.recv())
        check("the view-only link cannot pause", refusal.get("code") == "view_only"
              and workout.next_event(lambda event: event["type"] == "paused", deadline=1) is None, str(refusal))
        socket.send("end")
        ended = workout.next_event(lambda event: event["type"] == "ended", deadline=5)
        check("end from the page ends the workout", ended is not None and ended.get("source") == "remote")
        status = workout.close()
        check("the workout exits 0", status == 0, f"exit {status}")
        try:
            live_workout.http_get(host, port, "/?t=" + token, deadline=2)
            check("the server stops with the workout", False, "still answering")
        except OSError:
            check("the server stops with the workout", True)
    finally:
        workout.close()


def _upgrade():
    return {"Upgrade": "websocket", "Connection": "Upgrade", "Sec-WebSocket-Version": "13",
            "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ=="}


def browser(width, height):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     f"--window-size={width},{height}", "--hide-scrollbars"]:
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.set_window_size(width, height)
    inner = driver.execute_script("return [innerWidth, innerHeight]")
    # Window decorations: make the viewport itself the size asked for.
    driver.set_window_size(width + (width - inner[0]), height + (height - inner[1]))
    return driver


def wait_for(driver, script, deadline=5.0):
    end = time.monotonic() + deadline
    while time.monotonic() < end:
        value = driver.execute_script(script)
        if value:
            return value
        time.sleep(0.02)
    return driver.execute_script(script)


def browser_checks(binary, out, language, size):
    width, height = size
    label = f"{width}x{height}-{language}"
    workout = live_workout.LiveWorkout(
        binary, ["--sets", "2", "--work", "30", "--rest", "15", "--exercise", "Squat", "--serve"], language=language)
    driver = browser(width, height)
    try:
        driver.get(workout.url)
        remaining = wait_for(driver, "var e = document.querySelector('[data-role=remaining]');"
                                     "return e && /^\\d+:\\d\\d$/.test(e.textContent.trim()) ? e.textContent : null")
        check(f"{label}: the time left shows", bool(remaining) and re.match(r"0:(2\d|30)", remaining.strip()),
              str(remaining))
        segment = driver.execute_script("return document.querySelector('[data-role=segment]').textContent")
        expected = "训练" if language == "zh" else "Work"
        check(f"{label}: the segment label", expected in segment, segment.strip())
        check(f"{label}: page language", driver.execute_script("return document.documentElement.lang")
              == ("zh-Hans" if language == "zh" else "en"))
        work_colour = wait_for(driver, "var c = getComputedStyle(document.body).backgroundColor;"
                                       f"return c === {json.dumps(WORK)} ? c : null")
        check(f"{label}: work is red, as on the terminal", work_colour == WORK, str(work_colour))
        fits = driver.execute_script(
            "var d = document.documentElement; return [d.scrollWidth, innerWidth, d.scrollHeight, innerHeight]")
        check(f"{label}: nothing overflows", fits[0] <= fits[1] and fits[2] <= fits[3], str(fits))
        digits = driver.execute_script(
            "return document.querySelector('[data-role=remaining]').getBoundingClientRect().height")
        if height >= 1000:
            check(f"{label}: digits at least 40% of the height", digits >= 0.4 * height, f"{digits:.0f} px")
        small = driver.execute_script(
            "return [...document.querySelectorAll('[data-action]')].filter(b => b.offsetParent !== null)"
            ".map(b => b.getBoundingClientRect()).filter(r => r.width < 48 || r.height < 48).length")
        check(f"{label}: every visible control at least 48 px", small == 0, f"{small} too small")
        driver.save_screenshot(os.path.join(out, f"{label}.png"))
        driver.execute_script("document.querySelector('[data-action=pause]').click()")
        paused = workout.next_event(lambda event: event["type"] == "paused", deadline=5)
        check(f"{label}: pause on the page → paused on the stream",
              paused is not None and paused.get("source") == "remote")
        shown = wait_for(driver, "var r = document.querySelector('[data-action=resume]');"
                                 "return r && r.offsetParent !== null")
        check(f"{label}: the page shows it is paused (resume offered)", bool(shown))
        driver.save_screenshot(os.path.join(out, f"{label}-paused.png"))
        driver.execute_script("document.querySelector('[data-action=resume]').click()")
        check(f"{label}: resume", workout.next_event(lambda event: event["type"] == "resumed", deadline=5)
              is not None)
        driver.execute_script("document.querySelector('[data-action=skip]').click()")
        skipped = workout.next_event(lambda event: event["type"] == "skipped", deadline=5)
        check(f"{label}: skip", skipped is not None and skipped.get("source") == "remote")
        rest = wait_for(driver, "var c = getComputedStyle(document.body).backgroundColor;"
                                f"return c === {json.dumps(REST)} ? c : null")
        shape = driver.execute_script("return document.querySelector('[data-role=segment]').textContent")
        check(f"{label}: rest turns the page green with its shape", rest == REST and "□" in shape,
              f"{rest}, {shape.strip()}")
        driver.save_screenshot(os.path.join(out, f"{label}-rest.png"))
    finally:
        driver.quit()
        workout.close()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", required=True)
    parser.add_argument("--out", default=os.path.join(ROOT, "artifacts", "live"))
    parser.add_argument("--no-browser", action="store_true")
    arguments = parser.parse_args()
    sys.path.insert(0, live_workout.python_packages())
    os.makedirs(arguments.out, exist_ok=True)
    binary = os.path.abspath(arguments.binary)
    protocol_checks(binary)
    if not arguments.no_browser:
        for language in ["en", "zh"]:
            for size in [(360, 640), (1920, 1080)]:
                browser_checks(binary, arguments.out, language, size)
    failed = results.count(False)
    print(f"{len(results) - failed} passed, {failed} failed; screenshots in {arguments.out}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
