#!/usr/bin/env bash
# Leak check of the HTML validator: `vitrine validate` over the broken-document corpus, the
# Braze templates and truncated/mutated copies of them, with LeakSanitizer preloaded
# (liblsan0, the standalone runtime; it needs no instrumented build). Prints the figure and
# fails when any byte is definitely lost (LeakSanitizer's "direct leak").
#
# Why not valgrind: valgrind 3.19 crashes inside libdispatch on every Swift async `main`
# (`vitrine --help` already dies with "the 'impossible' happened"), so it cannot report on
# this binary. LeakSanitizer intercepts malloc/free the same way and reports at exit.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=${VITRINE_BIN:-.build/release/vitrine}
lsan=$(ls /usr/lib/x86_64-linux-gnu/liblsan.so.* 2>/dev/null | head -n 1 || true)
if [[ -z $lsan ]]; then
    if [[ -x scripts/ensure-apt.sh ]]; then scripts/ensure-apt.sh liblsan0; else apt-get install -y -qq liblsan0; fi
    lsan=$(ls /usr/lib/x86_64-linux-gnu/liblsan.so.* | head -n 1)
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The corpus, the templates, and copies cut short or spliced so error paths run too.
files=(Tests/HTMLValidationTests/Corpus/*.html Tests/Fixtures/braze/*.html)
for template in Tests/Fixtures/braze/*.html; do
    name=$(basename "$template" .html)
    size=$(wc -c < "$template")
    for cut in 3 7 11 13 17; do
        head -c $((size * cut / 19)) "$template" > "$work/$name-cut$cut.html"
    done
    { head -c $((size / 2)) "$template"; printf '<svg><p id="x" id="y"><head>&#0;\x01</div>'; tail -c $((size / 3)) "$template"; } \
        > "$work/$name-spliced.html"
done
# Large enough (> 128 KiB) for the validator to run libxml2 on its second thread.
for _ in 1 2 3; do cat Tests/Fixtures/braze/*.html; done > "$work/large.html"
files+=("$work"/*.html)

set +e
LD_PRELOAD=$lsan LSAN_OPTIONS=exitcode=23:report_objects=0 "$bin" validate --format json "${files[@]}" \
    > "$work/report.json" 2> "$work/lsan.txt"
status=$?
set -e
direct=$(awk '/^Direct leak of/ {sum += $4} END {print sum + 0}' "$work/lsan.txt")
indirect=$(awk '/^Indirect leak of/ {sum += $4} END {print sum + 0}' "$work/lsan.txt")
echo "html-leaks: ${#files[@]} documents, definitely lost: $direct bytes, indirectly lost: $indirect bytes"
if [[ $status -eq 23 || $direct -gt 0 ]]; then
    cat "$work/lsan.txt" >&2
    exit 1
fi
if [[ $status -ne 0 && $status -ne 1 ]]; then
    echo "html-leaks: vitrine validate exited with $status" >&2
    cat "$work/lsan.txt" >&2
    exit 1
fi
