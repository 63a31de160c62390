#!/usr/bin/env python3
"""PostgreSQL crashes (its postmaster killed with SIGKILL) under a comment load, then restarts: every acknowledged
write is present, no request hangs (each answers within 30 s, 503 while the database is down) and the hub still
exits 0 on SIGTERM; while PostgreSQL is down, /health answers 503 within 10 s (the lease deadline).

Before PostgresConnectionWatch, most runs failed: postgres-nio 1.33.2 drops a query written after its connection
closed (the ROLLBACK of a transaction the crash cut short) and never answers it, so a few writes never answered and the
hub's graceful stop waited for them for ever. Run by scripts/test.
Options: --binary PATH (default: the release build).
"""
import collections
import itertools
import os
import subprocess
import sys
import threading
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "testing"))
import hub_server  # noqa: E402
import hub_kill9  # noqa: E402
import hub_two_instances  # noqa: E402


def main():
    binary = hub_server.binary_from_args()
    folder = hub_server.scratch()
    database = hub_two_instances.private_database(folder)
    bin_folder = subprocess.run([hub_two_instances.POSTGRES, "bin"], check=True, capture_output=True,
                                text=True).stdout.strip()
    hub = hub_server.Hub(binary, database, limit_scale=1000)
    checks, acknowledged, outcomes, stop = [], [], collections.Counter(), threading.Event()
    try:
        hub.start()
        tokens = [hub.sign_up(f"writer{index}") for index in range(6)]
        owner = hub.sign_up("owner")
        targets = [hub.json("POST", "/v1/posts", {"title": f"Target {n}", "plan": hub_server.plan_file(sets=50 + n)},
                            token=owner)[1]["id"] for n in range(3)]

        def load(token, index):
            for step in itertools.count():
                if stop.is_set():
                    return
                target = targets[step % len(targets)]
                try:
                    status, body = hub.json("POST", f"/v1/posts/{target}/comments", {"text": f"c{index}-{step}"},
                                            token=token)
                except OSError as error:  # TimeoutError: no answer within 30 s
                    outcomes[type(error).__name__] += 1
                    continue
                outcomes[status] += 1
                if status == 201:
                    acknowledged.append(("comment", target, token, body["id"]))

        threads = [threading.Thread(target=load, args=(token, index)) for index, token in enumerate(tokens)]
        for thread in threads:
            thread.start()
        time.sleep(2)
        with open(os.path.join(folder, "data", "postmaster.pid")) as pid_file:
            subprocess.run(["kill", "-9", pid_file.readline().strip()], check=True)
        # While it is down (the pool's connections gone with it), a request that needs a new connection is refused
        # within the store's lease deadline (5 s), not after postgres-nio's 60 s circuit breaker.
        time.sleep(1)
        began = time.monotonic()
        try:
            health = hub.request("GET", "/health", timeout=30)[0]
        except OSError:
            health = None
        waited = time.monotonic() - began
        checks.append((f"with PostgreSQL down, /health answers {health} after {waited:.1f} s (503 within 10 s)",
                       health == 503 and waited <= 10))
        time.sleep(2)  # the killed server's backends exit before it can start again
        with open(os.path.join(folder, "port")) as port_file:
            port = port_file.read().strip()
        options = f"-c listen_addresses='' -c unix_socket_directories='{folder}' -c port={port}"
        subprocess.run(["runuser", "-u", "postgres", "--", os.path.join(bin_folder, "pg_ctl"), "-D",
                        os.path.join(folder, "data"), "-l", os.path.join(folder, "server2.log"), "-o", options, "-w",
                        "start"], check=True, capture_output=True)
        time.sleep(5)
        stop.set()
        deadline = time.monotonic() + 40  # a hung request is abandoned by its client after 30 s
        for thread in threads:
            thread.join(timeout=max(0.0, deadline - time.monotonic()))
        comment_ids = {}
        missing = [write for write in acknowledged if not hub_kill9.present(hub, write, comment_ids)]
        print(f"hub_postgres_crash: answers {dict(outcomes)}; acknowledged {len(acknowledged)}, "
              f"missing {len(missing)}")
        checks.append(("every acknowledged write is present", not missing))
        checks.append(("no request hung across the crash", outcomes["TimeoutError"] == 0))
    finally:
        began = time.monotonic()
        code = hub.stop(deadline=30)
        subprocess.run([hub_two_instances.POSTGRES, "stop", folder], check=False)
    checks.append((f"the hub exits 0 on SIGTERM (exit {code} after {time.monotonic() - began:.1f} s)", code == 0))
    hub_server.verdict(checks)


if __name__ == "__main__":
    main()
