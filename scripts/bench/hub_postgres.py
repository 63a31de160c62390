#!/usr/bin/env python3
"""The hub on PostgreSQL at scale: seed time, search latency, and EXPLAIN ANALYZE of every query the API runs.

Starts a private PostgreSQL cluster (scripts/testing/postgres.sh, tuned), builds interfit-hub (release) unless
--binary, runs `migrate` and `admin seed --posts N --accounts N` (default 1,000,000 and 100,000) and times it, then
VACUUM ANALYZE. With auto_explain (log_analyze, buffers) on for the hub's database it calls every read and write
route once on a fresh hub and writes the plans PostgreSQL logged for them to --plans FILE (when given). Last it
serves one hub over the database and runs wrk (64 connections, --seconds) on the search page, anonymous (answers
reused while nothing changed) and signed in with a block (the query runs every time), and on GET /v1/posts/{id}.
Prints every figure; targets: seed ≤ 180 s, search p50 ≤ 5 ms and p99 ≤ 25 ms with 0 errors.
Options: --posts N --accounts N --seconds S --binary PATH --plans FILE.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "testing"))
import hub_server  # noqa: E402

POSTGRES = os.path.join(hub_server.ROOT, "scripts", "testing", "postgres.sh")
SEARCH = "/v1/posts?q=hiit&duration=10-20&sort=score&limit=20"


def option(name, default, kind=int):
    return kind(sys.argv[sys.argv.index(name) + 1]) if name in sys.argv else default


def milliseconds(text):
    """wrk's latency text (`812.00us`, `1.20ms`, `2.00s`) in milliseconds."""
    number, unit = re.fullmatch(r"([\d.]+)(us|ms|s)", text).groups()
    return float(number) * {"us": 0.001, "ms": 1.0, "s": 1000.0}[unit]


class Cluster:
    """A private, tuned PostgreSQL in a temporary folder; `sql` runs statements through psql as the superuser."""

    def __init__(self):
        self.folder = tempfile.mkdtemp(prefix="interfit-pgbench.")
        os.rmdir(self.folder)  # postgres.sh makes it and gives it to the server's user
        url = subprocess.run([POSTGRES, "start", "--tuned", self.folder], check=True, capture_output=True,
                             text=True).stdout.strip()
        self.port = re.search(r"port=(\d+)", url).group(1)
        self.psql = os.path.join(subprocess.run([POSTGRES, "bin"], check=True, capture_output=True,
                                                text=True).stdout.strip(), "psql")
        self.url = f"postgres://hub@localhost/hub?host={self.folder}&port={self.port}"
        self.sql("CREATE DATABASE hub", database="postgres")

    def sql(self, statement, database="hub"):
        return subprocess.run([self.psql, "-X", "-q", "-v", "ON_ERROR_STOP=1", "-h", self.folder, "-p", self.port,
                               "-U", "hub", "-d", database, "-At", "-c", statement],
                              check=True, capture_output=True, text=True).stdout

    def log_size(self):
        return os.path.getsize(os.path.join(self.folder, "server.log"))

    def log_since(self, offset):
        with open(os.path.join(self.folder, "server.log"), errors="replace") as log:
            log.seek(offset)
            return log.read()

    def stop(self):
        subprocess.run([POSTGRES, "stop", self.folder], check=False)


def wrk(url, seconds, connections=64, headers=()):
    command = ["wrk", "-t2", f"-c{connections}", f"-d{seconds}s", "--latency"]
    for header in headers:
        command += ["-H", header]
    out = subprocess.run(command + [url], check=True, capture_output=True, text=True).stdout
    socket_errors = sum(int(n) for n in re.findall(r"(?:connect|read|write|timeout) (\d+)", out))
    non2xx = int(m.group(1)) if (m := re.search(r"Non-2xx or 3xx responses: (\d+)", out)) else 0
    return {
        "p50": milliseconds(re.search(r"^\s+50%\s+(\S+)", out, re.M).group(1)),
        "p99": milliseconds(re.search(r"^\s+99%\s+(\S+)", out, re.M).group(1)),
        "rate": float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1)),
        "errors": socket_errors + non2xx,
    }


def exercise(hub):
    """Calls every route of the API once that reads or writes the store; returns the routes called."""
    called = []

    def call(method, path, body=None, token=None, headers=None):
        status, page = hub.json(method, path, body, token, headers)
        called.append(f"{method} {path.split('?')[0] if 'cursor=' in path else path} → {status}")
        return status, page

    token = hub.sign_up("planner")
    other = hub.sign_up("blocked")
    call("GET", SEARCH)
    status, page = call("GET", "/v1/posts?sort=new&limit=20")
    call("GET", f"/v1/posts?sort=new&limit=20&cursor={page['nextCursor']}")
    status, page = call("GET", "/v1/posts?q=tabata&sets=6-10&ratio=2:1&tag=home&sort=score&limit=20")
    _, page = call("GET", "/v1/posts?sort=score&limit=20")
    call("GET", f"/v1/posts?sort=score&limit=20&cursor={page['nextCursor']}")
    post_id = page["posts"][0]["id"]
    call("GET", f"/v1/posts/{post_id}", token=token)
    call("POST", "/v1/posts", {"title": "Bench tabata", "plan": hub_server.plan_file(sets=13, name="Bench"),
                               "changeNote": {"chips": ["harder"], "line": "one more set"},
                               "visibility": "public", "commentsEnabled": True}, token=other)
    call("POST", f"/v1/posts/{post_id}/apply", headers={"Interfit-Install-Id": "0badc0de-0000-4000-8000-00000000be0c"})
    call("PUT", f"/v1/posts/{post_id}/like", token=token)
    call("PUT", f"/v1/posts/{post_id}/save", token=token)
    status, comment = call("POST", f"/v1/posts/{post_id}/comments", {"text": "nice"}, token=other)
    call("GET", f"/v1/posts/{post_id}/comments")
    call("PUT", "/v1/blocks/blocked", token=token)
    call("GET", SEARCH, token=token)
    call("GET", "/v1/blocks", token=token)
    call("POST", "/v1/reports", {"targetKind": "post", "targetId": post_id, "reason": "spam"}, token=token)
    call("GET", "/v1/reports", token=token)
    call("GET", "/v1/me/saved", token=token)
    call("GET", "/v1/me/posts", token=other)
    if comment and "id" in comment:
        call("DELETE", f"/v1/comments/{comment['id']}", token=other)
    call("DELETE", f"/v1/posts/{post_id}/like", token=token)
    return called


