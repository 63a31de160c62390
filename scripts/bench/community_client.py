#!/usr/bin/env python3
"""`interfit community` against a local hub (issue 22): spawn to last line of `community search hiit` (target
p50 <= 60 ms over 20 runs) and of `community apply` (<= 80 ms; a different post each run into one existing library, so every run copies),
with the hub seeded by `interfit-hub admin seed`; then a stopped hub and a hub that accepts and never answers:
every command must end within 2.5 s.

Usage: scripts/bench/community_client.py [--posts 100000] [--runs 20] [--interfit PATH] [--binary HUB_PATH]
Without paths both binaries are built in release (scripts/release, and interfit-hub as hub_server builds it).
"""
import os
import socket
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "testing"))
import hub_server  # noqa: E402
from common import percentile, release_binary, verdict  # noqa: E402


def option(name, default):
    return sys.argv[sys.argv.index(name) + 1] if name in sys.argv else default


def timed(command, env):
    """Spawn to exit (the last line is printed before exit), in ms, and the exit status."""
    began = time.monotonic()
    done = subprocess.run(command, env=env, capture_output=True, text=True)
    return (time.monotonic() - began) * 1000, done.returncode, done.stdout + done.stderr


def main():
    posts, runs = int(option("--posts", "100000")), int(option("--runs", "20"))
    interfit = os.path.abspath(option("--interfit", "")) if "--interfit" in sys.argv else release_binary()
    hub_binary = hub_server.binary_from_args()
    folder = hub_server.scratch()
    database = os.path.join(folder, "hub.sqlite")
    subprocess.run([hub_binary, "admin", "seed", "--posts", str(posts), "--accounts", str(max(1, posts // 10)),
                    "--db", "sqlite:" + database], check=True, stdout=subprocess.DEVNULL)
    hub = hub_server.Hub(hub_binary, database).start()
    address = f"http://127.0.0.1:{hub.port}"
    home = tempfile.mkdtemp(prefix="community-client-")
    env = {"PATH": "/usr/bin:/bin", "HOME": home, "LANG": "C.UTF-8", "INTERFIT_DB": home + "/interfit.sqlite"}
    try:
        search = [timed([interfit, "community", "search", "hiit", "--hub", address], env) for _ in range(runs)]
        assert all(status == 0 for _, status, _ in search), search[0][2]
        _, page = hub.json("GET", f"/v1/posts?limit={runs}")
        ids = [post["id"] for post in page["posts"]]
        # One existing library (as a user has), a different post each run, so every run copies.
        subprocess.run([interfit, "plans", "create", "Warm", "--sets", "2", "--work", "10", "--rest", "5"], env=env,
                       check=True, capture_output=True)
        applies = [timed([interfit, "community", "apply", post, "--hub", address], env) for post in ids]
        assert all(status == 0 for _, status, _ in applies), applies[0][2]
    finally:
        hub.stop()
    search_p50 = percentile([ms for ms, _, _ in search], 0.5)
    apply_p50 = percentile([ms for ms, _, _ in applies], 0.5)
    print(f"hub: {posts} posts; search hiit p50 {search_p50:.1f} ms, apply p50 {apply_p50:.1f} ms ({runs} runs)")

    # Down (nothing listens) and silent (the kernel accepts, nobody answers).
    silent = socket.socket()
    silent.bind(("127.0.0.1", 0))
    silent.listen(16)
    down_port = hub_server.free_port()
    worst = 0.0
    for port in (down_port, silent.getsockname()[1]):
        for command in (["search", "hiit"], ["show", "p1"], ["apply", "p1"], ["start", "p1", "--no-tui"]):
            ms, status, _ = timed([interfit, "community"] + command + ["--hub", f"http://127.0.0.1:{port}"], env)
            worst = max(worst, ms)
            assert status == 69, (command, status)
    print(f"hub down or silent: every command ended with 69, slowest {worst:.0f} ms")
    verdict([
        (f"search p50 {search_p50:.1f} ms <= 60", search_p50 <= 60),
        (f"apply p50 {apply_p50:.1f} ms <= 80", apply_p50 <= 80),
        (f"down/silent slowest {worst:.0f} ms <= 2500", worst <= 2500),
    ])


main()
