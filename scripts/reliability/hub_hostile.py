#!/usr/bin/env python3
"""Hostile input against a running hub: nothing crashes, nothing answers 5xx, every refusal is a JSON error
with the right status, and nothing refused is stored.

Oversized bodies (1 MiB + 1 and 8 MiB), deep JSON, invalid UTF-8, 10,000-character handles, SQL and markup in
every text field, negative/huge/garbage page sizes and cursors, forged, revoked and malformed tokens, broken
query escapes. Text fields that are valid text keep SQL or markup verbatim (they are data, never code): the
script checks they come back byte for byte and that the database still holds every table.
Options: --binary PATH (default: the release build).
"""
import json
import os
import shutil
import sqlite3
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "testing"))
import hub_server  # noqa: E402

SQL = "'; DROP TABLE posts; --"
MARKUP = "<script>alert(1)</script><img src=x onerror=alert(2)>"


def counts(database):
    """Rows per table, read through a separate read-only connection."""
    connection = sqlite3.connect(f"file:{database}?mode=ro", uri=True)
    try:
        return {table: connection.execute(f"SELECT count(*) FROM {table}").fetchone()[0]
                for table in ("accounts", "sessions", "posts", "comments", "reports", "blocks", "reactions")}
    finally:
        connection.close()


def main():
    binary = hub_server.binary_from_args()
    folder = hub_server.scratch()
    database = os.path.join(folder, "hub.sqlite")
    hub = hub_server.Hub(binary, database, limit_scale=1000).start()
    results = []  # (case, status, ok)
    try:
        alice = hub.sign_up("alice")
        bob = hub.sign_up("bob")
        status, post = hub.json("POST", "/v1/posts", {"title": "Base", "plan": hub_server.plan_file()}, token=alice)
        post_id = post["id"]
        revoked = hub.sign_up("carol")
        hub.request("DELETE", "/v1/sessions/current", token=revoked)
        before = counts(database)

        def expect(case, method, path, status, body=None, token=None, headers=None):
            got, _, data = hub.request(method, path, body, token, headers)
            try:
                code = json.loads(data)["error"]["code"]
            except (ValueError, KeyError, TypeError):
                code = None
            results.append((case, got, got == status and code is not None))

        huge = b"{" + b" " * (8 << 20) + b"}"
        just_over = b" " * ((1 << 20) + 1)
        deep = '{"title":"x","plan":' + "[" * 100_000 + "]" * 100_000 + "}"
        bad_utf8 = b'{"handle":"\xff\xfe\xc3","password":"correct horse"}'
        long_handle = "h" * 10_000
        writes = [("POST", "/v1/accounts", None), ("POST", "/v1/sessions", None), ("POST", "/v1/posts", alice),
                  ("PATCH", f"/v1/posts/{post_id}", alice), ("POST", f"/v1/posts/{post_id}/comments", bob),
                  ("POST", "/v1/reports", bob)]
        for method, path, token in writes:
            expect(f"8 MiB body {method} {path}", method, path, 413, huge, token)
            expect(f"1 MiB + 1 body {method} {path}", method, path, 413, just_over, token)
            expect(f"deep JSON {method} {path}", method, path, 400, deep, token)
            expect(f"invalid UTF-8 {method} {path}", method, path, 400, bad_utf8, token)
            expect(f"not JSON {method} {path}", method, path, 400, b"handle=alice&password=x", token)
            expect(f"JSON array {method} {path}", method, path, 400, b"[1,2,3]", token)
        for handle in (long_handle, "ab", SQL, MARKUP, "a\u0000b", "evil\u001b[2J", "\u202eevil"):
            expect(f"handle {handle[:16]!r} register", "POST", "/v1/accounts", 400,
                   {"handle": handle, "password": "correct horse"})
            expect(f"handle {handle[:16]!r} sign-in", "POST", "/v1/sessions", 400,
                   {"handle": handle, "password": "correct horse"})
            expect(f"handle {handle[:16]!r} report", "POST", "/v1/reports", 400,
                   {"targetKind": "user", "targetId": handle, "reason": "spam"}, bob)
        expect("10,000-character handle in a block path", "PUT", "/v1/blocks/" + long_handle, 400, token=bob)
        for field, value in [("title", "a\u001b[2Jb"), ("title", ""), ("title", "t" * 81), ("notes", "n" * 1001),
                             ("notes", "bell\u0007"), ("tags", ["with space"]), ("tags", ["t"] * 9)]:
            expect(f"post {field}={str(value)[:20]!r}", "POST", "/v1/posts", 400,
                   {"title": "T", "plan": hub_server.plan_file(sets=9), field: value}, alice)
        expect("change line over 120", "POST", "/v1/posts", 400,
               {"title": "T", "plan": hub_server.plan_file(sets=9), "changeNote": {"line": "x" * 121}}, alice)
        expect("change line with a line feed", "POST", "/v1/posts", 400,
               {"title": "T", "plan": hub_server.plan_file(sets=9), "changeNote": {"line": "a\nb"}}, alice)
        expect("unknown change chip", "POST", "/v1/posts", 400,
               {"title": "T", "plan": hub_server.plan_file(sets=9), "changeNote": {"chips": ["faster"]}}, alice)
        for plan in [{"formatVersion": 1}, {"formatVersion": 99, "name": "x", "setsCount": 1, "workSeconds": 10},
                     hub_server.plan_file(sets=1000), hub_server.plan_file(work=-5), "not a plan", [1, 2]]:
            expect(f"plan {str(plan)[:30]}", "POST", "/v1/posts", 400, {"title": "T", "plan": plan}, alice)
        expect("comment over 1000", "POST", f"/v1/posts/{post_id}/comments", 400, {"text": "c" * 1001}, bob)
        expect("comment with ESC", "POST", f"/v1/posts/{post_id}/comments", 400, {"text": "\u001b]0;pwned\u0007"}, bob)
        expect("report note over 500", "POST", "/v1/reports", 400,
               {"targetKind": "post", "targetId": post_id, "reason": "spam", "note": "n" * 501}, bob)
        for query in ["limit=-1", "limit=0", "limit=101", "limit=1000000000000000000000", "limit=1e3", "limit=",
                      "cursor=AAAA", "cursor=" + "A" * 5000, "sort=random", "duration=5", "q=%ZZ", "q=%FF%FE",
                      "q=" + "q" * 201, "q=a%00b", "tag=" + "t" * 30, "nope=1"]:
            expect(f"GET /v1/posts?{query[:30]}", "GET", "/v1/posts?" + query, 400)
        expect("comments limit=-5", "GET", f"/v1/posts/{post_id}/comments?limit=-5", 400)
        for token in ["forged", "x" * 300, revoked]:
            expect(f"token {token[:10]!r} write", "POST", "/v1/posts", 401,
                   {"title": "T", "plan": hub_server.plan_file(sets=11)}, token)
            expect(f"token {token[:10]!r} read", "GET", "/v1/posts", 401, token=token)
        for header in ["Bearer", "Basic YWxpY2U6cGFzc3dvcmQ=", "bearer  ", "Token abc"]:
            expect(f"Authorization: {header}", "GET", "/v1/sessions/current", 401, headers={"Authorization": header})
        expect("unknown route", "GET", "/v1/../../etc/passwd", 404)
        expect("apply with a hostile install id", "POST", f"/v1/posts/{post_id}/apply", 400,
               headers={"Interfit-Install-Id": "<script>"})
        after_refusals = counts(database)
        # Valid text holding SQL or markup is stored verbatim and returned byte for byte.
        status, kept = hub.json("POST", "/v1/posts", {"title": SQL, "plan": hub_server.plan_file(sets=12),
                                                      "notes": MARKUP, "changeNote": {"line": MARKUP}}, token=alice)
        stored_title = kept and kept["title"] == SQL and kept["detail"]["notes"] == MARKUP
        status_c, comment = hub.json("POST", f"/v1/posts/{post_id}/comments", {"text": SQL + MARKUP}, token=bob)
        stored_comment = comment and comment["text"] == SQL + MARKUP
        status_q, found = hub.json("GET", "/v1/posts?q=" + "%27%3B%20DROP%20TABLE%20posts%3B%20--")
        alive = hub.alive()
        final = counts(database)
    finally:
        code = hub.stop()
        shutil.rmtree(folder, ignore_errors=True)
    failures = [(case, status) for case, status, ok in results if not ok]
    server_errors = [(case, status) for case, status, _ in results if status >= 500]
    print(f"hub_hostile: {len(results)} hostile requests")
    print(f"  statuses: " + ", ".join(f"{s}×{sum(1 for _, t, _ in results if t == s)}"
                                      for s in sorted({t for _, t, _ in results})))
    for case, status in failures:
        print(f"  unexpected: {case} → {status}")
    print(f"  rows before {before}, after the refusals {after_refusals}")
    print(f"  SQL and markup kept as text: post {status} {bool(stored_title)}, comment {status_c} "
          f"{bool(stored_comment)}, SQL as a search {status_q} with {len(found['posts']) if found else '?'} posts; "
          f"tables after: {final}")
    hub_server.verdict([
        ("0 crashes (the hub is still running, then exits 0 on SIGTERM)", alive and code == 0),
        ("0 answers 5xx", not server_errors),
        ("every refusal is a JSON error with the expected status", not failures),
        ("nothing refused was stored", before == after_refusals),
        ("SQL and markup in text are data, returned verbatim", bool(stored_title) and bool(stored_comment)),
        ("every table still there", final["posts"] == before["posts"] + 1 and final["comments"] == 1),
    ])


if __name__ == "__main__":
    main()
