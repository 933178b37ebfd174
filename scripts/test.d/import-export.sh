#!/usr/bin/env bash
# `vitrine export | vitrine import` round-trips exactly, and a bad file is rejected whole.
set -euo pipefail
bin=${VITRINE_BIN:-.build/release/vitrine}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fixtures=Tests/Fixtures/wire
"$bin" import --db-path "$work/one.sqlite" "$fixtures"/*.json > "$work/import.txt"
cat "$work/import.txt"
"$bin" export --db-path "$work/one.sqlite" > "$work/first.json"
"$bin" import --db-path "$work/two.sqlite" "$work/first.json"
"$bin" export --db-path "$work/two.sqlite" > "$work/second.json"
cmp "$work/first.json" "$work/second.json"
again=$("$bin" import --db-path "$work/one.sqlite" "$work/first.json")
[[ $again == *"unchanged"* && $again != *"updated"* && $again != *"created"* ]] || { echo "re-import changed data: $again"; exit 1; }
before=$(sha1sum < "$work/second.json")
if "$bin" import --db-path "$work/two.sqlite" "$fixtures"/invalid/*.json 2> "$work/errors.txt"; then
    echo "invalid files were accepted"; exit 1
fi
cat "$work/errors.txt"
[[ $(grep -c '^rejected' "$work/errors.txt") -eq $(ls "$fixtures"/invalid/*.json | wc -l) ]]
grep -q 'line 4, column 15' "$work/errors.txt"
after=$("$bin" export --db-path "$work/two.sqlite" | sha1sum)
[[ $before == "$after" ]] || { echo "a rejected import changed the database"; exit 1; }
echo "import/export: round trip exact ($(grep -c '"id"' "$work/first.json") ids), invalid files rejected"
