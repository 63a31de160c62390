#!/usr/bin/env python3
"""nginx drains a hub instance with no failed request: two hubs over one PostgreSQL behind nginx, each stopped
(SIGTERM) and started again in turn while wrk keeps reading and liking through nginx.

Starts a private PostgreSQL (scripts/testing/postgres.sh), two `interfit-hub serve` on fixed loopback ports, and
nginx (scripts/testing/hub_load.py: the upstream block of deploy/nginx-interfit-hub.conf without TLS). wrk sends,
through nginx for --seconds at 16 connections, anonymous post pages and searches and a signed-in reader's likes
and unlikes (PUT/DELETE: idempotent, so nginx may send one again to the other instance). Meanwhile each hub in turn
gets SIGTERM, must exit 0, and is started again on its port. Prints the requests, the errors (socket errors and
answers that were not 2xx/3xx: 0 expected), each stop's exit code and time, and nginx's upstream log lines.
Options: --seconds S (default 16) --binary PATH.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "testing"))
import hub_load  # noqa: E402
import hub_server  # noqa: E402
from hub_two_instances import POSTGRES, private_database  # noqa: E402

MIXED_LUA = r"""
local token = %(token)s
local posts = %(posts)s
local n = 0

function request()
  n = n + 1
  local post = posts[(n %% #posts) + 1]
  local step = n %% 4
  if step == 0 then
    return wrk.format("GET", "/v1/posts/" .. post, {})
  elseif step == 1 then
    return wrk.format("GET", "/v1/posts?q=drain&sort=new&limit=20", {})
  else
    local method = (math.floor(n / 4) %% 2 == 0) and "PUT" or "DELETE"
    return wrk.format(method, "/v1/posts/" .. post .. "/like", {["Authorization"] = "Bearer " .. token})
  end
end
"""


def main():
    seconds = int(sys.argv[sys.argv.index("--seconds") + 1]) if "--seconds" in sys.argv else 16
    binary = hub_server.binary_from_args()
    folder = tempfile.mkdtemp(prefix="interfit-drain.")
    database = private_database(folder)
    scratch = tempfile.mkdtemp(prefix="interfit-drain-load.")
    hubs, nginx, stops = [], None, []
    try:
        subprocess.run([binary, "migrate", "--db", database], check=True, stdout=subprocess.DEVNULL)
        hubs = [hub_server.Hub(binary, database, limit_scale=1000).start() for _ in range(2)]
        author = hubs[0].sign_up("drainer")
        reader = hubs[1].sign_up("reader")
        posts = []
        for n in range(12):
            status, post = hubs[n % 2].json("POST", "/v1/posts", {
                "title": f"Drain {n}", "plan": hub_server.plan_file(sets=n + 1, name="Drain"),
                "changeNote": {"chips": [], "line": ""}, "visibility": "public", "commentsEnabled": True},
                token=author)
            assert status == 201, status
            posts.append(post["id"])
        nginx = hub_load.Nginx.proxy([hub.port for hub in hubs]).start()
        script = os.path.join(scratch, "mixed.lua")
        lua_list = "{" + ", ".join(f'"{post}"' for post in posts) + "}"
        with open(script, "w") as out:
            out.write(MIXED_LUA % {"token": f'"{reader}"', "posts": lua_list})

        def restart_each():
            """Stops each hub in turn with SIGTERM while the load runs, then starts it again on its port."""
            time.sleep(seconds * 0.2)
            for index, hub in enumerate(hubs):
                started = time.monotonic()
                code = hub.stop(deadline=20)
                stops.append((index + 1, code, time.monotonic() - started))
                time.sleep(seconds * 0.1)
                hubs[index] = hub_server.Hub(binary, database, limit_scale=1000, port=hub.port).start()
                time.sleep(seconds * 0.15)

        cycler = threading.Thread(target=restart_each)
        cycler.start()
        run = hub_load.wrk(f"http://127.0.0.1:{nginx.port}/", seconds, connections=16, script=script)
        cycler.join()
        upstream = [line for line in nginx.errors() if "upstream" in line]
    finally:
        if nginx:
            nginx.stop()
        for hub in hubs:
            hub.stop()
        subprocess.run([POSTGRES, "stop", folder], check=False)
        shutil.rmtree(scratch, ignore_errors=True)
    print(f"hub_nginx_drain: {run['requests']:,} requests through nginx in {seconds} s at 16 connections "
          f"({run['rate']:,.0f}/s, p50 {run['p50']:.2f} ms, p99 {run['p99']:.2f} ms): {run['errors']} errors")
    for index, code, took in stops:
        print(f"  hub {index}: SIGTERM → exit {code} after {took:.2f} s, started again on its port")
    print(f"  nginx's upstream log: {len(upstream)} lines (a connection an instance closed while draining, "
          "sent again to the other)")
    kinds = {}
    for line in upstream:
        kind = re.sub(r"^\S+ \S+ \[(\w+)\] \S+ \*\d+ ", r"[\1] ", line).split(", client:")[0]
        kinds[kind] = kinds.get(kind, 0) + 1
    for kind, count in sorted(kinds.items(), key=lambda item: -item[1])[:8]:
        print(f"    {count:>7} × {kind[:150]}")
    hub_server.verdict([
        ("0 failed requests while each instance drains", run["errors"] == 0),
        ("each instance exits 0 on SIGTERM", len(stops) == 2 and all(code == 0 for _, code, _ in stops)),
    ])


if __name__ == "__main__":
    main()
