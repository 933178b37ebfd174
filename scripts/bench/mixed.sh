#!/usr/bin/env bash
# `make bench` slot for the mixed load of scripts/test.d/load.sh, against the release build: list
# pages, searches, preview renders and session event batches at once for LOAD_SECONDS (default
# 30) after a 5-second warm-up, on a server of its own (fresh database with the demo campaigns).
# Prints mixed.<route>.requests_per_sec, the total, p99 latency, RSS after warm-up and after the
# run, and mixed.ratio_to_healthz; fails like the test does (socket errors, non-2xx/3xx, RSS growth).
set -euo pipefail
cd "$(dirname "$0")/../.."
: "${VITRINE_BIN:?run through make bench}" "${BENCH_WORK:?run through make bench}"
source scripts/lib-load.sh
mixed_load "$VITRINE_BIN" | tee "$BENCH_WORK/mixed.txt"
total=$(awk '$1 == "mixed.total.requests_per_sec:" {print $2}' "$BENCH_WORK/mixed.txt")
awk -v m="$total" -v h="${HEALTHZ_RPS:-0}" 'BEGIN { printf "mixed.ratio_to_healthz: %.3f\n", (h > 0 ? m / h : 0) }'
