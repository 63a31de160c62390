#!/usr/bin/env bash
# Runs module test suites again and again while every core is kept busy, and prints how many runs passed:
# a test that waits on time instead of on what it waits for fails here first.
set -euo pipefail

usage() {
    cat <<'EOF'
Usage: scripts/reliability/loaded_module_tests.sh [--runs N] [--scratch-path DIR] [MODULE...]

Builds each package under Modules/ named (default: AudioCue Train) once, then runs its tests N times in a row
(default 10) while one busy loop per core (`nproc`) loads the machine. Prints one line per run and a summary
("AudioCue: 10/10 passed"). Exit status: 0 every run passed, 1 a run failed, 2 bad usage.
EOF
}

root=$(cd "$(dirname "$0")/../.." && pwd)
runs=10
scratch="$root/.build-loaded"
modules=()
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) [ $# -ge 2 ] && [[ "$2" =~ ^[1-9][0-9]*$ ]] || { echo "--runs needs a positive count" >&2; exit 2; }
            runs=$2; shift 2 ;;
        --scratch-path) [ $# -ge 2 ] && [ -n "$2" ] || { echo "--scratch-path needs a folder" >&2; exit 2; }
            scratch=$2; shift 2 ;;
        -h | --help) usage; exit 0 ;;
        -*) echo "unknown option '$1' (see --help)" >&2; exit 2 ;;
        *) [ -f "$root/Modules/$1/Package.swift" ] || { echo "no package Modules/$1" >&2; exit 2; }
            modules+=("$1"); shift ;;
    esac
done
[ ${#modules[@]} -gt 0 ] || modules=(AudioCue Train)

for module in "${modules[@]}"; do
    (cd "$root/Modules/$module" && swift build --build-tests --scratch-path "$scratch" >/dev/null)
done

load=()
stop_load() { for pid in "${load[@]}"; do kill "$pid" 2>/dev/null || true; done; }
trap stop_load EXIT
for _ in $(seq "$(nproc)"); do
    (while :; do :; done) &
    load+=($!)
done
echo "loading $(nproc) cores with busy loops; $runs runs of: ${modules[*]}"

summary=()
failed=0
for module in "${modules[@]}"; do
    passed=0
    for run in $(seq "$runs"); do
        started=$SECONDS
        log="$scratch/loaded-$module-$run.log"
        if (cd "$root/Modules/$module" && swift test --skip-build --scratch-path "$scratch") >"$log" 2>&1; then
            passed=$((passed + 1))
            echo "$module run $run: passed ($((SECONDS - started)) s)"
        else
            failed=1
            echo "$module run $run: FAILED ($((SECONDS - started)) s); log: $log"
            grep -E '✘|error:' "$log" | head -n 5 || true
        fi
    done
    summary+=("$module: $passed/$runs passed")
done
printf '%s\n' "${summary[@]}"
exit "$failed"
