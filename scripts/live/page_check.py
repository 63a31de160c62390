#!/usr/bin/env python3
"""The live page of `interfit start --serve` in a real browser (Debian's Chromium through selenium).

Serves each page file on 127.0.0.1 under the page's Content-Security-Policy, replaces the browser's WebSocket with
a stand-in that records what the page sends, and drives the page through its own hook, window.interfitApply(message)
— the function every WebSocket message goes through — with messages in the format TrainLiveView writes. At phone
and TV sizes it checks the segment colours, the time text and its size, that nothing overflows, the controls (size,
taps, keys, the end confirmation, view-only), pause, the last-seconds flash, derived timing, toasts, reconnection
and script-safe text; it saves PNG screenshots in --out. One line per check; exit 0 when every check passes.

Setup:  python3 -m venv /tmp/livevenv && /tmp/livevenv/bin/pip install selenium websocket-client
Pages:  cd Modules/Train && INTERFIT_LIVE_PAGE_OUT=/tmp/live swift test --scratch-path … --filter TrainLivePageTests
Run:    /tmp/livevenv/bin/python scripts/live/page_check.py --page /tmp/live/page-en.html \
            --page /tmp/live/page-zh-Hans.html --out /tmp/live/shots
"""
import argparse
import base64
import http.server
import os
import re
import sys
import threading
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

CSP = ("default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; connect-src 'self'; "
       "img-src data:")
TOKEN = "check-token-123"
SIZES = [(360, 640), (320, 480), (640, 360), (1920, 1080)]
MAX_PAGE_BYTES = 30 * 1024
ROLES = ["remaining", "segment", "set", "next", "exercise", "progress", "status", "connection"]
ACTIONS = ["pause", "resume", "skip", "back", "extend", "end"]

# The terminal's palette as the page draws it (computed style, rgb()).
BACKGROUNDS = {
    "work": "rgb(198, 40, 40)", "rest": "rgb(46, 125, 50)", "roundRest": "rgb(46, 125, 50)",
    "warmup": "rgb(249, 168, 37)", "cooldown": "rgb(21, 101, 192)",
}
SHAPES = {"work": "■", "rest": "□", "warmup": "▲", "roundRest": "◇", "cooldown": "▼"}
# Message data as the workout sends it in each language (SegmentKindText's words).
KIND_NAMES = {
    "en": {"work": "Work", "rest": "Rest", "warmup": "Warm-up", "roundRest": "Round rest", "cooldown": "Cool-down"},
    "zh-Hans": {"work": "训练", "rest": "休息", "warmup": "热身", "roundRest": "轮间休息", "cooldown": "放松"},
}
NEXT = {"en": "□ Rest (0:10)", "zh-Hans": "□ 休息（0:10）"}

# A stand-in WebSocket, installed before the page's own script: it opens at once and records every frame sent.
FAKE_SOCKET = """
window.__sent = []; window.__sockets = [];
class FakeSocket extends EventTarget {
  constructor(url) {
    super(); this.url = url; this.readyState = 0; window.__sockets.push(this);
    setTimeout(() => { this.readyState = 1; this.dispatchEvent(new Event('open')); }, 0);
  }
  send(data) { window.__sent.push(String(data)); }
  close() { this.readyState = 3; this.dispatchEvent(new Event('close')); }
}
FakeSocket.CONNECTING = 0; FakeSocket.OPEN = 1; FakeSocket.CLOSING = 2; FakeSocket.CLOSED = 3;
window.WebSocket = FakeSocket;
"""

# The glyph height of the time text, measured on a canvas with the element's own font.
DIGIT_HEIGHT = """
const el = document.querySelector('[data-role="remaining"]');
const style = getComputedStyle(el);
const context = document.createElement('canvas').getContext('2d');
context.font = style.fontWeight + ' ' + style.fontSize + ' ' + style.fontFamily;
const metrics = context.measureText(el.textContent);
return metrics.actualBoundingBoxAscent + metrics.actualBoundingBoxDescent;
"""

