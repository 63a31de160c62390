"""A real `interfit start … --serve` for the live-page scripts: started in a private home, its NDJSON read as it comes.

Used by scripts/live/serve_check.py and scripts/bench/live_page.py. The workout listens on 127.0.0.1 only; every
process started here is stopped (end on stdin, then SIGKILL after a deadline) by `close()`.
"""
import json
import os
import queue
import shutil
import socket
import subprocess
import tempfile
import threading
import time
import urllib.parse

VENV = os.path.join(os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "interfit-live-venv")


def python_packages():
    """A venv with selenium and websocket-client from PyPI (made once, kept in the cache folder); its site path."""
    python = os.path.join(VENV, "bin", "python3")
    probe = [python, "-c", "import selenium, websocket"]
    if not os.path.exists(python) or subprocess.run(probe, capture_output=True).returncode != 0:
        subprocess.run(["python3", "-m", "venv", VENV], check=True)
        subprocess.run([os.path.join(VENV, "bin", "pip"), "install", "--quiet", "--disable-pip-version-check",
                        "selenium>=4.20,<5", "websocket-client>=1.7,<2"], check=True)
    site = subprocess.run([python, "-c", "import site; print(site.getsitepackages()[0])"], check=True,
                          capture_output=True, text=True).stdout.strip()
    return site


class LiveWorkout:
    """One workout with `--serve` and `--events ndjson`; `events` holds (monotonic arrival, parsed line)."""

    def __init__(self, binary, arguments, language="en", extra_environment=None):
        self.home = tempfile.mkdtemp(prefix="interfit-live-")
        environment = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": self.home, "LANG": "C.UTF-8",
            "INTERFIT_LANG": language, "INTERFIT_DB": os.path.join(self.home, "db.sqlite"),
            "XDG_STATE_HOME": os.path.join(self.home, "state"), "XDG_CACHE_HOME": os.path.join(self.home, "cache"),
            "XDG_CONFIG_HOME": os.path.join(self.home, "config"), "TERM": "dumb",
        }
        environment.update(extra_environment or {})
        command = [binary, "start", *arguments, "--no-tui", "--events", "ndjson", "--cues", "none"]
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE, env=environment, bufsize=0)
        self.events = []
        self._lines = queue.Queue()
        self._stderr = []
        threading.Thread(target=self._read, daemon=True).start()
        threading.Thread(target=self._read_errors, daemon=True).start()
        serving = self.next_event(lambda event: event.get("type") == "serving", deadline=20)
        if serving is None:
            raise RuntimeError("no serving event; stderr: " + "".join(self._stderr))
        self.url = serving["url"]
        self.view_only_url = serving["viewOnlyUrl"]
        parsed = urllib.parse.urlsplit(self.view_only_url)
        self.host = parsed.hostname
        self.port = parsed.port
        self.view_token = urllib.parse.parse_qs(parsed.query)["t"][0]
        self.token = urllib.parse.parse_qs(urllib.parse.urlsplit(self.url).query)["t"][0] if self.url else None

    def _read(self):
        for raw in iter(self.process.stdout.readline, b""):
            arrived = time.monotonic()
            try:
                event = json.loads(raw)
            except ValueError:
                continue
            self.events.append((arrived, event))
            self._lines.put((arrived, event))

    def _read_errors(self):
        for raw in iter(self.process.stderr.readline, b""):
            self._stderr.append(raw.decode("utf-8", "replace"))

    @property
    def stderr(self):
        return "".join(self._stderr)

    def next_event(self, matches, deadline=10.0, with_time=False):
        """The next NDJSON event for which `matches` holds, within `deadline` seconds (None when none came)."""
        end = time.monotonic() + deadline
        while True:
            left = end - time.monotonic()
            if left <= 0:
                return None
            try:
                arrived, event = self._lines.get(timeout=left)
            except queue.Empty:
                return None
            if matches(event):
                return (arrived, event) if with_time else event

    def command(self, line):
        """A control line on standard input (the channel the page's commands share)."""
        self.process.stdin.write((line + "\n").encode())
        self.process.stdin.flush()

    def close(self, deadline=15.0):
        """Ends the workout (end on stdin) and returns its exit status; SIGKILL when it does not exit in time."""
        try:
            if self.process.poll() is None:
                self.command("end")
                self.process.stdin.close()
        except (BrokenPipeError, OSError):
            pass
        try:
            return self.process.wait(timeout=deadline)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
            return None
        finally:
            shutil.rmtree(self.home, ignore_errors=True)  # the private home and its database


def http_get(host, port, path, headers=None, deadline=5.0):
    """A raw HTTP/1.1 GET (so Host and Origin are exactly what the caller says): (status, headers, body)."""
    lines = [f"GET {path} HTTP/1.1"]
    given = {key.lower(): value for key, value in (headers or {}).items()}
    if "host" not in given:
        lines.append(f"Host: {host}:{port}")
    lines += [f"{key}: {value}" for key, value in (headers or {}).items()]
    lines += ["Connection: close", "", ""]
    with socket.create_connection((host, port), timeout=deadline) as connection:
        connection.sendall("\r\n".join(lines).encode())
        data = b""
        while True:
            chunk = connection.recv(65536)
            if not chunk:
                break
            data += chunk
            if b"\r\n\r\n" in data and _complete(data):
                break
    head, _, body = data.partition(b"\r\n\r\n")
    status_line, *header_lines = head.decode("latin-1").split("\r\n")
    status = int(status_line.split(" ")[1])
    parsed = {}
    for line in header_lines:
        key, _, value = line.partition(":")
        parsed[key.strip().lower()] = value.strip()
    return status, parsed, body


def _complete(data):
    head, _, body = data.partition(b"\r\n\r\n")
    for line in head.decode("latin-1").split("\r\n")[1:]:
        key, _, value = line.partition(":")
        if key.strip().lower() == "content-length":
            return len(body) >= int(value.strip())
        if key.strip().lower() == "upgrade":
            return True
    return False
