#!/usr/bin/env bash
# schemathesis (from PyPI, in a venv of its own) against the hub's served openapi.yaml: every operation, once
# anonymous and once with a bearer token. Passes when no answer is a server error and none breaks the schema
# (status codes, content types, headers and bodies as documented).
# Usage: scripts/testing/hub_schemathesis.sh [--binary PATH] [--max-examples N]   (default: release build, 30)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
binary=""
examples=30
while [ $# -gt 0 ]; do
    case $1 in
    --binary) binary=$2; shift 2 ;;
    --max-examples) examples=$2; shift 2 ;;
    *) echo "hub_schemathesis: unknown option $1" >&2; exit 64 ;;
    esac
done
venv=${HUB_SCHEMATHESIS_VENV:-${XDG_CACHE_HOME:-$HOME/.cache}/interfit-hub-schemathesis}
if [ ! -x "$venv/bin/st" ]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet --disable-pip-version-check 'schemathesis>=4,<5'
fi
if [ -z "$binary" ]; then
    binary=$(python3 -c "import sys; sys.path.insert(0, '$root/scripts/testing'); import hub_server; print(hub_server.release_binary())")
fi
binary=$(realpath "$binary")
work=$(mktemp -d)
port=$(python3 -c "import sys; sys.path.insert(0, '$root/scripts/testing'); import hub_server; print(hub_server.free_port())")
"$binary" serve --port "$port" --db "sqlite:$work/hub.sqlite" --log-level warning --limit-scale 1000 >"$work/hub.log" 2>&1 &
hub=$!
cleanup() {
    kill -TERM "$hub" 2>/dev/null || true
    wait "$hub" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
base=http://127.0.0.1:$port
for _ in $(seq 1 200); do
    curl -fs "$base/health" >/dev/null 2>&1 && break
    sleep 0.05
done
curl -fs -X POST "$base/v1/accounts" -H 'Content-Type: application/json' \
    -d '{"handle":"schemathesis","password":"correct horse battery"}' >/dev/null
token=$(curl -fs -X POST "$base/v1/sessions" -H 'Content-Type: application/json' \
    -d '{"handle":"schemathesis","password":"correct horse battery"}' | python3 -c 'import json,sys; print(json.load(sys.stdin)["token"])')
curl -fs -X POST "$base/v1/posts" -H 'Content-Type: application/json' -H "Authorization: Bearer $token" \
    -d '{"title":"Tabata","plan":{"formatVersion":1,"name":"Tabata","setsCount":8,"workSeconds":20,"restSeconds":10}}' >/dev/null
# schemathesis keeps a cache of failing examples in the folder it runs in: run it in the scratch folder.
cd "$work"
checks=not_a_server_error,status_code_conformance,content_type_conformance,response_headers_conformance,response_schema_conformance
status=0
for mode in anonymous token; do
    auth=()
    # With the token, signing out would revoke it for the operations after it: that one runs anonymous only.
    [ "$mode" = token ] && auth=(-H "Authorization: Bearer $token" --exclude-operation-id signOut)
    echo "==> schemathesis ($mode): every operation, $examples examples each"
    "$venv/bin/st" run "$base/openapi.yaml" --checks "$checks" --max-examples "$examples" --seed 20 \
        --phases examples,coverage,fuzzing --no-color --workers 1 --request-timeout 10 "${auth[@]}" || status=1
done
kill -0 "$hub" 2>/dev/null || { echo "hub_schemathesis: the hub died" >&2; status=1; }
exit $status