# Everything that must stay inside the window: scroll sizes, and each visible part's box.
LAYOUT = """
const root = document.documentElement;
const outside = [];
for (const el of document.querySelectorAll('main *, [data-role="remaining"]')) {
  if (el.offsetParent === null && getComputedStyle(el).position !== 'fixed') continue;
  const box = el.getBoundingClientRect();
  if (box.width === 0 && box.height === 0) continue;
  if (box.left < -0.5 || box.top < -0.5 || box.right > innerWidth + 0.5 || box.bottom > innerHeight + 0.5) {
    outside.push((el.dataset.role || el.dataset.action || el.className || el.tagName) + ' ' +
      [box.left, box.top, box.right, box.bottom].map(Math.round).join(','));
  }
}
const clock = document.querySelector('.clock').getBoundingClientRect();
const time = document.querySelector('[data-role="remaining"]').getBoundingClientRect();
const timeInside = time.left >= clock.left - 0.5 && time.right <= clock.right + 0.5 &&
  time.top >= clock.top - 0.5 && time.bottom <= clock.bottom + 0.5;
return {scrollWidth: root.scrollWidth, scrollHeight: root.scrollHeight, bodyWidth: document.body.scrollWidth,
  bodyHeight: document.body.scrollHeight, innerWidth, innerHeight, outside, timeInside};
"""


class Results:
    """One printed line per check, and whether all passed."""

    def __init__(self):
        self.failed = 0
        self.count = 0

    def check(self, name, ok, detail=""):
        self.count += 1
        self.failed += 0 if ok else 1
        print(f"{'PASS' if ok else 'FAIL'}  {name}" + (f" — {detail}" if detail else ""), flush=True)
        return ok


class Page:
    """A browser tab showing one page at one size, with helpers to drive and read it."""

    def __init__(self, driver, url, width, height, fake_socket=True):
        self.driver = driver
        self.width, self.height = width, height
        self.server_time = 100.0
        mobile = width < 800
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile})
        driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": mobile})
        if fake_socket:
            self.script_id = driver.execute_cdp_cmd(
                "Page.addScriptToEvaluateOnNewDocument", {"source": FAKE_SOCKET})["identifier"]
        driver.get(url)
        self.strings = self.js("return S;") if fake_socket else {}

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def apply(self, message):
        self.js("window.interfitApply(arguments[0]);", message)

    def state(self, lang, **fields):
        """A state message as TrainLiveView.state writes it, with each call later on the server's clock."""
        self.server_time += 1
        kind = fields.pop("kind", "work")
        message = {
            "type": "state", "serverTime": self.server_time, "status": "running", "kind": kind,
            "shape": SHAPES[kind], "kindName": KIND_NAMES[lang][kind],
            "label": KIND_NAMES[lang][kind] + (" · Squat" if kind == "work" else ""),
            "exercise": "Squat" if kind == "work" else None, "remaining": 14.6, "segmentLength": 20.0,
            "set": 2, "sets": 8, "round": 1, "rounds": 1, "next": NEXT[lang], "elapsed": 40.0, "total": 230.0,
            "totalFraction": 0.174, "plan": "Legs",
        }
        if kind in ("warmup", "cooldown"):
            message["set"] = None
        message.update(fields)
        self.apply(message)
        return message

    def text(self, role):
        return self.js(f"return document.querySelector('[data-role=\"{role}\"]').textContent;")

    def visible(self, selector):
        return self.js("""const e = document.querySelector(arguments[0]);
            return e !== null && e.getClientRects().length > 0 && getComputedStyle(e).visibility === 'visible';""",
                       selector)

    def body_classes(self):
        return self.js("return Array.from(document.body.classList);")

    def wait_for(self, script, timeout=3.0):
        """Polls `script` (a JS expression) until truthy or the deadline; returns seconds taken or None."""
        start = time.monotonic()
        while time.monotonic() - start < timeout:
            if self.js("return Boolean(" + script + ");"):
                return time.monotonic() - start
            time.sleep(0.02)
        return None

    def sent(self):
        return self.js("return window.__sent.slice();")

    def press(self, key):
        self.driver.find_element(By.TAG_NAME, "body").send_keys(key)

    def click(self, selector):
        self.driver.find_element(By.CSS_SELECTOR, selector).click()

    def screenshot(self, folder, name):
        if not folder:
            return
        # The colour fades between segments take 0.2 s; the picture is of where they end.
        self.wait_for("document.getAnimations().every(a => !(a instanceof CSSTransition))", 1)
        data = self.driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png"})["data"]
        with open(os.path.join(folder, name + ".png"), "wb") as file:
            file.write(base64.b64decode(data))


