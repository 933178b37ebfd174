#!/usr/bin/env bash
# PNG snapshots with one headless Chromium: `vitrine snapshot --jobs 1 --engine chromium` of 20 shots
# (five demo campaigns × phone and tablet × light and dark), as shots per second (the browser's
# start-up counted in; the process's own start, planning and exit apart; scripts/bench/snapshot-scale.sh
# measures --jobs 2); the same 20 shots drawn by WebKit (`--engine webkit`, WebKitGTK's MiniBrowser
# under Xvfb; Chromium still measures the native messages' layout, as in the Chromium run) and their
# rate over Chromium's, measured in this run; and 20 sequential GET /campaigns/ID/preview.png from the
# live server against the HTML preview.
set -euo pipefail
: "${VITRINE_URL:?run through make bench}"
work=${BENCH_WORK:?run through make bench}
ids=(--id demo-welcome --id demo-spring-sale --id demo-level-up --id demo-rate-us --id demo-holdout)
# shoot ENGINE → ENGINE.txt, ENGINE.err, and `rate`, its shots per second (the browsers' start counted in).
shoot() {
    "$VITRINE_BIN" snapshot --demo "${ids[@]}" --device phone --device tablet --appearance light --appearance dark --jobs 1 \
        --engine "$1" --out "$work/snapshots-$1" > "$work/$1.txt" 2> "$work/$1.err"
    local shots seconds
    shots=$(grep -c "^wrote .* \[$1\]$" "$work/$1.txt")
    [[ $shots == 20 ]] || { echo "snapshot.error: expected 20 $1 shots, got $shots"; cat "$work/$1.err"; exit 1; }
    seconds=$(sed -n 's/^20 snapshots in \([0-9.]*\) s$/\1/p' "$work/$1.err")
    rate=$(awk -v s="$seconds" 'BEGIN { printf "%.2f", 20 / s }')
}
start=$(date +%s.%N)
shoot chromium
chromium=$rate
end=$(date +%s.%N)
seconds=$(sed -n 's/^20 snapshots in \([0-9.]*\) s$/\1/p' "$work/chromium.err")
echo "snapshot.cli_shots: 20"
echo "snapshot.cli_shots_per_sec: $chromium"
awk -v s="$seconds" -v a="$start" -v b="$end" 'BEGIN { printf "snapshot.cli_start_and_exit_sec: %.2f\n", (b - a) - s }'
shoot webkit
webkit=$rate
echo "snapshot.webkit_cli_shots_per_sec: $webkit"
awk -v w="$webkit" -v c="$chromium" 'BEGIN { printf "snapshot.webkit_over_chromium_ratio: %.2f\n", w / c }'

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
