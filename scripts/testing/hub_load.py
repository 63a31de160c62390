"""Load helpers for the hub's scripts: wrk runs (plain or with a generated Lua script) and a private nginx.

Used by scripts/bench/hub_postgres.py and scripts/reliability/hub_nginx_drain.py. Everything listens on 127.0.0.1
only; nginx runs in the foreground from a temporary prefix and is stopped by the script that started it.
"""
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import tempfile
import time

import hub_server


def milliseconds(text):
    """wrk's latency text (`812.00us`, `1.20ms`, `2.00s`) in milliseconds."""
    number, unit = re.fullmatch(r"([\d.]+)(us|ms|s)", text).groups()
    return float(number) * {"us": 0.001, "ms": 1.0, "s": 1000.0}[unit]


def wrk(url, seconds, connections=64, headers=(), script=None):
    """Runs wrk (2 threads, --latency) and answers p50/p99 (ms), rate (requests/s), requests and errors (socket
    errors plus answers that were not 2xx or 3xx)."""
    command = ["wrk", "-t2", f"-c{connections}", f"-d{seconds}s", "--latency"]
    for header in headers:
        command += ["-H", header]
    if script:
        command += ["-s", script]
    out = subprocess.run(command + [url], check=True, capture_output=True, text=True).stdout
    socket_errors = sum(int(n) for n in re.findall(r"(?:connect|read|write|timeout) (\d+)", out))
    non2xx = int(m.group(1)) if (m := re.search(r"Non-2xx or 3xx responses: (\d+)", out)) else 0
    return {
        "p50": milliseconds(re.search(r"^\s+50%\s+(\S+)", out, re.M).group(1)),
        "p99": milliseconds(re.search(r"^\s+99%\s+(\S+)", out, re.M).group(1)),
        "rate": float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1)),
        "requests": int(re.search(r"(\d+) requests in", out).group(1)),
        "errors": socket_errors + non2xx,
    }


# A wrk script of writes: each of wrk's threads signs its requests with a token of its own (its own account, so
# one author's rate limits and content hashes are not shared), and every request changes something.
WRITES_LUA = r"""
local tokens = %(tokens)s
local posts = %(posts)s
local kind = %(kind)s
local made = 0
local n = 0

function setup(thread)
  made = made + 1
  thread:set("account", made)
end

function request()
  n = n + 1
  local headers = {["Authorization"] = "Bearer " .. tokens[account], ["Content-Type"] = "application/json"}
  local post = posts[(n %% #posts) + 1]
  if kind == "like" then
    -- Every post of the list liked on the first pass, unliked on the next: each request inserts or deletes a row.
    local method = (math.floor(n / #posts) %% 2 == 0) and "PUT" or "DELETE"
    return wrk.format(method, "/v1/posts/" .. post .. "/like", headers)
  elseif kind == "comment" then
    return wrk.format("POST", "/v1/posts/" .. post .. "/comments", headers,
      '{"text":"wrk comment ' .. n .. '"}')
  elseif kind == "publish" then
    -- A plan no earlier request of this account published: sets and work seconds from the counter.
    local sets = 1 + (n %% 99)
    local work = 10 + math.floor(n / 99)
    local plan = '{"formatVersion":1,"name":"Load","setsCount":' .. sets .. ',"workSeconds":' .. work ..
      ',"restSeconds":10,"warmupSeconds":0,"cooldownSeconds":0,"rounds":1,"roundRestSeconds":0,"exercises":[]}'
    return wrk.format("POST", "/v1/posts", headers,
      '{"title":"Load ' .. n .. '","plan":' .. plan .. ',"changeNote":{"chips":[],"line":""},' ..
      '"visibility":"public","commentsEnabled":true}')
  else
    return wrk.format("GET", "/v1/posts/" .. post, {})
  end
end
"""