# MARK: - Checks (each takes a Page and the language; --url mode can reuse those that need no fixtures)

def check_structure(results, html, lang):
    """The document itself: size, lang, every marked part once, nothing fetched from elsewhere."""
    size = len(html.encode())
    results.check(f"{lang} page size", size < MAX_PAGE_BYTES, f"{size} bytes")
    results.check(f"{lang} html lang", f'<html lang="{lang}">' in html)
    for name in ROLES:
        count = html.count(f'data-role="{name}"')
        results.check(f"{lang} data-role={name} once", count == 1, f"{count}×")
    for name in ACTIONS:
        count = len(re.findall(rf'<button[^>]*data-action="{name}"', html))
        results.check(f"{lang} button data-action={name} once", count == 1, f"{count}×")
    remote = re.findall(r"(?:https?:)?//[a-z0-9.-]+\.[a-z]{2,}", html, re.I)
    results.check(f"{lang} no other hosts", not remote, ", ".join(remote[:3]))
    results.check(f"{lang} no HTML from data", not re.search(r"innerHTML|outerHTML|insertAdjacentHTML|document\.write",
                                                             html))


def check_waiting(results, page, lang, shots):
    tag = f"{lang} {page.width}×{page.height}"
    results.check(f"{tag} connecting before the first message", page.text("connection") == page.strings["connecting"]
                  and page.visible('[data-role="connection"]'), repr(page.text("connection")))
    url = page.js("return window.__sockets.length ? window.__sockets[0].url : '';")
    expected = f"ws://127.0.0.1:{page.driver.current_url.split(':')[2].split('/')[0]}/ws?t={TOKEN}"
    results.check(f"{tag} WebSocket URL from the page's host and token", url == expected, url)
    page.screenshot(shots, f"{lang}-{page.width}x{page.height}-connecting")


def check_kinds(results, page, lang, shots):
    """Each kind: the window's colour, shape and word, the time, the set and the next segment."""
    tag = f"{lang} {page.width}×{page.height}"
    page.apply({"type": "hello", "controls": True})
    for kind in ["work", "rest", "warmup", "roundRest", "cooldown"]:
        rounds = 2 if kind == "roundRest" else 1
        page.state(lang, kind=kind, remaining=14.6, rounds=rounds, round=1)
        expected = BACKGROUNDS[kind]
        took = page.wait_for(f"getComputedStyle(document.body).backgroundColor === '{expected}'", 2)
        colour = page.js("return getComputedStyle(document.body).backgroundColor;")
        results.check(f"{tag} {kind} background", took is not None, colour)
        segment = page.text("segment")
        results.check(f"{tag} {kind} shape and word", segment == f"{SHAPES[kind]} {KIND_NAMES[lang][kind]}",
                      segment)
        results.check(f"{tag} {kind} time 14.6 s shows 0:15", page.text("remaining") == "0:15",
                      page.text("remaining"))
        set_text = page.text("set")
        if kind in ("warmup", "cooldown"):
            results.check(f"{tag} {kind} no set counter", set_text == "", repr(set_text))
        else:
            wanted = page.strings["set"].replace("%@", "2", 1).replace("%@", "8", 1)
            if rounds > 1:
                wanted += " · " + page.strings["round"].replace("%@", "1", 1).replace("%@", "2", 1)
            results.check(f"{tag} {kind} set counter", set_text == wanted, set_text)
        results.check(f"{tag} {kind} next", page.text("next") == page.strings["next"].replace("%@", NEXT[lang]),
                      page.text("next"))
        check_layout(results, page, f"{tag} {kind}")
        page.screenshot(shots, f"{lang}-{page.width}x{page.height}-{kind}")
    exercise = page.state(lang, kind="work", remaining=14.6)
    results.check(f"{tag} exercise shown", page.text("exercise") == exercise["exercise"], page.text("exercise"))


