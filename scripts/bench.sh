#!/usr/bin/env bash
# `make bench`: starts the release server and the anchor (`vitrine-anchor`: a bare Hummingbird app
# answering /healthz with "ok", built with the same flags) on free loopback ports, measures
# /healthz against the anchor, then runs every scripts/bench/*.sh and the in-process measurements
# of vitrine-bench. Every figure is printed as `name: value`; ratios are measured within this one
# run (`ratio_to_anchor` measures the anchor just before and just after the route and divides by
# their mean), so they compare across machines and loads.
set -euo pipefail
cd "$(dirname "$0")/.."
release=${1:-.build/release}
bin="$release/vitrine"
source scripts/lib-server.sh
work=$(mktemp -d)
anchor=""
trap 'stop_server; [[ -n $anchor ]] && kill "$anchor" 2>/dev/null; rm -rf "$work"' EXIT
start_server "$bin" "$work" --log-level warning
export BENCH_WORK="$work"
rss_kib() { awk '/VmRSS/ {print $2}' "/proc/$1/status"; }
echo "bench.load_average: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "server.idle_rss_kib: $(rss_kib "$server")"

anchor_port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
"$release/vitrine-anchor" "$anchor_port" > "$work/anchor.log" 2>&1 &
anchor=$!
export ANCHOR_URL="http://127.0.0.1:$anchor_port"
for _ in $(seq 50); do curl -fs -o /dev/null "$ANCHOR_URL/healthz" && break; sleep 0.1; done

# Requests per second of one URL: wrk, 2 threads, 32 connections, BENCH_SECONDS (default 10), signed in as admin.
rps() {
    wrk -t2 -c32 -d"${BENCH_SECONDS:-10}s" --latency -H "Authorization: Bearer $VITRINE_ADMIN_TOKEN" "$1" > "$BENCH_WORK/wrk.txt"
    awk '/Requests\/sec/ {print $2}' "$BENCH_WORK/wrk.txt"
}
# ratio_to_anchor NAME URL: NAME.requests_per_sec, NAME.p99_latency, NAME.anchor_requests_per_sec
# (the anchor's /healthz just before and just after, averaged) and NAME.ratio_to_anchor.
ratio_to_anchor() {
    local before target p99 after
    before=$(rps "$ANCHOR_URL/healthz")
    target=$(rps "$2")
    p99=$(awk '$1 == "99%" {print $2}' "$BENCH_WORK/wrk.txt")
    after=$(rps "$ANCHOR_URL/healthz")
    echo "$1.requests_per_sec: $target"
    echo "$1.p99_latency: $p99"
    awk -v n="$1" -v t="$target" -v a="$before" -v b="$after" \
        'BEGIN { printf "%s.anchor_requests_per_sec: %.2f\n%s.ratio_to_anchor: %.3f\n", n, (a + b) / 2, n, t / ((a + b) / 2) }'
}
ratio_to_anchor healthz "$url/healthz" | tee "$work/healthz.txt"
healthz=$(awk '$1 == "healthz.requests_per_sec:" {print $2}' "$work/healthz.txt")
echo "server.rss_after_healthz_kib: $(rss_kib "$server")"

export VITRINE_BIN="$bin" VITRINE_URL="$url" HEALTHZ_RPS="$healthz" VITRINE_SERVER_PID="$server"
export -f rps ratio_to_anchor
# BENCH_ONLY="preview list" runs only those scripts of scripts/bench/ (and no in-process figures).
for bench in scripts/bench/*.sh; do
    [[ -e $bench ]] || continue
    [[ -z ${BENCH_ONLY:-} || " $BENCH_ONLY " == *" $(basename "$bench" .sh) "* ]] || continue
    bash "$bench"
done
[[ -z ${BENCH_ONLY:-} ]] || exit 0
"$release/vitrine-bench" wire
"$release/vitrine-bench" engine
"$release/vitrine-bench" liquid
"$release/vitrine-bench" variants
