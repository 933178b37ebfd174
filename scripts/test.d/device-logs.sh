#!/usr/bin/env bash
# `vitrine replay-log` and `POST /api/sessions/from-log` keep their promises: each fixture agrees
# with its device (exit 0), a log edited so that the device shows what Vitrine refuses gives exit
# 1 naming the rule, json and junit are well formed, bad files exit 2 with a clear error, a
# 100 MiB log replays with a peak of under 200 MB, and the server refuses an oversized or binary
# body without storing anything.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/lib-server.sh
bin=${VITRINE_BIN:-.build/release/vitrine}
work=$(mktemp -d)
trap 'stop_server; rm -rf "$work"' EXIT
source "$(dirname "$0")/../lib-check.sh"
logs=Tests/Fixtures/device-logs

for log in "$logs"/*.txt; do
    "$bin" replay-log "$log" > "$work/out.txt" || fail "$log: exit $? (the fixture should agree): $(cat "$work/out.txt")"
    grep -q "Agreement: all [0-9]* rows agree" "$work/out.txt" || fail "$log: no agreement line"
    pass
done

# The device shows cart-nudge 8 s after welcome-modal: Vitrine's minimum interval (30 s) refuses it.
python3 - "$logs/android.logcat.txt" "$work/edited.txt" <<'PY'
import sys
lines = open(sys.argv[1]).read().split("\n")
out = []
for line in lines:
    if "not met for matched trigger" in line:
        prefix = line.split(" D Braze")[0]
        line = prefix + ' V Braze v29.0.1 .bo.app.p: Attempting to log event: {"name": "si", "data": {"trigger_ids": ["dEI9PQ=="]}, "time": 1.70074441303E9}'
    out.append(line)
open(sys.argv[2], "w").write("\n".join(out))
PY
status=0
"$bin" replay-log "$work/edited.txt" > "$work/edited.out" || status=$?
[[ $status == 1 ]] || fail "an edited log exited $status, not 1"
grep -q "minimum interval" "$work/edited.out" || fail "the disagreement does not name the rule: $(cat "$work/edited.out")"
pass
"$bin" replay-log --format json "$work/edited.txt" > "$work/edited.json" || true
python3 -c 'import json, sys; d = json.load(open(sys.argv[1])); assert d["agrees"] is False and any(r["status"] == "device_only" for r in d["agreement"]), d["agreement"]' "$work/edited.json" \
    || fail "the JSON report does not hold the disagreement"
pass
"$bin" replay-log --format junit "$work/edited.txt" > "$work/edited.xml" || true
python3 -c 'import sys, xml.etree.ElementTree as t; r = t.parse(sys.argv[1]).getroot(); assert int(r.get("failures")) >= 1' "$work/edited.xml" \
    || fail "the JUnit report is not well formed or has no failure"
pass
"$bin" replay-log - < "$logs/web.console.txt" > /dev/null || fail "standard input (-) did not replay"
pass

# Bad files: exit 2 and one clear line.
: > "$work/empty.txt"
printf 'GIF89a\0\0\0binary' > "$work/binary.gif"
printf 'hello\nworld\n' > "$work/plain.txt"
for case in "empty.txt:is empty" "binary.gif:NUL bytes" "plain.txt:no Braze SDK line in 2 lines" "missing.txt:cannot read"; do
    file=${case%%:*} words=${case#*:}
    status=0
    "$bin" replay-log "$work/$file" > /dev/null 2> "$work/err.txt" || status=$?
    [[ $status == 2 ]] || fail "$file exited $status, not 2"
    grep -qF "$words" "$work/err.txt" || fail "$file: the error does not say \"$words\": $(cat "$work/err.txt")"
    pass
done
status=0
"$bin" replay-log --platform windows "$logs/web.console.txt" > /dev/null 2> "$work/err.txt" || status=$?
[[ $status == 2 ]] && grep -q -- "--platform" "$work/err.txt" || fail "--platform windows was not refused with exit 2"
pass

# 100 MiB streams through in bounded memory.
python3 scripts/big-device-log.py "$work/big.log" 100
peak=$(python3 - "$bin" "$work/big.log" <<'PY'
import resource, subprocess, sys
subprocess.run([sys.argv[1], "replay-log", "--format", "json", sys.argv[2]], stdout=subprocess.DEVNULL)
print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss // 1024)
PY
)
((peak < 200)) || fail "a 100 MiB log peaked at $peak MB (the bound is 200 MB)"
pass

# The server: a session from a log, and bodies it refuses without storing anything.
start_server "$bin" "$work" || fail "the server did not start"
check_log="$work/server.log"
auth=(-H "Authorization: Bearer $VITRINE_ADMIN_TOKEN")
created=$(curl -s "${auth[@]}" -H 'Content-Type: text/plain' --data-binary "@$logs/ios.xcode.txt" -o "$work/created.json" -w '%{http_code}' "$url/api/sessions/from-log")
[[ $created == 201 ]] || fail "POST /api/sessions/from-log answered $created: $(cat "$work/created.json")"
pass
count() { curl -s "${auth[@]}" "$url/api/sessions" | python3 -c 'import json, sys; print(len(json.load(sys.stdin)["sessions"]))'; }
before=$(count)
code=$(curl -s "${auth[@]}" -H 'Content-Type: text/plain' -H 'Content-Length: 2147483648' --data-binary 'x' -o "$work/big.json" -w '%{http_code}' --max-time 20 "$url/api/sessions/from-log" || true)
[[ $code == 413 ]] || fail "a 2 GiB Content-Length got $code, not 413"
pass
# A body over the limit without a Content-Length (chunked) is cut off as it streams.
head -c $((257 << 20)) /dev/zero | tr '\0' 'x' > "$work/huge.txt"
code=$(curl -s "${auth[@]}" -H 'Content-Type: text/plain' -H 'Transfer-Encoding: chunked' --data-binary "@$work/huge.txt" -o "$work/huge.json" -w '%{http_code}' --max-time 60 "$url/api/sessions/from-log" || true)
[[ $code == 413 ]] || fail "a 257 MiB chunked body got $code, not 413"
pass
code=$(curl -s "${auth[@]}" -H 'Content-Type: text/plain' --data-binary "@$work/binary.gif" -o "$work/bin.json" -w '%{http_code}' "$url/api/sessions/from-log")
[[ $code == 422 ]] && grep -q "NUL" "$work/bin.json" || fail "a binary body got $code: $(cat "$work/bin.json")"
pass
[[ $(count) == "$before" ]] || fail "a refused log stored a session"
pass
passed "peak $peak MB for 100 MiB"