def check_layout(results, page, tag):
    """Nothing overflows; controls are thumb-sized; the time is big (≥ 40% of the height on a 1080p screen)."""
    layout = page.js(LAYOUT)
    fits = (layout["scrollWidth"] <= layout["innerWidth"] and layout["scrollHeight"] <= layout["innerHeight"]
            and layout["bodyWidth"] <= layout["innerWidth"] and layout["bodyHeight"] <= layout["innerHeight"])
    results.check(f"{tag} no overflow", fits and not layout["outside"] and layout["timeInside"],
                  f"scroll {layout['scrollWidth']}×{layout['scrollHeight']} in {layout['innerWidth']}×"
                  f"{layout['innerHeight']}" + (f"; outside: {layout['outside'][:3]}" if layout["outside"] else "")
                  + ("" if layout["timeInside"] else "; time outside its box"))
    sizes = page.js("""return Array.from(document.querySelectorAll('button')).filter(b => b.offsetParent !== null)
        .map(b => { const r = b.getBoundingClientRect(); return [b.dataset.action || b.dataset.confirm,
        Math.round(r.width), Math.round(r.height)]; });""")
    small = [s for s in sizes if s[1] < 48 or s[2] < 48]
    if sizes:
        results.check(f"{tag} buttons ≥ 48×48", not small,
                      f"smallest {min(s[1] for s in sizes)}×{min(s[2] for s in sizes)}" + (f"; {small}" if small
                                                                                             else ""))
    digits = page.js(DIGIT_HEIGHT)
    share = digits / page.height
    if page.height >= 1000:
        results.check(f"{tag} digits ≥ 40% of the height", share >= 0.40, f"{digits:.0f} px = {share:.0%}")


def check_timing(results, page, lang):
    """Time is derived from the stated remaining and the page's clock; frozen while paused."""
    tag = f"{lang} {page.width}×{page.height}"
    page.state(lang, kind="work", remaining=5.2)
    first = page.text("remaining")
    took = page.wait_for("document.querySelector('[data-role=\"remaining\"]').textContent === '0:04'", 3)
    results.check(f"{tag} counts down from the stated 5.2 s", first == "0:06" and took is not None
                  and 1.0 <= took <= 1.6, f"{first} then 0:04 after {took if took is None else round(took, 2)} s")
    page.state(lang, kind="work", status="paused", remaining=9.5)
    time.sleep(1.2)  # nothing may change while paused: there is no condition to wait for
    results.check(f"{tag} paused time stays 0:10", page.text("remaining") == "0:10", page.text("remaining"))
    page.state(lang, kind="work", remaining=0.4)
    took = page.wait_for("document.querySelector('[data-role=\"remaining\"]').textContent === '0:00'", 2)
    time.sleep(0.3)
    results.check(f"{tag} stops at 0:00, never below", took is not None and page.text("remaining") == "0:00",
                  page.text("remaining"))
    page.state(lang, kind="work", remaining=3600 + 125.5)
    results.check(f"{tag} an hour shows h:mm:ss", page.text("remaining") == "1:02:06", page.text("remaining"))
    page.state(lang, kind="work", remaining=14.6, serverTime=page.server_time - 10)
    results.check(f"{tag} an older state is ignored", page.text("remaining") == "1:02:06", page.text("remaining"))


def check_paused_and_flash(results, page, lang, shots):
    tag = f"{lang} {page.width}×{page.height}"
    page.state(lang, kind="rest", status="paused", remaining=7.2, exercise=None)
    banner = page.text("status")
    results.check(f"{tag} paused banner", page.visible('[data-role="status"]') and page.strings["paused"] in banner
                  and "paused" in page.body_classes(), banner)
    results.check(f"{tag} paused shows resume, not pause",
                  page.visible('[data-action="resume"]') and not page.visible('[data-action="pause"]'))
    check_layout(results, page, f"{tag} paused")
    page.screenshot(shots, f"{lang}-{page.width}x{page.height}-paused")
    page.state(lang, kind="work", remaining=2.6)
    results.check(f"{tag} flashes in the last 3 s", "flash" in page.body_classes(), " ".join(page.body_classes()))
    time.sleep(0.1)
    page.screenshot(shots, f"{lang}-{page.width}x{page.height}-flash")
    page.state(lang, kind="work", remaining=3.4)
    calm = "flash" not in page.body_classes()
    took = page.wait_for("document.body.classList.contains('flash')", 2)
    results.check(f"{tag} flash starts at 3 s left", calm and took is not None and 0.3 <= took <= 0.7,
                  f"after {took if took is None else round(took, 2)} s")
    page.state(lang, kind="work", status="paused", remaining=2.0)
    results.check(f"{tag} no flash while paused", "flash" not in page.body_classes())


