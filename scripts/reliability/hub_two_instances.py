#!/usr/bin/env python3
"""Two interfit-hub instances over one PostgreSQL behave as one: blocks, comments, limits, migrations.

Starts a private PostgreSQL (scripts/testing/postgres.sh), runs `interfit-hub migrate` from 4 processes at once
on a new database (0 failures expected), then serves two hubs over it and alternates requests between them:
a block made through one instance must hold on the very next request to the other (search, the post's page,
comments, commenting on the blocker's post), an unblock likewise; a post made private through one instance is
gone from the other's anonymous page and search (answers it keeps) on the very next request; and a burst of
comments sent alternately to both must be limited at exactly the policy's count (the window is counted in the
database). Prints every check and the
number of inconsistencies (0 expected). Options: --rounds N (block/unblock rounds, default 12: each costs bobby
two of his 30 comments a window) --binary PATH.
"""
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "testing"))
import hub_server  # noqa: E402

POSTGRES = os.path.join(hub_server.ROOT, "scripts", "testing", "postgres.sh")
COMMENT_LIMIT = 30  # HubRateLimitPolicy.standard: 30 comments every 10 minutes


def private_database(folder):
    """Starts a private PostgreSQL in `folder` (postgres.sh; stop it with `postgres.sh stop`) and answers the URL
    of a new, empty database `hub` in it."""
    url = subprocess.run([POSTGRES, "start", folder], check=True, capture_output=True, text=True).stdout.strip()
    port = re.search(r"port=(\d+)", url).group(1)
    psql = os.path.join(subprocess.run([POSTGRES, "bin"], check=True, capture_output=True, text=True).stdout.strip(),
                        "psql")
    subprocess.run([psql, "-X", "-q", "-h", folder, "-p", port, "-U", "hub", "-d", "postgres", "-c",
                    "CREATE DATABASE hub"], check=True)
    return f"postgres://hub@localhost/hub?host={folder}&port={port}"


def main():
    rounds = int(sys.argv[sys.argv.index("--rounds") + 1]) if "--rounds" in sys.argv else 12
    binary = hub_server.binary_from_args()
    folder = tempfile.mkdtemp(prefix="interfit-pg2.")
    database = private_database(folder)
    checks, inconsistencies = [], 0
    hubs = []
    try:
        migrations = [subprocess.Popen([binary, "migrate", "--db", database], stdout=subprocess.PIPE,
                                       stderr=subprocess.STDOUT, text=True) for _ in range(4)]
        codes = [process.wait(timeout=120) for process in migrations]
        checks.append((f"4 instances migrating at once: exit codes {codes}", codes == [0, 0, 0, 0]))

        # limit_scale 1: the real limits (account creation is per address: 5 an hour, so few accounts).
        hubs = [hub_server.Hub(binary, database).start(), hub_server.Hub(binary, database).start()]
        one, two = hubs
        alice = one.sign_up("alice")
        bob = two.sign_up("bobby")
        status, post = two.json("POST", "/v1/posts", {
            "title": "Bobby's ladder", "plan": hub_server.plan_file(sets=9, name="Ladder"),
            "changeNote": {"chips": [], "line": ""}, "visibility": "public", "commentsEnabled": True}, token=bob)
        bobs_post = post["id"]
        status, post = one.json("POST", "/v1/posts", {
            "title": "Alice's tabata", "plan": hub_server.plan_file(sets=8, name="Tabata"),
            "changeNote": {"chips": [], "line": ""}, "visibility": "public", "commentsEnabled": True}, token=alice)
        alices_post = post["id"]
        two.json("POST", f"/v1/posts/{bobs_post}/comments", {"text": "from bobby"}, token=bob)

        def view(hub, blocked):
            """What alice sees of bobby through `hub`; answers the number of disagreements with `blocked`."""
            wrong = 0
            _, page = hub.json("GET", "/v1/posts?q=ladder&sort=new&limit=20", token=alice)
            shown = any(p["id"] == bobs_post for p in page["posts"])
            wrong += shown == blocked
            status, _ = hub.json("GET", f"/v1/posts/{bobs_post}", token=alice)
            wrong += (status == 404) != blocked
            other = two if hub is one else one
            status, _ = other.json("POST", f"/v1/posts/{alices_post}/comments", {"text": "hi"}, token=bob)
            wrong += (status == 403) != blocked
            return wrong

        for index in range(rounds):
            first, second = (one, two) if index % 2 == 0 else (two, one)
            status, _ = first.json("PUT", "/v1/blocks/bobby", token=alice)
            inconsistencies += status != 204
            inconsistencies += view(second, True)
            status, _ = second.json("DELETE", "/v1/blocks/bobby", token=alice)
            inconsistencies += status != 204
            inconsistencies += view(first, False)
        checks.append((f"{rounds} block/unblock rounds across instances: {inconsistencies} inconsistencies",
                       inconsistencies == 0))

        # Anonymous answers are kept per instance (a post's page, a search): a visibility change made through one
        # instance must show on the very next anonymous request to the other, kept page or not.
        stale = 0
        for index in range(rounds):
            writer, reader = (one, two) if index % 2 == 0 else (two, one)
            for _ in range(2):  # the second read is answered from the kept page when nothing changed
                stale += reader.request("GET", f"/v1/posts/{bobs_post}")[0] != 200
                stale += not any(p["id"] == bobs_post for p in reader.json("GET", "/v1/posts?q=ladder")[1]["posts"])
            status, _ = writer.json("PATCH", f"/v1/posts/{bobs_post}", {"visibility": "private"}, token=bob)
            stale += status != 200
            stale += reader.request("GET", f"/v1/posts/{bobs_post}")[0] != 404
            stale += any(p["id"] == bobs_post for p in reader.json("GET", "/v1/posts?q=ladder")[1]["posts"])
            status, _ = writer.json("PATCH", f"/v1/posts/{bobs_post}", {"visibility": "public"}, token=bob)
            stale += status != 200
        checks.append((f"{rounds} private/public rounds, anonymous reads on the other instance: {stale} stale answers",
                       stale == 0))
        inconsistencies += stale

        # The comment limit counts both instances: carol's comments alternate between them.
        carol = one.sign_up("carol")
        statuses = [(one if n % 2 == 0 else two).json("POST", f"/v1/posts/{alices_post}/comments",
                                                      {"text": f"burst {n}"}, token=carol)[0]
                    for n in range(COMMENT_LIMIT + 4)]
        accepted = statuses.count(201)
        limited = statuses[accepted:]
        checks.append((f"a burst of {len(statuses)} comments alternating between instances: {accepted} accepted, "
                       f"then {len(limited)} × 429", accepted == COMMENT_LIMIT and set(limited) == {429}))
        inconsistencies += accepted != COMMENT_LIMIT
    finally:
        for hub in hubs:
            hub.stop()
        subprocess.run([POSTGRES, "stop", folder], check=False)
    print(f"hub_two_instances: {inconsistencies} inconsistencies")
    hub_server.verdict(checks)


if __name__ == "__main__":
    main()
