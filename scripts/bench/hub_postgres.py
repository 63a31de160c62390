#!/usr/bin/env python3
"""The hub on PostgreSQL at scale: seed time, read and write latency beside nginx, and EXPLAIN ANALYZE of the API.

Starts a private PostgreSQL cluster (scripts/testing/postgres.sh, tuned), builds interfit-hub (release) unless
--binary, runs `migrate` and `admin seed --posts N --accounts N` (default 1,000,000 and 100,000) and times it, then
VACUUM ANALYZE and a CHECKPOINT (the load's dirty pages written before anything is measured). With auto_explain
(log_analyze, buffers) on for the hub's database it calls every read and write route once on a fresh hub and writes
the plans PostgreSQL logged for them to --plans FILE (when given). Last it serves one hub over the database and runs
wrk (64 connections, --seconds) on the search page, anonymous (answers reused while nothing changed) and signed in
with a block (the query runs every time), and on GET /v1/posts/{id}; then nginx (from a temporary prefix, on
loopback) serves the same post's JSON bytes as a static file to the same wrk; then publish, like and comment, each
at 16 connections for --write-seconds, from two accounts (one per wrk thread), every request a real change. Prints
every figure; targets: seed ≤ 180 s, anonymous search p50 ≤ 5 ms and p99 ≤ 25 ms, GET /v1/posts/{id} ≥ 0.5× nginx's
requests per second, writes p99 ≤ 20 ms, 0 errors, the hub's peak resident memory ≤ 100 MiB over the whole run.
Options: --posts N --accounts N --seconds S --write-seconds S --binary PATH --plans FILE.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "testing"))
import hub_load  # noqa: E402
import hub_server  # noqa: E402

POSTGRES = os.path.join(hub_server.ROOT, "scripts", "testing", "postgres.sh")
SEARCH = "/v1/posts?q=hiit&duration=10-20&sort=score&limit=20"


def option(name, default, kind=int):
    return kind(sys.argv[sys.argv.index(name) + 1]) if name in sys.argv else default


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
    write_seconds = option("--write-seconds", 10)
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
        # The seed and the vacuum leave ~1.3 GB dirty (shared buffers and the kernel's page cache): written back
        # during the measurements, it competes with every commit's WAL flush. A checkpoint writes and syncs it first,
        # as pgbench does before a run, so the figures are the steady state's, not the load's aftermath.
        started = time.monotonic()
        cluster.sql("CHECKPOINT")
        checkpoint_seconds = time.monotonic() - started
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
        scratch = tempfile.mkdtemp(prefix="interfit-hubload.")
        try:
            status, page = hub.json("GET", SEARCH)
            shown = len(page["posts"]) if page else 0
            post_id = page["posts"][0]["id"]
            for _ in range(200):
                hub.request("GET", SEARCH)
            base = f"http://127.0.0.1:{hub.port}"
            resident = {}  # the hub's resident memory (MiB) after each run

            def wrk(name, url, seconds, **options):
                """One wrk run against the hub; notes the hub's resident memory after it under `name`."""
                run = hub_load.wrk(url, seconds, **options)
                resident[name] = hub.rss_kib()[0] / 1024
                return run

            anonymous = wrk("anonymous search", base + SEARCH, seconds)
            token = hub.sign_up("benchmark")
            hub.sign_up("someone")
            hub.request("PUT", "/v1/blocks/someone", token=token)
            signed = wrk("signed-in search", base + SEARCH, seconds, headers=[f"Authorization: Bearer {token}"])
            detail = wrk("post page", base + f"/v1/posts/{post_id}", seconds)

            # nginx serving the bytes an anonymous reader gets for that post, as a static file, to the same wrk.
            _, _, body = hub.request("GET", f"/v1/posts/{post_id}")
            nginx = hub_load.Nginx.serving("post.json", body).start()
            try:
                static = hub_load.wrk(f"http://127.0.0.1:{nginx.port}/post.json", seconds)
            finally:
                nginx.stop()

            # Writes at 16 connections: two accounts (one per wrk thread), every request a change.
            writers = [hub.sign_up(f"writer{n}") for n in range(2)]
            _, listing = hub.json("GET", "/v1/posts?sort=new&limit=50")
            targets = [post["id"] for post in listing["posts"]]
            writes = {}
            for kind in ["publish", "like", "comment"]:
                script = hub_load.write_script(scratch, kind, writers, targets)
                writes[kind] = wrk(kind, base + "/", write_seconds, connections=16, script=script)
            rss, peak = hub.rss_kib()
        finally:
            code = hub.stop()
            shutil.rmtree(scratch, ignore_errors=True)
    finally:
        cluster.stop()
    print(f"hub_postgres: {posts:,} posts, {accounts:,} accounts: admin seed {seed_seconds:.1f} s, "
          f"VACUUM ANALYZE {vacuum_seconds:.1f} s, CHECKPOINT {checkpoint_seconds:.1f} s, database {size}")
    print(f"  GET {SEARCH} → {status}, {shown} posts")
    for name, run in [("anonymous search", anonymous), ("signed-in search with a block", signed),
                      ("GET /v1/posts/{id}", detail), ("nginx, the same JSON as a static file", static)]:
        print(f"  {name}: wrk 64 connections {seconds} s: p50 {run['p50']:.2f} ms, p99 {run['p99']:.2f} ms, "
              f"{run['rate']:,.0f}/s, {run['errors']} errors")
    ratio = detail["rate"] / static["rate"]
    print(f"  GET /v1/posts/{{id}} / nginx static: {ratio:.2f}×")
    for kind, run in writes.items():
        print(f"  {kind}: wrk 16 connections {write_seconds} s: p50 {run['p50']:.2f} ms, p99 {run['p99']:.2f} ms, "
              f"{run['rate']:,.0f}/s ({run['requests']:,} writes), {run['errors']} errors")
    print("  hub resident memory after each run: " + ", ".join(f"{name} {mib:.1f} MiB" for name, mib in resident.items()))
    print(f"  hub resident memory {rss / 1024:.1f} MiB (peak over the run {peak / 1024:.1f} MiB); "
          f"exit after SIGTERM: {code}")
    if plans:
        print(f"  plans of {len(called)} routes written to {plans}")
    errors = sum(run["errors"] for run in [anonymous, signed, detail, static, *writes.values()])
    hub_server.verdict([
        ("seed ≤ 180 s", seed_seconds <= 180), ("the search answers 200 with 20 posts", status == 200 and shown == 20),
        ("anonymous search p50 ≤ 5 ms", anonymous["p50"] <= 5), ("anonymous search p99 ≤ 25 ms", anonymous["p99"] <= 25),
        ("GET /v1/posts/{id} ≥ 0.5× nginx", ratio >= 0.5),
        *[(f"{kind} p99 ≤ 20 ms", run["p99"] <= 20) for kind, run in writes.items()],
        ("0 errors", errors == 0), ("resident memory ≤ 100 MiB", peak <= 100 * 1024), ("graceful exit 0", code == 0),
    ])


if __name__ == "__main__":
    main()
