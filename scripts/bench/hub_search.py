#!/usr/bin/env python3
"""Search latency of the hub on its embedded store: 100,000 synthetic posts, 10,000 accounts, wrk for 20 s.

Builds interfit-hub (release), seeds a scratch database with `admin seed`, serves it on a free loopback port
and runs `wrk -t2 -c8 -d20s --latency` on GET /v1/posts?q=…&duration=…&sort=score&limit=20. Prints the seed
time, p50/p99 latency, errors, requests per second and the hub's resident memory; targets: p50 ≤ 5 ms,
p99 ≤ 25 ms, 0 errors, ≤ 100 MiB. Answers for readers who block no one are reused until a listing changes,
so the same query by a reader with a block (never reused: the query runs every time) is measured and printed too.
Options: --posts N --accounts N --seconds S --binary PATH.
"""
import os
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "testing"))
import hub_load  # noqa: E402
import hub_server  # noqa: E402


def option(name, default):
    return int(sys.argv[sys.argv.index(name) + 1]) if name in sys.argv else default


def main():
    posts, accounts, seconds = option("--posts", 100_000), option("--accounts", 10_000), option("--seconds", 20)
    if shutil.which("wrk") is None:
        sys.exit("hub_search: wrk is missing (apt-get install wrk)")
    binary = hub_server.binary_from_args()
    folder = hub_server.scratch()
    database = os.path.join(folder, "hub.sqlite")
    started = time.monotonic()
    subprocess.run([binary, "admin", "seed", "--posts", str(posts), "--accounts", str(accounts), "--db",
                    "sqlite:" + database], check=True, stdout=subprocess.DEVNULL)
    seed_seconds = time.monotonic() - started
    hub = hub_server.Hub(binary, database).start()
    try:
        path = "/v1/posts?q=hiit&duration=10-20&sort=score&limit=20"
        status, page = hub.json("GET", path)
        shown = len(page["posts"]) if page else 0
        for _ in range(200):  # warm the page cache and the allocator
            hub.request("GET", path)
        run = hub_load.wrk(f"http://127.0.0.1:{hub.port}{path}", seconds, connections=8)
        rss, peak = hub.rss_kib()
        # A reader who blocks someone gets answers of their own, never reused: every request runs the query.
        token = hub.sign_up("benchmark")
        hub.sign_up("blocked")
        hub.request("PUT", "/v1/blocks/blocked", token=token)
        signed = hub_load.wrk(f"http://127.0.0.1:{hub.port}{path}", max(5, seconds // 2), connections=8,
                              headers=[f"Authorization: Bearer {token}"])
        _, peak = hub.rss_kib()
    finally:
        code = hub.stop()
        shutil.rmtree(folder, ignore_errors=True)
    print(f"hub_search: {posts:,} posts, {accounts:,} accounts seeded in {seed_seconds:.1f} s")
    print(f"  GET {path} → {status}, {shown} posts")
    print(f"  wrk 2 threads, 8 connections, {seconds} s: {run['requests']:,} requests, {run['rate']:,.0f}/s")
    print(f"  latency p50 {run['p50']:.2f} ms, p99 {run['p99']:.2f} ms; {run['errors']} errors (socket or non-2xx)")
    print(f"  signed in with a block (the query runs every time, nothing reused): p50 {signed['p50']:.2f} ms, "
          f"p99 {signed['p99']:.2f} ms, {signed['rate']:,.0f}/s, {signed['errors']} errors")
    print(f"  hub resident memory {rss / 1024:.1f} MiB (peak {peak / 1024:.1f} MiB); exit after SIGTERM: {code}")
    hub_server.verdict([
        ("the query answers 200 with 20 posts", status == 200 and shown == 20),
        ("p50 ≤ 5 ms", run["p50"] <= 5), ("p99 ≤ 25 ms", run["p99"] <= 25),
        ("0 errors", run["errors"] + signed["errors"] == 0),
        ("resident memory ≤ 100 MiB", peak <= 100 * 1024), ("graceful exit 0", code == 0),
    ])


if __name__ == "__main__":
    main()
