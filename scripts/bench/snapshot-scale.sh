#!/usr/bin/env bash
# `vitrine snapshot` at CI scale, in this one run:
# - shots per second of the demo set × phone and tablet × light and dark (32 shots) with --jobs 1
#   and with --jobs 2, the browsers' start counted in, and their ratio (the reports must match);
# - the cost of a four-way --shard of 96 shots (the demo set × iOS, Android and web × their phone,
#   tablet and desktop × light and dark), each run with --jobs 1: the sum of the four shard runs'
#   wall times over the unsharded run's (1.00 would be free; each shard starts its own process and
#   browser). The merged report must equal the unsharded one.
# Every shot is Chromium's (--engine chromium), so the figures stay those of one engine whether WebKit
# is installed or not; scripts/bench/snapshot.sh measures WebKit's shots beside Chromium's.
# The machine's load average is printed before and after: other work on the cores skews both.
set -euo pipefail
: "${VITRINE_BIN:?run through make bench}"
bin=$(realpath "$VITRINE_BIN") # the script works in its own folder below; make bench passes a relative path
work=${BENCH_WORK:?run through make bench}/snapshot-scale
mkdir -p "$work"
cd "$work"
echo "snapshot_scale.load_average_before: $(cut -d' ' -f1-3 /proc/loadavg)"

seconds_of() { sed -n 's/^[0-9]* snapshots\{0,1\} in \([0-9.]*\) s$/\1/p' "$1"; }
jobs_run() { # jobs_run N → jN.txt, jN.err, and the shots in out-jN/
    "$bin" snapshot --demo --device phone --device tablet --appearance light --appearance dark --engine chromium \
        --jobs "$1" --out out > "j$1.txt" 2> "j$1.err" || { echo "snapshot_scale.error: --jobs $1 failed"; cat "j$1.err"; exit 1; }
    mv out "out-j$1"
}
jobs_run 1
jobs_run 2
shots=$(wc -l < j1.txt)
cmp -s j1.txt j2.txt && diff -r out-j1 out-j2 > /dev/null || { echo "snapshot_scale.error: --jobs 2 output differs"; exit 1; }
one=$(seconds_of j1.err)
two=$(seconds_of j2.err)
echo "snapshot_scale.jobs_shots: $shots"
awk -v n="$shots" -v a="$one" -v b="$two" 'BEGIN {
    printf "snapshot_scale.jobs1_shots_per_sec: %.2f\n", n / a
    printf "snapshot_scale.jobs2_shots_per_sec: %.2f\n", n / b
    printf "snapshot_scale.jobs2_over_jobs1_ratio: %.2f\n", a / b
}'

variants=(--platform ios --platform android --platform web --device phone --device tablet --device desktop
    --appearance light --appearance dark --engine chromium --jobs 1 --out shards)
wall() { # wall NAME ARGS… → the wall-clock seconds of `vitrine snapshot --demo ARGS…`, its report in NAME.txt
    local from to
    from=$(date +%s.%N)
    "$bin" snapshot --demo "${variants[@]}" "${@:2}" > "$1.txt" 2> /dev/null || { echo "snapshot_scale.error: snapshot ${*:2} failed"; exit 1; }
    to=$(date +%s.%N)
    awk -v a="$from" -v b="$to" 'BEGIN { printf "%.3f", b - a }'
}
whole=$(wall unsharded)
rm -r shards
total=0
for k in 1 2 3 4; do total=$(awk -v t="$total" -v s="$(wall "shard$k" --shard "$k/4")" 'BEGIN { printf "%.3f", t + s }'); done
"$bin" snapshot --merge shards > merged.txt 2> /dev/null
cmp -s unsharded.txt merged.txt || { echo "snapshot_scale.error: the merged report differs from the unsharded one"; exit 1; }
echo "snapshot_scale.shard_shots: $(wc -l < unsharded.txt)"
echo "snapshot_scale.unsharded_sec: $whole"
echo "snapshot_scale.four_shards_sum_sec: $total"
awk -v t="$total" -v w="$whole" 'BEGIN { printf "snapshot_scale.four_shard_cost_ratio: %.2f\n", t / w }'
echo "snapshot_scale.load_average_after: $(cut -d' ' -f1-3 /proc/loadavg)"
