#!/usr/bin/env bash
# `make bench` slot for HTML validation, whole processes timed with hyperfine in the same run:
# - one ~470 KB document (the four Braze templates eight times over): `vitrine validate` against
#   `xmllint --html --noout`, medians of HTML_BENCH_RUNS (default 20) runs;
# - 200 files (the four templates, 50 times each) in one process: `vitrine validate` with its
#   default --jobs (every core) and with --jobs 1, against one `xmllint --html --noout` of them all.
# Prints html.* seconds (medians) and the ratios to xmllint.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=${VITRINE_BIN:-.build/release/vitrine}
runs=${HTML_BENCH_RUNS:-20}
for tool in xmllint hyperfine; do
    command -v "$tool" > /dev/null || { echo "html.error: $tool is missing (make bench-deps)"; exit 1; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
document="$work/messages.html"
for _ in 1 2 3 4 5 6 7 8; do cat Tests/Fixtures/braze/*.html >> "$document"; done
mkdir "$work/batch"
for copy in $(seq 50); do
    for template in Tests/Fixtures/braze/*.html; do cp "$template" "$work/batch/$copy-$(basename "$template")"; done
done
batch=("$work"/batch/*.html)
echo "html.document_bytes: $(wc -c < "$document")"
echo "html.batch_files: ${#batch[@]}"

# median NAME: the median of the hyperfine run of that name, in seconds.
hyperfine -N --warmup 3 --runs "$runs" --style none --export-json "$work/one.json" -i \
    -n validate "$bin validate $document" -n xmllint "xmllint --html --noout $document" > /dev/null 2>&1
hyperfine -N --warmup 2 --runs "$runs" --style none --export-json "$work/batch.json" -i \
    -n validate "$bin validate ${batch[*]}" -n validate_jobs1 "$bin validate --jobs 1 ${batch[*]}" \
    -n xmllint "xmllint --html --noout ${batch[*]}" > /dev/null 2>&1
python3 - "$work/one.json" "$work/batch.json" <<'PY'
import json, sys
one = {r["command"]: r["median"] for r in json.load(open(sys.argv[1]))["results"]}
batch = {r["command"]: r["median"] for r in json.load(open(sys.argv[2]))["results"]}
print(f"html.validate_seconds: {one['validate']:.4f}")
print(f"html.xmllint_seconds: {one['xmllint']:.4f}")
print(f"html.ratio: {one['validate'] / one['xmllint']:.3f}")
print(f"html.batch_validate_seconds: {batch['validate']:.4f}")
print(f"html.batch_validate_jobs1_seconds: {batch['validate_jobs1']:.4f}")
print(f"html.batch_xmllint_seconds: {batch['xmllint']:.4f}")
print(f"html.batch_ratio: {batch['validate'] / batch['xmllint']:.3f}")
print(f"html.batch_jobs1_ratio: {batch['validate_jobs1'] / batch['xmllint']:.3f}")
PY