def main():
    posts, accounts = option("--posts", 1_000_000), option("--accounts", 100_000)
    seconds, plans = option("--seconds", 30), option("--plans", None, str)
    if shutil.which("wrk") is None:
        sys.exit("hub_postgres: wrk is missing (apt-get install wrk)")
    binary = hub_server.binary_from_args()
    cluster = Cluster()
    try:
        subprocess.run([binary, "migrate", "--db", cluster.url], check=True, stdout=subprocess.DEVNULL)
        started = time.monotonic()
        subprocess.run([binary, "admin", "seed", "--posts", str(posts), "--accounts", str(accounts), "--db",
                        cluster.url], check=True, stdout=subprocess.DEVNULL)
        seed_seconds = time.monotonic() - started
        started = time.monotonic()
        cluster.sql("VACUUM ANALYZE")
        vacuum_seconds = time.monotonic() - started
        size = cluster.sql("SELECT pg_size_pretty(pg_database_size('hub'))").strip()

        # Every query of the API, explained with the real parameters, as the hub sends them.
        for setting in ["session_preload_libraries = 'auto_explain'", "auto_explain.log_min_duration = 0",
                        "auto_explain.log_analyze = on", "auto_explain.log_buffers = on",
                        "auto_explain.log_level = warning"]:
            cluster.sql(f"ALTER DATABASE hub SET {setting}")
        offset = cluster.log_size()
        hub = hub_server.Hub(binary, cluster.url, limit_scale=1000).start()
        try:
            called = exercise(hub)
        finally:
            hub.stop()
        logged = cluster.log_since(offset)
        cluster.sql("ALTER DATABASE hub RESET ALL")
        if plans:
            with open(plans, "w") as out:
                out.write(f"# EXPLAIN ANALYZE of the hub's queries at {posts:,} posts and {accounts:,} accounts\n\n")
                out.write("Written by `scripts/bench/hub_postgres.py --plans " + plans + "` (auto_explain with "
                          "log_analyze and buffers, PostgreSQL's own log of the statements the hub sent, with their "
                          "parameters). Routes called, in order:\n\n")
                out.writelines(f"- `{line}`\n" for line in called)
                out.write("\n```text\n" + logged + "```\n")

        hub = hub_server.Hub(binary, cluster.url, limit_scale=1000).start()
        try:
            status, page = hub.json("GET", SEARCH)
            shown = len(page["posts"]) if page else 0
            post_id = page["posts"][0]["id"]
            for _ in range(200):
                hub.request("GET", SEARCH)
            base = f"http://127.0.0.1:{hub.port}"
            anonymous = wrk(base + SEARCH, seconds)
            token = hub.sign_up("benchmark")
            hub.sign_up("someone")
            hub.request("PUT", "/v1/blocks/someone", token=token)
            signed = wrk(base + SEARCH, seconds, headers=[f"Authorization: Bearer {token}"])
            detail = wrk(base + f"/v1/posts/{post_id}", seconds)
            rss, peak = hub.rss_kib()
        finally:
            code = hub.stop()
    finally:
        cluster.stop()
    print(f"hub_postgres: {posts:,} posts, {accounts:,} accounts: admin seed {seed_seconds:.1f} s, "
          f"VACUUM ANALYZE {vacuum_seconds:.1f} s, database {size}")
    print(f"  GET {SEARCH} → {status}, {shown} posts")
    for name, run in [("anonymous search", anonymous), ("signed-in search with a block", signed),
                      ("GET /v1/posts/{id}", detail)]:
        print(f"  {name}: wrk 64 connections {seconds} s: p50 {run['p50']:.2f} ms, p99 {run['p99']:.2f} ms, "
              f"{run['rate']:,.0f}/s, {run['errors']} errors")
    print(f"  hub resident memory {rss / 1024:.1f} MiB (peak {peak / 1024:.1f} MiB); exit after SIGTERM: {code}")
    if plans:
        print(f"  plans of {len(called)} routes written to {plans}")
    hub_server.verdict([
        ("seed ≤ 180 s", seed_seconds <= 180), ("the search answers 200 with 20 posts", status == 200 and shown == 20),
        ("search p50 ≤ 5 ms", signed["p50"] <= 5), ("search p99 ≤ 25 ms", signed["p99"] <= 25),
        ("0 errors", anonymous["errors"] + signed["errors"] + detail["errors"] == 0),
        ("resident memory ≤ 100 MiB", peak <= 100 * 1024), ("graceful exit 0", code == 0),
    ])


if __name__ == "__main__":
    main()
