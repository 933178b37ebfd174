#!/usr/bin/env bash
# test.d: long
# Engines: `vitrine snapshot` draws iOS HTML messages in WebKit (WebKitWebDriver under
# Xvfb) by default, names each shot's engine in the report and in the WebKit shot's file name, gives
# the same files and report with --jobs 2 and as merged shards as with --jobs 1,
# draws anything in either engine with --engine, falls back to Chromium with a warning naming the
# packages when WebKit is missing, and `--compare-engines` reports where the two engines draw a
# Braze template differently (its regions and a diff image).
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=${VITRINE_BIN:-.build/release/vitrine}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source "$(dirname "$0")/../lib-check.sh"
png() { [ "$(head -c 8 "$1" | od -An -tx1 | tr -d ' \n')" = "89504e470d0a1a0a" ]; }

# Braze's simple modal template as an HTML message.
python3 -c 'import json, sys; json.dump({"type": "HTML", "message": open(sys.argv[1]).read(), "message_fields": {}}, open(sys.argv[2], "w"))' \
    Tests/Fixtures/braze/2-braze-dashboard-simple-modal.html "$work/simple-modal.json"

# An iOS HTML message is drawn by WebKit by default; an Android one by Chromium.
variants=(--platform ios --platform android --appearance light --appearance dark)
"$bin" snapshot "$work/simple-modal.json" "${variants[@]}" --jobs 1 --out "$work/default" > "$work/default.txt" 2> "$work/default.err" ||
    fail "snapshot exited $?: $(cat "$work/default.err")"
grep -qE "^wrote +$work/default/simple-modal/phone-portrait-light.webkit.png \[webkit\]$" "$work/default.txt" ||
    fail "the iOS HTML shot is not WebKit's: $(cat "$work/default.txt")"
grep -qE "^wrote +$work/default/simple-modal/android-phone-portrait-light.png \[chromium\]$" "$work/default.txt" ||
    fail "the Android shot is not Chromium's: $(cat "$work/default.txt")"
[ "$(grep -c '\[webkit\]$' "$work/default.txt")" -eq 2 ] && [ "$(grep -c '\[chromium\]$' "$work/default.txt")" -eq 2 ] ||
    fail "expected two WebKit and two Chromium shots: $(cat "$work/default.txt")"
png "$work/default/simple-modal/phone-portrait-light.webkit.png" || fail "the WebKit shot is not a PNG"
pass

# WebKit draws the same document the same, byte for byte: --jobs 2 (each job with browsers of its own,
# both jobs starting a WebKit for their first shot) and two --shard runs joined by --merge give the
# files and the report of --jobs 1, in its order.
"$bin" snapshot "$work/simple-modal.json" "${variants[@]}" --jobs 2 --out "$work/two" > "$work/two.txt" 2> "$work/two.err" ||
    fail "--jobs 2 exited $?: $(cat "$work/two.err")"
sed "s#$work/two/#$work/default/#" "$work/two.txt" | cmp -s - "$work/default.txt" ||
    fail "the --jobs 2 report differs: $(diff "$work/default.txt" "$work/two.txt")"
diff -r "$work/default" "$work/two" > /dev/null || fail "--jobs 2 drew other files: $(diff -rq "$work/default" "$work/two")"
for k in 1 2; do
    "$bin" snapshot "$work/simple-modal.json" "${variants[@]}" --shard "$k/2" --out "$work/shards" > /dev/null 2> "$work/shard.err" ||
        fail "--shard $k/2 exited $?: $(cat "$work/shard.err")"
done
"$bin" snapshot --merge "$work/shards" > "$work/merged.txt" 2> "$work/merged.err" || fail "--merge exited $?: $(cat "$work/merged.err")"
sed "s#$work/shards/#$work/default/#" "$work/merged.txt" | cmp -s - "$work/default.txt" ||
    fail "the merged report differs: $(diff "$work/default.txt" "$work/merged.txt")"
rm "$work"/shards/vitrine-shard-*-of-2.json
diff -r "$work/default" "$work/shards" > /dev/null || fail "the shards drew other files: $(diff -rq "$work/default" "$work/shards")"
pass

# --engine chromium keeps the names baselines had before engines.
"$bin" snapshot "$work/simple-modal.json" --engine chromium --out "$work/chromium" > "$work/chromium.txt" 2>&1 || fail "--engine chromium: $(cat "$work/chromium.txt")"
[ "$(ls "$work/chromium/simple-modal")" = "phone-portrait-light.png" ] || fail "--engine chromium wrote $(ls "$work/chromium/simple-modal")"
pass

# Without WebKit: a warning naming the packages, and the shot drawn by Chromium.
VITRINE_WEBKIT_DRIVER=/nonexistent/WebKitWebDriver "$bin" snapshot "$work/simple-modal.json" --out "$work/missing" > "$work/missing.txt" 2> "$work/missing.err" ||
    fail "without WebKit the snapshot failed: $(cat "$work/missing.err")"
grep -qF "warning: WebKit is not installed (apt-get install -y webkit2gtk-driver xvfb)" "$work/missing.err" || fail "no warning: $(cat "$work/missing.err")"
grep -qE "phone-portrait-light.png \[chromium\]$" "$work/missing.txt" || fail "no Chromium fallback: $(cat "$work/missing.txt")"
pass

# --compare-engines on the template read as an HTML document (not wrapped in a message): both
# shots, the regions that differ, a diff image; exit 1.
cp Tests/Fixtures/braze/2-braze-dashboard-simple-modal.html "$work/simple-modal.html"
set +e
"$bin" snapshot "$work/simple-modal.html" --compare-engines --out "$work/compare" > "$work/compare.txt" 2> "$work/compare.err"
code=$?
set -e
[ $code -eq 1 ] || fail "--compare-engines exited $code (expected 1: the engines differ): $(cat "$work/compare.txt" "$work/compare.err")"
grep -qE "^differ +$work/compare/simple-modal/phone-portrait-light.png \[chromium\] $work/compare/simple-modal/phone-portrait-light.webkit.png \[webkit\] \(changed 0\.[0-9]+, regions [0-9]+,[0-9]+ [0-9]+×[0-9]+" "$work/compare.txt" ||
    fail "--compare-engines report: $(cat "$work/compare.txt")"
for file in phone-portrait-light.png phone-portrait-light.webkit.png phone-portrait-light.engines.diff.png; do
    png "$work/compare/simple-modal/$file" || fail "--compare-engines did not write $file"
done
pass

# Refusals: --compare-engines with --engine, or with only native messages to compare; a file that
# opens like JSON but is not, named with its line and column.
printf '{"type": "HTML",\n "message": }' > "$work/broken.json"
"$bin" snapshot "$work/broken.json" --out "$work/bad" 2> "$work/err" && fail "a broken JSON file was accepted"
grep -qF "$work/broken.json: line 2, column 13" "$work/err" || fail "the broken file's error: $(cat "$work/err")"
"$bin" snapshot "$work/simple-modal.json" --compare-engines --engine webkit --out "$work/bad" 2> "$work/err" && fail "--compare-engines --engine was accepted"
grep -qF -- "leave out --baseline and --engine" "$work/err" || fail "refusal: $(cat "$work/err")"
set +e
"$bin" snapshot Tests/Fixtures/wire/modal-two-buttons.json --compare-engines --out "$work/bad" 2> "$work/err"
code=$?
set -e
[ $code -eq 2 ] && grep -qF "none of the campaigns is an HTML message" "$work/err" || fail "native-only --compare-engines exited $code: $(cat "$work/err")"
pass

passed
