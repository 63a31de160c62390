#!/usr/bin/env python3
"""kill -9 of the hub during a write load: every write that got a 2xx is present after a restart.

Eight client threads publish posts, comment and like as fast as the hub answers; after a few seconds the hub is
killed with SIGKILL mid-load, restarted on the same SQLite file (or PostgreSQL database), and every acknowledged
write is looked up (the post by its id, the comment in its post's list, the like as `liked`). Three rounds, after a
first round stopped with SIGTERM instead: there no request that reached the hub may fail (new connections are
refused once it stops listening), it exits 0, and every acknowledged write is present too.
Options: --binary PATH (default: the release build), --rounds N, --postgres (a private PostgreSQL cluster,
scripts/testing/postgres.sh, instead of SQLite).
"""
import itertools
import os
import shutil
import subprocess
import sys
import threading
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "testing"))
import hub_server  # noqa: E402
import hub_two_instances  # noqa: E402


def load(hub, token, index, targets, stop, acknowledged, counter, failures):
    """Writes until `stop` is set or the hub stops answering; appends every 2xx write to `acknowledged` and
    every request that was accepted but not answered to `failures`."""
    for step in itertools.count():
        if stop.is_set():
            return
        try:
            kind = step % 3
            if kind == 0:
                number = next(counter)
                plan = hub_server.plan_file(sets=index + 1, work=10 + number % 1790, rest=number // 1790)
                status, body = hub.json("POST", "/v1/posts", {"title": f"Load {number}", "plan": plan}, token=token)
                if status == 201:
                    acknowledged.append(("post", body["id"], token, None))
            elif kind == 1:
                target = targets[step % len(targets)]
                text = f"comment {index}-{step}"
                status, body = hub.json("POST", f"/v1/posts/{target}/comments", {"text": text}, token=token)
                if status == 201:
                    acknowledged.append(("comment", target, token, body["id"]))
            else:
                target = targets[(step + index) % len(targets)]
                status, _, _ = hub.request("PUT", f"/v1/posts/{target}/like", token=token)
                if status == 204:
                    acknowledged.append(("like", target, token, None))
        except ConnectionRefusedError:
            return  # the hub no longer listens: nothing was sent
        except (OSError, ValueError) as error:
            failures.append(type(error).__name__)
            return  # the hub is gone


def present(hub, write, comment_ids):
    kind, target, token, extra = write
    if kind == "post":
        return hub.request("GET", f"/v1/posts/{target}", token=token)[0] == 200
    if kind == "comment":
        if target not in comment_ids:  # listed once per post (setdefault would list it again for every write)
            comment_ids[target] = listed_comments(hub, target)
        return extra in comment_ids[target]
    status, body = hub.json("GET", f"/v1/posts/{target}", token=token)
    return status == 200 and body["liked"]


def listed_comments(hub, post):
    ids, cursor = set(), None
    while True:
        status, page = hub.json("GET", f"/v1/posts/{post}/comments?limit=100" + (f"&cursor={cursor}" if cursor else ""))
        ids.update(comment["id"] for comment in page["comments"])
        cursor = page["nextCursor"]
        if not cursor:
            return ids


def main():
    rounds = int(sys.argv[sys.argv.index("--rounds") + 1]) if "--rounds" in sys.argv else 3
    binary = hub_server.binary_from_args()
    postgres = "--postgres" in sys.argv
    folder = hub_server.scratch()
    database = hub_two_instances.private_database(folder) if postgres else os.path.join(folder, "hub.sqlite")
    port = hub_server.free_port()
    hub = hub_server.Hub(binary, database, limit_scale=1000, port=port)
    checks, totals = [], []
    try:
        hub.start()
        tokens = [hub.sign_up(f"writer{index}") for index in range(8)]
        owner = hub.sign_up("owner")
        targets = [hub.json("POST", "/v1/posts", {"title": f"Target {n}", "plan": hub_server.plan_file(sets=50 + n)},
                            token=owner)[1]["id"] for n in range(4)]
        counter = itertools.count()
        for round_number in range(0, rounds + 1):
            graceful = round_number == 0
            acknowledged, failures, stop = [], [], threading.Event()
            threads = [threading.Thread(target=load, args=(hub, token, index, targets, stop, acknowledged, counter,
                                                           failures))
                       for index, token in enumerate(tokens)]
            for thread in threads:
                thread.start()
            deadline = time.monotonic() + 3.0
            while time.monotonic() < deadline and len(acknowledged) < 100_000:
                time.sleep(0.05)
            in_flight = sum(thread.is_alive() for thread in threads)
            if graceful:
                exit_code = hub.stop()
            else:
                hub.kill9()
            stop.set()
            for thread in threads:
                thread.join(timeout=30)
            hub = hub_server.Hub(binary, database, limit_scale=1000, port=port).start()
            # Tokens are rows in the store: the sessions survive the crash too.
            comment_ids = {}
            missing = [write for write in list(acknowledged) if not present(hub, write, comment_ids)]
            kinds = {kind: sum(1 for write in acknowledged if write[0] == kind) for kind in ("post", "comment", "like")}
            how = "SIGTERM" if graceful else "kill -9"
            print(f"  round {round_number} ({how}) with {in_flight} writers in flight: acknowledged {len(acknowledged)} "
                  f"writes ({kinds}); missing after restart: {len(missing)}"
                  + (f"; requests dropped mid-flight: {len(failures)}; exit code {exit_code}" if graceful else ""))
            totals.append(len(acknowledged))
            checks.append((f"round {round_number} ({how}): every acknowledged write is present", not missing))
            if graceful:
                checks.append(("SIGTERM: no accepted request dropped, exit 0", not failures and exit_code == 0))
    finally:
        code = hub.stop()
        if postgres:
            subprocess.run([hub_two_instances.POSTGRES, "stop", folder], check=False)
        shutil.rmtree(folder, ignore_errors=True)
    engine = "PostgreSQL" if postgres else "SQLite"
    print(f"hub_kill9 ({engine}): {sum(totals)} acknowledged writes over one SIGTERM and {rounds} kill -9 rounds")
    checks.append(("the load made writes in every round", all(total > 0 for total in totals)))
    checks.append(("the last hub exits 0 on SIGTERM", code == 0))
    hub_server.verdict(checks)


if __name__ == "__main__":
    main()
