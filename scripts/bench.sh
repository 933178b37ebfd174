#!/usr/bin/env bash
# `make bench`: starts the release server on a free loopback port, measures /healthz with wrk,
# then runs every scripts/bench/*.sh and the in-process measurements of vitrine-bench.
# Every figure is printed as `name: value`; ratios are measured within this one run.
set -euo pipefail
cd "$(dirname "$0")/.."
release=${1:-.build/release}
bin="$release/vitrine"
source scripts/lib-server.sh
work=$(mktemp -d)
trap 'stop_server; rm -rf "$work"' EXIT
start_server "$bin" "$work" --log-level warning
export BENCH_WORK="$work"
rss_kib() { awk '/VmRSS/ {print $2}' "/proc/$1/status"; }
echo "server.idle_rss_kib: $(rss_kib "$server")"

# Requests per second of one URL: wrk, 2 threads, 32 connections, BENCH_SECONDS (default 10), signed in as admin.
rps() {
    wrk -t2 -c32 -d"${BENCH_SECONDS:-10}s" --latency -H "Authorization: Bearer $VITRINE_ADMIN_TOKEN" "$1" > "$BENCH_WORK/wrk.txt"
    awk '/Requests\/sec/ {print $2}' "$BENCH_WORK/wrk.txt"
}
healthz=$(rps "$url/healthz")
echo "healthz.requests_per_sec: $healthz"
echo "healthz.p99_latency: $(awk '$1 == "99%" {print $2}' "$work/wrk.txt")"
echo "server.rss_after_healthz_kib: $(rss_kib "$server")"

export VITRINE_BIN="$bin" VITRINE_URL="$url" HEALTHZ_RPS="$healthz" VITRINE_SERVER_PID="$server"
export -f rps
for bench in scripts/bench/*.sh; do
    [[ -e $bench ]] || continue
    bash "$bench"
done
"$release/vitrine-bench" wire
"$release/vitrine-bench" engine
"$release/vitrine-bench" liquid
