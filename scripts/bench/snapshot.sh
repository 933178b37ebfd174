#!/usr/bin/env bash
# PNG snapshots with one headless Chromium: `vitrine snapshot --jobs 1` of 20 shots (five demo campaigns
# × phone and tablet × light and dark), as shots per second (the browser's start-up counted in; the
# process's own start, planning and exit apart; scripts/bench/snapshot-scale.sh measures --jobs 2),
# and 20 sequential GET /campaigns/ID/preview.png from the live server against the HTML preview.
set -euo pipefail
: "${VITRINE_URL:?run through make bench}"
work=${BENCH_WORK:?run through make bench}
ids=(--id demo-welcome --id demo-spring-sale --id demo-level-up --id demo-rate-us --id demo-holdout)
start=$(date +%s.%N)
"$VITRINE_BIN" snapshot --demo "${ids[@]}" --device phone --device tablet --appearance light --appearance dark --jobs 1 \
    --out "$work/snapshots" > "$work/snapshot.txt" 2> "$work/snapshot.err"
end=$(date +%s.%N)
shots=$(grep -c '^wrote' "$work/snapshot.txt")
[[ $shots == 20 ]] || { echo "snapshot.error: expected 20 shots, got $shots"; cat "$work/snapshot.err"; exit 1; }
seconds=$(sed -n 's/^20 snapshots in \([0-9.]*\) s$/\1/p' "$work/snapshot.err")
echo "snapshot.cli_shots: $shots"
awk -v s="$seconds" 'BEGIN { printf "snapshot.cli_shots_per_sec: %.2f\n", 20 / s }'
awk -v s="$seconds" -v a="$start" -v b="$end" 'BEGIN { printf "snapshot.cli_start_and_exit_sec: %.2f\n", (b - a) - s }'

# The dashboard's PNG route, one request at a time (the shared browser takes one shot at a time).
timed() {
    local from to
    from=$(date +%s.%N)
    for _ in $(seq 20); do
        curl -fs -o /dev/null -H "Authorization: Bearer $VITRINE_ADMIN_TOKEN" "$VITRINE_URL$1"
    done
    to=$(date +%s.%N)
    awk -v a="$from" -v b="$to" 'BEGIN { printf "%.2f", 20 / (b - a) }'
}
curl -fs -o /dev/null -H "Authorization: Bearer $VITRINE_ADMIN_TOKEN" "$VITRINE_URL/campaigns/demo-spring-sale/preview.png" \
    || { echo "snapshot.error: preview.png failed"; exit 1; }
png=$(timed "/campaigns/demo-spring-sale/preview.png?appearance=dark")
html=$(timed "/campaigns/demo-spring-sale/render?appearance=dark")
echo "snapshot.png_route_sequential_per_sec: $png"
echo "snapshot.html_route_sequential_per_sec: $html"
awk -v p="$png" -v h="$html" 'BEGIN { printf "snapshot.png_over_html_route_ratio: %.4f\n", (h > 0 ? p / h : 0) }'