def check_controls(results, page, lang, shots):
    """Taps and keys send the workout's command lines; end asks first; view-only shows and sends nothing."""
    tag = f"{lang} {page.width}×{page.height}"
    page.apply({"type": "hello", "controls": True})
    page.state(lang, kind="work", remaining=14.6)
    before = len(page.sent())
    page.click('[data-action="pause"]')
    page.click('[data-action="skip"]')
    page.click('[data-action="back"]')
    results.check(f"{tag} taps send pause, skip, back", page.sent()[before:] == ["pause", "skip", "back"],
                  str(page.sent()[before:]))
    page.click('[data-action="extend"]')
    results.check(f"{tag} +10 s during work explains instead of sending",
                  len(page.sent()) == before + 3 and page.text("toast") == page.strings["extendHint"],
                  page.text("toast"))
    page.state(lang, kind="rest", remaining=8.0, exercise=None)
    page.click('[data-action="extend"]')
    results.check(f"{tag} +10 s in a rest sends extend 10", page.sent()[-1:] == ["extend 10"], str(page.sent()[-1:]))
    page.state(lang, kind="rest", status="paused", remaining=8.0, exercise=None)
    page.click('[data-action="resume"]')
    results.check(f"{tag} resume tap", page.sent()[-1:] == ["resume"], str(page.sent()[-1:]))
    page.state(lang, kind="rest", remaining=8.0, exercise=None)
    before = len(page.sent())
    for key in [Keys.SPACE, Keys.ARROW_RIGHT, Keys.ARROW_LEFT, "+"]:
        page.press(key)
    results.check(f"{tag} keys space → ← +", page.sent()[before:] == ["pause", "skip", "back", "extend 10"],
                  str(page.sent()[before:]))
    before = len(page.sent())
    page.click('[data-action="end"]')
    asked = page.visible('[data-role="confirm"]') and not page.visible('[data-action="end"]')
    check_layout(results, page, f"{tag} end confirmation")
    page.screenshot(shots, f"{lang}-{page.width}x{page.height}-confirm-end")
    page.click('[data-confirm="no"]')
    kept = len(page.sent()) == before and page.visible('[data-action="end"]')
    page.click('[data-action="end"]')
    page.click('[data-confirm="yes"]')
    results.check(f"{tag} end asks, then sends end", asked and kept and page.sent()[before:] == ["end"],
                  str(page.sent()[before:]))
    page.apply({"type": "hello", "controls": False})
    page.state(lang, kind="work", remaining=14.6)
    before = len(page.sent())
    page.press(Keys.SPACE)
    page.press(Keys.ARROW_RIGHT)
    shown = page.js("return Array.from(document.querySelectorAll('[data-action]')).filter(b => b.offsetParent)"
                    ".length;")
    results.check(f"{tag} view only: no controls, keys do nothing", shown == 0 and len(page.sent()) == before,
                  f"{shown} visible, {len(page.sent()) - before} sent")
    page.screenshot(shots, f"{lang}-{page.width}x{page.height}-view-only")
    page.apply({"type": "hello", "controls": True})


