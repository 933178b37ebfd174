#!/usr/bin/env bash
# Hostile load: while four clients send the costliest request of each kind (the
# four worst render-budget cases at full size as a viewer, a 1 MB login
# with a 79 kB boundary, 16 MiB form to a 1 MiB route, 50×50 trigger form, revisions of a 700 KB
# campaign, long searches), /healthz latency is measured with wrk; RSS before and after.
set -euo pipefail
: "${VITRINE_URL:?run through scripts/bench.sh}"
seconds=${BENCH_SECONDS:-10}
at_start=$(awk '/VmRSS/ {print $2}' "/proc/$VITRINE_SERVER_PID/status")
python3 Tests/hardening/hostile_load.py "$VITRINE_URL" "$VITRINE_SERVER_PID" "$seconds" > "$BENCH_WORK/hostile.txt" &
load=$!
sleep 3
wrk -t1 -c4 -d"$((seconds - 4))s" --latency "$VITRINE_URL/healthz" > "$BENCH_WORK/hostile-wrk.txt"
wait "$load"
cat "$BENCH_WORK/hostile.txt"
# The baseline is the server once the load's own data is stored and read back (a 700 KB campaign
# with twelve versions, a stored session): what the attack leaves is measured against it.
before=$(awk '$1 == "hostile.rss_after_setup_kib:" {print $2}' "$BENCH_WORK/hostile.txt")
sleep 5 # the server returns freed memory to the system every 2 s
after=$(awk '/VmRSS/ {print $2}' "/proc/$VITRINE_SERVER_PID/status")
echo "hostile.healthz_p99_latency: $(awk '$1 == "99%" {print $2}' "$BENCH_WORK/hostile-wrk.txt")"
echo "hostile.healthz_requests_per_sec: $(awk '/Requests\/sec/ {print $2}' "$BENCH_WORK/hostile-wrk.txt")"
echo "hostile.rss_at_start_kib: $at_start"
echo "hostile.rss_before_kib: $before"
echo "hostile.rss_after_kib: $after"
echo "hostile.rss_after_over_before: $(awk -v a="$after" -v b="$before" 'BEGIN {printf "%.2f", a / b}')"
