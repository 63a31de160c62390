#!/usr/bin/env bash
# A private PostgreSQL cluster in a temporary folder, for tests and benchmarks: initdb, pg_ctl, a Unix socket in that
# folder (no TCP), a free port number for the socket's name, trust authentication for the superuser `hub`.
# PostgreSQL refuses to run as root: as root the folder is given to the `postgres` user and the server runs as it.
#
#   scripts/testing/postgres.sh run [--tuned] -- COMMAND...   start, run COMMAND with INTERFIT_HUB_TEST_POSTGRES set
#                                                           to the cluster's URL, stop (also on failure or Ctrl-C)
#   scripts/testing/postgres.sh start [--tuned] DIR          start a cluster in the new folder DIR; prints its URL
#   scripts/testing/postgres.sh stop DIR                     stop it (fast shutdown) and remove DIR
#   scripts/testing/postgres.sh bin                          prints the folder of initdb/pg_ctl, or fails
#
# --tuned: shared_buffers and work memory for a million posts (benchmarks); tests use the defaults.
# The URL names database `postgres`; tests and scripts create their own databases in it.
set -euo pipefail

bin() {
    local dir
    for dir in /usr/lib/postgresql/*/bin; do
        if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then echo "$dir"; return 0; fi
    done
    command -v initdb >/dev/null && dirname "$(command -v initdb)" && return 0
    echo "postgres.sh: no PostgreSQL server (initdb, pg_ctl); install the Debian package postgresql" >&2
    return 1
}

# Runs a PostgreSQL program as the user that owns the data (postgres when we are root).
as_owner() {
    if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

free_port() {
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()'
}

start() {
    local tuned=$1 dir=$2 pgbin port
    pgbin=$(bin)
    mkdir -p "$dir"
    dir=$(cd "$dir" && pwd)
    if [ "$(id -u)" -eq 0 ]; then
        chown postgres: "$dir"
        chmod 0700 "$dir"
    fi
    as_owner "$pgbin/initdb" -D "$dir/data" -U hub --auth=trust -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 || {
        cat "$dir/initdb.log" >&2
        return 1
    }
    port=$(free_port)
    local options="-c listen_addresses='' -c unix_socket_directories='$dir' -c port=$port -c max_connections=200"
    options+=" -c log_min_messages=warning -c logging_collector=off"
    if [ "$tuned" = 1 ]; then
        options+=" -c shared_buffers=512MB -c work_mem=16MB -c maintenance_work_mem=512MB -c effective_cache_size=4GB"
        options+=" -c max_wal_size=4GB -c checkpoint_timeout=15min -c random_page_cost=1.1 -c jit=off"
    fi
    as_owner "$pgbin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -o "$options" -w -t 60 start >/dev/null || {
        cat "$dir/server.log" >&2
        return 1
    }
    echo "$port" >"$dir/port"
    echo "postgres://hub@localhost/postgres?host=$dir&port=$port"
}

stop() {
    local dir=$1 pgbin
    pgbin=$(bin)
    if [ -f "$dir/data/postmaster.pid" ]; then
        as_owner "$pgbin/pg_ctl" -D "$dir/data" -m fast -w -t 60 stop >/dev/null || true
    fi
    rm -rf "$dir"
}

command=${1:-}
shift || true
tuned=0
if [ "${1:-}" = --tuned ]; then tuned=1; shift; fi
case "$command" in
bin) bin ;;
start) start "$tuned" "$1" ;;
stop) stop "$1" ;;
run)
    [ "${1:-}" = -- ] && shift
    folder=$(mktemp -d /tmp/interfit-pg.XXXXXX)
    trap 'stop "$folder"' EXIT INT TERM
    url=$(start "$tuned" "$folder")
    INTERFIT_HUB_TEST_POSTGRES=$url "$@"
    ;;
*)
    sed -n '2,16p' "$0" >&2
    exit 64
    ;;
esac