def check_messages(results, page, lang):
    """Errors and notices show as a toast; outside text is text, never markup."""
    tag = f"{lang} {page.width}×{page.height}"
    page.apply({"type": "error", "code": "rate_limited"})
    results.check(f"{tag} rate_limited toast", page.visible('[data-role="toast"]')
                  and page.text("toast") == page.strings["error.rate_limited"], page.text("toast"))
    hostile = '<img src=x onerror="window.__owned=1">"\u2028</script>'
    page.apply({"type": "notice", "text": hostile})
    page.state(lang, kind="work", remaining=14.6, plan=hostile, exercise=hostile)
    safe = (page.text("toast") == hostile and page.text("plan") == hostile and page.text("exercise") == hostile
            and page.js("return document.querySelectorAll('img').length === 0 && !window.__owned;"))
    results.check(f"{tag} notice and names are shown as text", safe)


def check_reconnect_and_finish(results, page, lang, shots):
    tag = f"{lang} {page.width}×{page.height}"
    page.state(lang, kind="work", remaining=14.6)
    count = page.js("return window.__sockets.length;")
    page.js("window.__sockets[window.__sockets.length - 1].close();")
    down = page.text("connection") == page.strings["reconnecting"] and page.visible('[data-role="connection"]')
    page.screenshot(shots, f"{lang}-{page.width}x{page.height}-reconnecting")
    took = page.wait_for(f"window.__sockets.length > {count} && window.__sockets[{count}].readyState === 1", 3)
    back = took is not None and page.wait_for("document.querySelector('[data-role=\"connection\"]').textContent === ''",
                                              1) is not None
    results.check(f"{tag} reconnecting… then reconnects by itself", down and back,
                  f"new socket after {took if took is None else round(took, 2)} s")
    page.state(lang, kind="cooldown", status="completed", remaining=0, next=None, elapsed=230, totalFraction=1)
    done = (page.visible('[data-role="status"]') and page.strings["completed"] in page.text("status")
            and not page.visible('[data-role="controls"]') and page.text("remaining") == "0:00")
    results.check(f"{tag} completed state", done, page.text("status"))
    check_layout(results, page, f"{tag} completed")
    page.screenshot(shots, f"{lang}-{page.width}x{page.height}-completed")
    page.state(lang, kind="work", status="ended", remaining=0, next=None)
    results.check(f"{tag} ended state", page.strings["ended"] in page.text("status"), page.text("status"))


def check_console(results, driver, lang):
    """No script error and no Content-Security-Policy violation in the browser's log."""
    problems = [entry["message"] for entry in driver.get_log("browser")
                if entry["level"] == "SEVERE" or "Content Security Policy" in entry["message"]]
    results.check(f"{lang} console clean (CSP, errors)", not problems, "; ".join(problems)[:300])


# MARK: - Running

def serve(html):
    """The page at every path on 127.0.0.1 with the live server's CSP; returns the server."""
    body = html.encode()

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Security-Policy", CSP)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1920,1080",
                     "--force-device-scale-factor=1", "--lang=en-US"]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def check_page(results, path, shots):
    with open(path, encoding="utf-8") as file:
        html = file.read()
    match = re.search(r'<html lang="([^"]+)"', html)
    lang = match.group(1) if match else "?"
    check_structure(results, html, lang)
    if lang not in KIND_NAMES:
        results.check(f"{path}: known language", False, lang)
        return
    server = serve(html)
    driver = browser()
    try:
        url = f"http://127.0.0.1:{server.server_address[1]}/?t={TOKEN}"
        for width, height in SIZES:
            page = Page(driver, url, width, height)
            check_waiting(results, page, lang, shots)
            check_kinds(results, page, lang, shots)
            check_paused_and_flash(results, page, lang, shots)
            check_controls(results, page, lang, shots)
            check_messages(results, page, lang)
            if width == SIZES[0][0]:
                check_timing(results, page, lang)
            check_reconnect_and_finish(results, page, lang, shots)
            driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": page.script_id})
        check_console(results, driver, lang)
    finally:
        driver.quit()
        server.shutdown()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--page", action="append", required=True, help="a page file (repeat for each language)")
    parser.add_argument("--out", help="folder for PNG screenshots")
    arguments = parser.parse_args()
    if arguments.out:
        os.makedirs(arguments.out, exist_ok=True)
    results = Results()
    for path in arguments.page:
        check_page(results, path, arguments.out)
    print(f"{results.count - results.failed}/{results.count} checks passed")
    return 1 if results.failed else 0


if __name__ == "__main__":
    sys.exit(main())
