"""Helpers for the hub's scripts: build interfit-hub, start it on a free loopback port, talk HTTP, read its RSS.

Used by scripts/bench/hub_*.py, scripts/reliability/hub_*.py and scripts/testing/hub_schemathesis.sh. Every hub
started here listens on 127.0.0.1 only and is stopped (SIGTERM, then SIGKILL after a deadline) by the script.
"""
import http.client
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
RELEASE = ["swift", "build", "-c", "release", "--static-swift-stdlib", "--scratch-path", ".build-static"]


def release_binary():
    """Builds interfit-hub as it is installed (release, static Swift runtime) and returns its path."""
    subprocess.run(RELEASE + ["--product", "interfit-hub"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    path = subprocess.run(RELEASE + ["--show-bin-path"], cwd=ROOT, check=True, capture_output=True,
                          text=True).stdout.strip()
    return os.path.join(path, "interfit-hub")


def binary_from_args():
    """`--binary PATH` on the command line (scripts/test passes its debug build), else the release build."""
    if "--binary" in sys.argv:
        return os.path.abspath(sys.argv[sys.argv.index("--binary") + 1])
    return release_binary()


def free_port():
    """A port nothing listens on right now (the kernel's choice)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def database_flag(database):
    """`--db`'s value: a postgres:// or sqlite: URL as it is, a plain path as an SQLite file."""
    return database if database.startswith(("postgres://", "postgresql://", "sqlite:")) else "sqlite:" + database


def scratch():
    """A fresh folder for a database."""
    return tempfile.mkdtemp(prefix="interfit-hub-")


class Hub:
    """One `interfit-hub serve` process on 127.0.0.1."""

    def __init__(self, binary, database, limit_scale=1, log=None, port=None):
        self.binary = binary
        self.database = database
        self.port = port or free_port()
        self.limit_scale = limit_scale
        self.log = log or open(os.devnull, "wb")
        self.process = None

    def start(self, deadline=30.0):
        """Starts the hub and waits (with a deadline) until /health answers 200."""
        self.process = subprocess.Popen(
            [self.binary, "serve", "--port", str(self.port), "--db", database_flag(self.database),
             "--log-level", "warning", "--limit-scale", str(self.limit_scale)],
            stdout=self.log, stderr=self.log)
        end = time.monotonic() + deadline
        while time.monotonic() < end:
            if self.process.poll() is not None:
                raise RuntimeError(f"interfit-hub exited with {self.process.returncode} while starting")
            try:
                if self.request("GET", "/health")[0] == 200:
                    return self
            except OSError:
                pass
            time.sleep(0.05)
        raise RuntimeError("interfit-hub did not answer /health in time")

    def stop(self, deadline=15.0):
        """SIGTERM (graceful), SIGKILL if it has not exited by the deadline; returns the exit code."""
        if self.process is None or self.process.poll() is not None:
            return self.process.returncode if self.process else None
        self.process.send_signal(signal.SIGTERM)
        try:
            return self.process.wait(timeout=deadline)
        except subprocess.TimeoutExpired:
            self.process.kill()
            return self.process.wait()

    def kill9(self):
        """SIGKILL, as a crash would."""
        self.process.send_signal(signal.SIGKILL)
        self.process.wait()

    def alive(self):
        return self.process is not None and self.process.poll() is None

    def rss_kib(self):
        """(current, peak) resident set size in KiB, from /proc."""
        values = {}
        with open(f"/proc/{self.process.pid}/status") as status:
            for line in status:
                key, _, rest = line.partition(":")
                if key in ("VmRSS", "VmHWM"):
                    values[key] = int(rest.split()[0])
        return values.get("VmRSS", 0), values.get("VmHWM", 0)

    def request(self, method, path, body=None, token=None, headers=None, timeout=30):
        """(status, headers, body bytes); `body` may be bytes, str or a JSON-able object."""
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)
        try:
            sent = dict(headers or {})
            if token:
                sent["Authorization"] = "Bearer " + token
            if body is not None and not isinstance(body, (bytes, bytearray)):
                body = (body if isinstance(body, str) else json.dumps(body)).encode()
            if body is not None:
                sent.setdefault("Content-Type", "application/json")
            connection.request(method, path, body=body, headers=sent)
            response = connection.getresponse()
            return response.status, dict(response.getheaders()), response.read()
        finally:
            connection.close()

    def json(self, method, path, body=None, token=None, headers=None):
        """(status, decoded JSON or None)."""
        status, _, data = self.request(method, path, body, token, headers)
        try:
            return status, json.loads(data)
        except ValueError:
            return status, None

    def sign_up(self, handle, password="correct horse battery"):
        """Registers and signs in; returns the token."""
        status, _ = self.json("POST", "/v1/accounts", {"handle": handle, "password": password})
        if status != 201:
            raise RuntimeError(f"registering {handle}: {status}")
        status, session = self.json("POST", "/v1/sessions", {"handle": handle, "password": password})
        if status != 201:
            raise RuntimeError(f"signing in {handle}: {status}")
        return session["token"]


def plan_file(sets=8, work=20, rest=10, name="Tabata", exercises=()):
    """A plan file as `interfit plans export` writes it."""
    return {"formatVersion": 1, "name": name, "setsCount": sets, "workSeconds": work, "restSeconds": rest,
            "warmupSeconds": 0, "cooldownSeconds": 0, "rounds": 1, "roundRestSeconds": 0,
            "exercises": list(exercises)}


def verdict(checks):
    """Prints each check and exits non-zero if any failed."""
    failed = [name for name, ok in checks if not ok]
    for name, ok in checks:
        print(f"  {'PASS' if ok else 'FAIL'}  {name}")
    sys.exit(1 if failed else 0)
