#!/usr/bin/env bash
# `make bench` slot for the layout check across text sizes: one modal measured by
# `vitrine validate --layout` at the default size alone and at every platform's sizes
# (`--text-sizes all`: twelve iOS content sizes, six other Android font scales, five other
# browser zooms, and the Android and web defaults they are compared with), whole processes in one hyperfine run (one headless Chromium each), medians
# of TEXT_SIZE_BENCH_RUNS (default 5). Prints text_sizes.* seconds and the ratio of all sizes to
# the default alone.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=${VITRINE_BIN:-.build/release/vitrine}
runs=${TEXT_SIZE_BENCH_RUNS:-5}
command -v hyperfine > /dev/null || { echo "text_sizes.error: hyperfine is missing (make bench-deps)"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
modal=Tests/Fixtures/wire/modal-two-buttons.json
hyperfine -N --warmup 1 --runs "$runs" --style none --export-json "$work/sizes.json" -i \
    -n default "$bin validate --layout $modal" -n all "$bin validate --layout --text-sizes all $modal" > /dev/null 2>&1
python3 - "$work/sizes.json" <<'PY'
import json, sys
median = {r["command"]: r["median"] for r in json.load(open(sys.argv[1]))["results"]}
print(f"text_sizes.default_seconds: {median['default']:.3f}")
print(f"text_sizes.all_seconds: {median['all']:.3f}")
print(f"text_sizes.ratio_all_to_default: {median['all'] / median['default']:.2f}")
PY
