#!/usr/bin/env bash
# `make bench` slot for HTML validation: validates a ~750 KB document (the Braze templates
# concatenated until the size is reached) with `vitrine validate` and with
# `xmllint --html --noout`, timing both whole processes in the same run, interleaved.
# Prints html.validate_seconds, html.xmllint_seconds (medians) and html.ratio.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=${VITRINE_BIN:-.build/release/vitrine}
runs=${HTML_BENCH_RUNS:-60}
if ! command -v xmllint > /dev/null; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libxml2-utils > /dev/null
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
document="$work/messages.html"
: > "$document"
while (( $(wc -c < "$document") < 750000 )); do
    cat Tests/Fixtures/braze/*.html >> "$document"
done
echo "html.document_bytes: $(wc -c < "$document")"

validate() { "$bin" validate "$document" > /dev/null 2>&1 || true; }
xmllint_html() { xmllint --html --noout "$document" > /dev/null 2>&1 || true; }

if command -v hyperfine > /dev/null; then
    hyperfine -N --warmup 5 --runs "$runs" --style none --export-json "$work/times.json" \
        -n validate "$bin validate $document" -n xmllint "xmllint --html --noout $document" \
        -i > /dev/null 2>&1
    read -r validate_s xmllint_s < <(python3 -c '
import json, sys
results = {r["command"]: r["median"] for r in json.load(open(sys.argv[1]))["results"]}
print(results["validate"], results["xmllint"])' "$work/times.json")
else
    # Interleaved runs so both commands see the same machine load; medians of the wall times.
    for _ in 1 2 3; do validate; xmllint_html; done
    : > "$work/validate.txt"
    : > "$work/xmllint.txt"
    for _ in $(seq "$runs"); do
        start=$(date +%s%N); validate; echo $(( $(date +%s%N) - start )) >> "$work/validate.txt"
        start=$(date +%s%N); xmllint_html; echo $(( $(date +%s%N) - start )) >> "$work/xmllint.txt"
    done
    median() { sort -n "$1" | awk '{a[NR] = $1} END {printf "%.6f", a[int((NR + 1) / 2)] / 1e9}'; }
    validate_s=$(median "$work/validate.txt")
    xmllint_s=$(median "$work/xmllint.txt")
fi
echo "html.validate_seconds: $validate_s"
echo "html.xmllint_seconds: $xmllint_s"
echo "html.ratio: $(python3 -c "import sys; print(f'{float(sys.argv[1]) / float(sys.argv[2]):.3f}')" "$validate_s" "$xmllint_s")"