def write_script(folder, kind, tokens, posts):
    """Writes the wrk script for `kind` (like, comment, publish, read) in `folder` and answers its path."""
    path = os.path.join(folder, f"{kind}.lua")
    lua_list = lambda items: "{" + ", ".join(json.dumps(item) for item in items) + "}"  # noqa: E731
    with open(path, "w") as out:
        out.write(WRITES_LUA % {"tokens": lua_list(tokens), "posts": lua_list(posts), "kind": json.dumps(kind)})
    return path


class Nginx:
    """nginx in the foreground from a temporary prefix on a free loopback port: `serving(name, data)` serves a file,
    `proxy(ports)` balances over hubs on those loopback ports as deploy/nginx-interfit-hub.conf does (without TLS)."""

    def __init__(self, locations):
        self.prefix = tempfile.mkdtemp(prefix="interfit-nginx.")
        os.chmod(self.prefix, 0o755)
        self.port = hub_server.free_port()
        self.error_log = os.path.join(self.prefix, "error.log")
        config = f"""
worker_processes auto;
daemon off;
pid {self.prefix}/nginx.pid;
error_log {self.error_log} warn;
events {{ worker_connections 1024; }}
http {{
    access_log off;
    client_body_temp_path {self.prefix}/body;
    proxy_temp_path {self.prefix}/proxy;
    fastcgi_temp_path {self.prefix}/fastcgi;
    uwsgi_temp_path {self.prefix}/uwsgi;
    scgi_temp_path {self.prefix}/scgi;
    keepalive_requests 1000000;
    {locations}
}}
"""
        self.config = os.path.join(self.prefix, "nginx.conf")
        with open(self.config, "w") as out:
            out.write(config.replace("PORT", str(self.port)))
        self.process = None

    @classmethod
    def serving(cls, name, data):
        """nginx serving `data` as the file `/name` (ETag on, as for any static file)."""
        server = cls("""server {
        listen 127.0.0.1:PORT;
        location / { root SITE; default_type application/json; etag on; }
    }""")
        site = os.path.join(server.prefix, "site")
        os.makedirs(site, mode=0o755)
        with open(os.path.join(site, name), "wb") as out:
            out.write(data)
        os.chmod(os.path.join(site, name), 0o644)
        with open(server.config) as config:
            text = config.read()
        with open(server.config, "w") as config:
            config.write(text.replace("SITE", site))
        return server

    @classmethod
    def proxy(cls, ports):
        servers = "\n".join(f"        server 127.0.0.1:{port} max_fails=0;" for port in ports)
        return cls(f"""upstream interfit_hub {{
{servers}
        keepalive 64;
    }}
    server {{
        listen 127.0.0.1:PORT;
        client_max_body_size 2m;
        location / {{
            proxy_pass http://interfit_hub;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_set_header Host $host;
            proxy_connect_timeout 2s;
            proxy_read_timeout 30s;
            proxy_next_upstream error timeout http_502 http_503;
            proxy_next_upstream_tries 2;
        }}
    }}""")

    def start(self, deadline=15.0):
        if shutil.which("nginx") is None and not os.path.exists("/usr/sbin/nginx"):
            raise RuntimeError("nginx is missing (apt-get install nginx-light)")
        nginx = shutil.which("nginx") or "/usr/sbin/nginx"
        self.process = subprocess.Popen([nginx, "-p", self.prefix, "-c", self.config], stdout=subprocess.DEVNULL,
                                        stderr=subprocess.DEVNULL)
        end = time.monotonic() + deadline
        while time.monotonic() < end:
            if self.process.poll() is not None:
                with open(self.error_log, errors="replace") as log:
                    raise RuntimeError(f"nginx exited with {self.process.returncode}: {log.read()[-2000:]}")
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=1):
                    return self
            except OSError:
                time.sleep(0.05)
        raise RuntimeError("nginx did not listen in time")

    def errors(self):
        """The lines of nginx's error log (upstream failures show here)."""
        with open(self.error_log, errors="replace") as log:
            return [line.rstrip("\n") for line in log if line.strip()]

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGQUIT)  # graceful
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        shutil.rmtree(self.prefix, ignore_errors=True)

