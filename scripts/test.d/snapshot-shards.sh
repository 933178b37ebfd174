#!/usr/bin/env bash
# `vitrine snapshot` at CI scale, in real headless Chromium (and WebKit for the HTML demo's
# iOS shot, when it is installed): the demo set against its committed baselines (one of them swapped
# for another campaign's, one removed, so the run has same, changed and new shots, a diff image and
# exit status 1) taken with --jobs 1, with --jobs 2, and as four --shard runs joined by --merge: the
# reports, exit statuses and files are the same byte for byte. Bad --shard, --jobs and --merge
# arguments are refused with a message.
set -uo pipefail
cd "$(dirname "$0")/../.."
source scripts/lib-check.sh
bin=$(realpath "${VITRINE_BIN:-.build/release/vitrine}")
baselines=$(realpath Tests/Fixtures/snapshots)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"

cp -r "$baselines" base
cp base/demo-holdout/phone-portrait-light.png base/demo-welcome/phone-portrait-light.png
rm base/demo-level-up/phone-portrait-light.png
shoot() { # shoot NAME ARGS… → NAME.txt, NAME.err, NAME.code; the shots stay in out/
    "$bin" snapshot --demo --out out --baseline base "${@:2}" > "$1.txt" 2> "$1.err"
    echo $? > "$1.code"
}

shoot one --jobs 1
[[ $(cat one.code) == 1 ]] || fail "--jobs 1 exited $(cat one.code): $(cat one.err)"
[[ $(grep -c '^same ' one.txt) == 6 && $(grep -c '^changed ' one.txt) == 1 && $(grep -c '^new ' one.txt) == 1 ]] \
    || fail "--jobs 1 should report 6 same, 1 changed, 1 new: $(cat one.txt)"
[[ -f out/demo-welcome/phone-portrait-light.diff.png ]] || fail "--jobs 1 wrote no diff image"
# The HTML demo's iOS shot is WebKit's (make test-deps installs it; without it, Chromium's with a
# warning), compared with its own baseline, and the report names each shot's engine.
shot="same +[^ ]*/out/demo-rate-us/phone-portrait-light.webkit.png \[webkit\]"
grep -qF "WebKit is not installed" one.err && shot="same +[^ ]*/out/demo-rate-us/phone-portrait-light.png \[chromium\]"
grep -qE "^$shot " one.txt || fail "the HTML demo's shot is not '$shot': $(cat one.txt one.err)"
[[ $(grep -c ' \[chromium\] ' one.txt) -ge 6 ]] || fail "the report does not name Chromium's shots: $(cat one.txt)"
mv out one
pass

shoot two --jobs 2
cmp one.txt two.txt || fail "the --jobs 2 report differs: $(diff one.txt two.txt)"
[[ $(cat two.code) == 1 ]] || fail "--jobs 2 exited $(cat two.code)"
diff -r one out > /dev/null || fail "--jobs 2 wrote other files: $(diff -rq one out)"
rm -r out
pass

for k in 1 2 3 4; do shoot "shard$k" --shard "$k/4"; done
for k in 1 2 3 4; do
    [[ $(wc -l < "shard$k.txt") == 2 ]] || fail "shard $k/4 took $(wc -l < "shard$k.txt") of 8 shots, not 2"
done
pass
"$bin" snapshot --merge out > merged.txt 2> merged.err
code=$?
cmp one.txt merged.txt || fail "the merged report differs: $(diff one.txt merged.txt)"
[[ $code == 1 ]] || fail "--merge exited $code, not 1: $(cat merged.err)"
mkdir half
cp out/vitrine-shard-1-of-4.json out/vitrine-shard-2-of-4.json half/
rm out/vitrine-shard-*-of-4.json
diff -r one out > /dev/null || fail "the shards wrote other files: $(diff -rq one out)"
pass

# Bad arguments: exit non-zero with the reason; a merge that lacks a shard or has one twice exits 2.
refuses() { # refuses TEXT ARGS…
    "$bin" snapshot "${@:2}" > /dev/null 2> refused.err && fail "snapshot ${*:2} succeeded"
    grep -qF -- "$1" refused.err || fail "snapshot ${*:2} does not say '$1': $(cat refused.err)"
    pass
}
refuses "K must be from 1 to N (4)" --demo --shard 0/4
refuses "K must be from 1 to N (4)" --demo --shard 5/4
refuses "expected K/N" --demo --shard x
refuses "--jobs must be from 1 to 256" --demo --jobs 0
refuses "--merge takes the --out folders" --merge
refuses "nowhere is not a folder" --merge nowhere
refuses "shard 3/4, 4/4 missing" --merge half
cp -r half again
refuses "shard 1/4 is there twice" --merge half again
"$bin" snapshot --merge half > /dev/null 2>&1
[[ $? == 2 ]] || fail "an incomplete merge should exit 2"
pass

passed
