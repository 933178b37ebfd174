#!/usr/bin/env bash
# `make bench`: starts the release server on a free loopback port, measures /healthz with wrk,
# then runs every scripts/bench/*.sh and the in-process measurements of vitrine-bench.
# Every figure is printed as `name: value`; ratios are measured within this one run.
set -euo pipefail
cd "$(dirname "$0")/.."
release=${1:-.build/release}
bin="$release/vitrine"
work=$(mktemp -d)
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
"$bin" serve --http-host 127.0.0.1 --http-port "$port" --db-path "$work/vitrine.sqlite" --log-level warning > "$work/server.log" 2>&1 &
server=$!
cleanup() {
    kill "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
for _ in $(seq 1 150); do
    curl -fs "http://127.0.0.1:$port/healthz" > /dev/null 2>&1 && break
    sleep 0.2
done
url="http://127.0.0.1:$port"
rss_kib() { awk '/VmRSS/ {print $2}' "/proc/$1/status"; }
echo "server.idle_rss_kib: $(rss_kib "$server")"

# Requests per second of one URL: wrk, 2 threads, 32 connections, BENCH_SECONDS (default 10).
rps() {
    wrk -t2 -c32 -d"${BENCH_SECONDS:-10}s" --latency "$1" > "$work/wrk.txt"
    awk '/Requests\/sec/ {print $2}' "$work/wrk.txt"
}
healthz=$(rps "$url/healthz")
echo "healthz.requests_per_sec: $healthz"
echo "healthz.p99_latency: $(awk '$1 == "99%" {print $2}' "$work/wrk.txt")"
echo "server.rss_after_healthz_kib: $(rss_kib "$server")"

export VITRINE_BIN="$bin" VITRINE_URL="$url" HEALTHZ_RPS="$healthz" BENCH_WORK="$work"
export -f rps
for bench in scripts/bench/*.sh; do
    [[ -e $bench ]] || continue
    bash "$bench"
done
"$release/vitrine-bench" wire
"$release/vitrine-bench" engine
