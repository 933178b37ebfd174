#!/usr/bin/env bash
# The command line's own promises: `render` takes what Export writes, `check` lists
# every mismatch, the help has no stray backslashes and says which commands take --db-path,
# `users reset-password` gives the admin a password the dashboard accepts (generated, or read
# from standard input), a VITRINE_ADMIN_PASSWORD that an existing database ignores is logged,
# and `make run`'s banner names the port the server will use.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/lib-server.sh
bin=${VITRINE_BIN:-.build/release/vitrine}
work=$(mktemp -d)
trap 'stop_server; rm -rf "$work"' EXIT
source "$(dirname "$0")/../lib-check.sh"

# render: an export of one campaign renders as is; from a larger one --id picks, and without it
# the error lists the ids.
"$bin" import --db-path "$work/export.sqlite" Tests/Fixtures/wire/*.json > /dev/null
"$bin" export --db-path "$work/export.sqlite" > "$work/all.json"
python3 - "$work/all.json" "$work/one.json" <<'PY'
import json, sys
campaigns = json.load(open(sys.argv[1]))
assert len(campaigns) > 1, len(campaigns)
json.dump(campaigns[:1], open(sys.argv[2], "w"))
PY
first=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))[0]["id"])' "$work/all.json")
second=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))[1]["id"])' "$work/all.json")
"$bin" render "$work/one.json" > "$work/one.html" || fail "render of a one-campaign export failed"
grep -q 'data-part="screen"' "$work/one.html" || fail "render of a one-campaign export drew no device"
pass
if "$bin" render "$work/all.json" > /dev/null 2> "$work/many.err"; then fail "render of a many-campaign export did not ask for --id"; fi
grep -q -- "--id" "$work/many.err" && grep -qF "$first" "$work/many.err" && grep -qF "$second" "$work/many.err" \
    || fail "the --id request does not list the ids: $(cat "$work/many.err")"
pass
"$bin" render "$work/all.json" --id "$second" > "$work/second.html" || fail "render --id $second failed"
grep -q 'data-part="screen"' "$work/second.html" || fail "render --id drew no device"
pass
if "$bin" render "$work/all.json" --id no-such-campaign > /dev/null 2> "$work/unknown.err"; then fail "an unknown --id rendered"; fi
grep -qF "$first" "$work/unknown.err" || fail "an unknown --id does not list the ids: $(cat "$work/unknown.err")"
pass
[[ $("$bin" render - < "$work/one.json") == *'data-part="screen"'* ]] || fail "render - (standard input) failed"
pass

# import names the ids it overwrote; export --public-url points library images at it.
python3 - "$work/one.json" "$work/changed.json" <<'PY'
import json, sys
campaigns = json.load(open(sys.argv[1]))
campaigns[0]["name"] = campaigns[0]["name"] + " (changed)"
json.dump(campaigns, open(sys.argv[2], "w"))
PY
"$bin" import --db-path "$work/export.sqlite" "$work/changed.json" > "$work/overwrite.txt"
grep -q "1 updated" "$work/overwrite.txt" && grep -qF "overwrote the stored campaign $first (earlier versions kept as revisions)" "$work/overwrite.txt" \
    || fail "import does not name the id it overwrote: $(cat "$work/overwrite.txt")"
pass

# check: every mismatch, at most --max-mismatches of them.
python3 - Tests/Fixtures/scenarios/01-priority-and-no-match.json "$work/broken.json" <<'PY'
import json, sys
scenario = json.load(open(sys.argv[1]))
for entry in scenario["expect"]:
    entry["at"] = 999
json.dump(scenario, open(sys.argv[2], "w"))
print(len(scenario["expect"]), file=open(sys.argv[2] + ".count", "w"))
PY
expected=$(cat "$work/broken.json.count")
(( expected >= 3 )) || fail "the broken scenario has only $expected expectations"
set +e
"$bin" check "$work/broken.json" > "$work/check.txt"; code=$?
set -e
(( code == 1 )) || fail "check of a broken scenario exited $code"
grep -q "FAIL .*: $expected mismatches" "$work/check.txt" || fail "check does not count the mismatches: $(cat "$work/check.txt")"
[[ $(grep -c '^  expected #' "$work/check.txt") -eq $expected ]] || fail "check does not list every mismatch: $(cat "$work/check.txt")"
pass
set +e
"$bin" check --max-mismatches 1 "$work/broken.json" > "$work/check1.txt"
"$bin" check --format json --max-mismatches 2 "$work/broken.json" > "$work/check.json"
set -e
[[ $(grep -c '^  expected #' "$work/check1.txt") -eq 1 ]] && grep -q "and $((expected - 1)) more" "$work/check1.txt" \
    || fail "--max-mismatches 1: $(cat "$work/check1.txt")"
python3 -c '
import json, sys
report = json.load(open(sys.argv[1]))[0]
assert report["mismatch_count"] == int(sys.argv[2]) and len(report["mismatches"]) == 2, report
' "$work/check.json" "$expected" || fail "check --format json does not list the mismatches"
pass

# replay prints the trace of a scenario without expectations (the way to write them); check
# refuses it with exit 2, naming the member.
python3 - Tests/Fixtures/scenarios/01-priority-and-no-match.json "$work/bare.json" <<'PY'
import json, sys
scenario = json.load(open(sys.argv[1]))
del scenario["expect"]
json.dump(scenario, open(sys.argv[2], "w"))
PY
"$bin" replay "$work/bare.json" > "$work/bare.jsonl" || fail "replay of a scenario without expect failed"
grep -q '"kind":"displayed"' "$work/bare.jsonl" || fail "replay printed no trace: $(head -c 300 "$work/bare.jsonl")"
set +e
"$bin" check "$work/bare.json" > "$work/bare-check.txt" 2>&1; code=$?
set -e
(( code == 2 )) || fail "check of a scenario without expect exited $code"
grep -q 'expect' "$work/bare-check.txt" || fail "check does not name expect: $(cat "$work/bare-check.txt")"
pass

# help: no stray backslashes; --db-path is promised only where it is taken.
for command in check snapshot render replay-log variants users; do
    "$bin" help $command > "$work/help.txt"
    if grep -q '\\' "$work/help.txt"; then fail "help $command has a backslash: $(grep '\\' "$work/help.txt")"; fi
done
"$bin" --help > "$work/help.txt"
for command in serve import export snapshot "users reset-password"; do
    [[ $("$bin" help $command) == *--db-path* ]] || fail "help $command does not show --db-path"
done
for command in validate render replay replay-log variants check liquid healthcheck; do
    [[ $("$bin" help $command) != *--db-path* ]] || fail "help $command shows --db-path"
done
if grep -q "Every command takes" "$work/help.txt"; then fail "vitrine --help still says every command takes --db-path"; fi
pass

# users reset-password, against a real server's accounts.
export VITRINE_PASSWORD_COST=4
export VITRINE_ADMIN_PASSWORD=first-password-1
start_server "$bin" "$work"
stop_server
server=
login() { # login URL USER PASSWORD → exit 0 when the dashboard signs the user in
    python3 - "$1" "$2" "$3" <<'PY'
import http.cookiejar, re, sys, urllib.parse, urllib.request
url, user, password = sys.argv[1:]
opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))
page = opener.open(url + "/login").read().decode()
token = re.search(r'name="_csrf" value="([^"]+)"', page).group(1)
form = urllib.parse.urlencode({"_csrf": token, "next": "/", "username": user, "password": password}).encode()
try:
    answer = opener.open(url + "/login", form)
except urllib.error.HTTPError as error:
    sys.exit(f"status {error.code}")
sys.exit(0 if "/login" not in answer.geturl() else "not signed in")
PY
}
printf 'second-password-2\n' | "$bin" users reset-password admin --stdin --db-path "$work/vitrine.sqlite" > "$work/reset.out" 2> "$work/reset.err" \
    || fail "reset-password --stdin failed: $(cat "$work/reset.err")"
[[ ! -s $work/reset.out ]] || fail "reset-password --stdin printed the password"
grep -q "admin" "$work/reset.err" || fail "reset-password says nothing: $(cat "$work/reset.err")"
if "$bin" users reset-password nobody --db-path "$work/vitrine.sqlite" 2> "$work/nobody.err"; then fail "reset of an unknown user succeeded"; fi
grep -q 'no user named "nobody"; the users are admin' "$work/nobody.err" || fail "unknown user: $(cat "$work/nobody.err")"
if echo short | "$bin" users reset-password admin - --db-path "$work/vitrine.sqlite" 2> "$work/short.err"; then fail "a short password was accepted"; fi
grep -q "at least 8" "$work/short.err" || fail "short password: $(cat "$work/short.err")"
if "$bin" users reset-password admin hunter22hunter22 --db-path "$work/vitrine.sqlite" 2> /dev/null; then fail "a password argument was accepted"; fi
if "$bin" users reset-password admin --db-path "$work/none.sqlite" 2> "$work/none.err"; then fail "a missing database was created"; fi
[[ ! -e $work/none.sqlite ]] || fail "reset-password created a database"
pass
start_server "$bin" "$work"
grep -q "accounts.admin_password_ignored" "$work/server.log" || fail "an ignored VITRINE_ADMIN_PASSWORD is not logged: $(cat "$work/server.log")"
login "$url" admin second-password-2 || fail "the password read from standard input does not sign in"
if login "$url" admin first-password-1 2> /dev/null; then fail "the old password still signs in"; fi
generated=$("$bin" users reset-password admin --db-path "$work/vitrine.sqlite" 2> /dev/null)
(( ${#generated} >= 16 )) || fail "reset-password printed \"$generated\""
login "$url" admin "$generated" || fail "the generated password does not sign in (with the server running)"
pass

# export --public-url writes a library image (uploaded, then copied from the Assets page's
# address) under the public URL; without it, as stored.
python3 - "$url" > "$work/asset-url.txt" <<'PY'
import json, os, re, sys, urllib.request
url = sys.argv[1]
auth = {"Authorization": "Bearer " + os.environ["VITRINE_ADMIN_TOKEN"]}
gif = b"GIF89a\x01\x00\x01\x00\x00\x00\x00;"
body = (b"--b\r\nContent-Disposition: form-data; name=\"image\"; filename=\"pixel.gif\"\r\n"
        b"Content-Type: image/gif\r\n\r\n" + gif + b"\r\n--b--\r\n")
urllib.request.urlopen(urllib.request.Request(url + "/assets", data=body, method="POST",
                       headers={**auth, "Content-Type": "multipart/form-data; boundary=b"}))
page = urllib.request.urlopen(urllib.request.Request(url + "/assets", headers=auth)).read().decode()
image = re.search(r'class="asset-url" id="[^"]+" value="([^"]+)"', page).group(1)
campaign = {"id": "library-image", "name": "Library image", "type": "inapp",
            "data": {"type": "FULL", "message": "m", "image_url": image}}
urllib.request.urlopen(urllib.request.Request(url + "/api/campaigns", data=json.dumps(campaign).encode(), method="POST",
                       headers={**auth, "Content-Type": "application/json"}))
print(image)
PY
image=$(cat "$work/asset-url.txt")
[[ $image == "$url/assets/"* ]] || fail "the Assets page shows $image"
exported=$("$bin" export --db-path "$work/vitrine.sqlite" --id library-image --public-url https://vitrine.example.com/)
[[ $exported == *"\"image_url\": \"https://vitrine.example.com/assets/${image#"$url/assets/"}\""* ]] \
    || fail "export --public-url did not point the library image at it: $exported"
[[ $(VITRINE_PUBLIC_URL=https://v.example.com VITRINE_BASE_PATH=/tools/ "$bin" export --db-path "$work/vitrine.sqlite" --id library-image) \
    == *"https://v.example.com/tools/assets/"* ]] || fail "export does not read VITRINE_PUBLIC_URL and VITRINE_BASE_PATH"
[[ $("$bin" export --db-path "$work/vitrine.sqlite" --id library-image) == *"\"image_url\": \"$image\""* ]] \
    || fail "export without a public URL changed the URL"
stop_server
server=
pass

# make run's banner names the port `vitrine serve` will use.
[[ $(make -s -n run VITRINE_HTTP_PORT=9123) == *"open http://127.0.0.1:9123/"* ]] || fail "make run's banner ignores VITRINE_HTTP_PORT"
[[ $(VITRINE_HTTP_PORT=9124 make -s -n run) == *"VITRINE_HTTP_PORT=9124 .build/release/vitrine serve"* ]] || fail "make run does not pass the port it names"
[[ $(HTTP_PORT=9125 make -s -n run) == *"open http://127.0.0.1:9125/"* ]] || fail "make run's banner ignores HTTP_PORT"
pass

# render --transcript prints the hand-written transcripts of Tests/Fixtures/transcripts, and refuses
# a platform it does not know before reading the file.
for name in slideup modal html; do
    for platform in ios android web; do
        "$bin" render --transcript --platform "$platform" "Tests/Fixtures/transcripts/$name.json" > "$work/$name.$platform.txt" \
            || fail "render --transcript of $name on $platform failed"
        cmp -s "$work/$name.$platform.txt" "Tests/Fixtures/transcripts/$name.$platform.txt" \
            || fail "render --transcript of $name on $platform differs from Tests/Fixtures/transcripts/$name.$platform.txt"
    done
done
if "$bin" render --transcript --platform symbian Tests/Fixtures/transcripts/modal.json > /dev/null 2> "$work/platform.err"; then
    fail "render --transcript took an unknown platform"
fi
grep -q "platform" "$work/platform.err" || fail "render --transcript's error does not name --platform: $(cat "$work/platform.err")"
pass

# variants: a split that does not add up is exit 2 naming the sum; one user's bucket is the SHA-256
# remainder Python's hashlib gives; a population lands close to the percentages.
status=0
"$bin" variants c --split A=50,B=40 > /dev/null 2> "$work/split.err" || status=$?
(( status == 2 )) && grep -q "add up to 90" "$work/split.err" || fail "a split adding up to 90 was not refused: exit $status, $(cat "$work/split.err")"
pass
want=$(python3 -c 'import hashlib; print(int.from_bytes(hashlib.sha256(b"ada42spring-sale").digest(), "big") % 100)')
"$bin" variants spring-sale --split A=50,B=50 --user ada42 --format json > "$work/one.json"
python3 -c 'import json, sys; d = json.load(open(sys.argv[1])); assert d["bucket"] == int(sys.argv[2]), d' "$work/one.json" "$want" \
    || fail "the bucket of ada42 is not hashlib's $want: $(cat "$work/one.json")"
pass
"$bin" variants spring-sale --split A=45,B=45,control=10 --users 20000 --format json > "$work/split.json"
python3 -c 'import json, sys; d = json.load(open(sys.argv[1])); assert all(abs(r["users"] / 200 - r["wanted_percent"]) < 1 for r in d["split"]), d' "$work/split.json" \
    || fail "20000 users are not within a point of 45/45/10: $(cat "$work/split.json")"
pass

"$bin" variants spring-sale --split A=45,B=45,control=10 --users 1000 --scenario Tests/Fixtures/variants/checkout-hold.json --format json > "$work/session.json"
python3 - "$work/session.json" <<'PY' || fail "the scripted session does not show Android's control impression at 2 s: $(cat "$work/session.json")"
import json, sys
rows = {(r["platform"], r["group"]): r for r in json.load(open(sys.argv[1]))["session"]}
assert rows[("android", "control")]["first_at"] == 2 and rows[("ios", "control")]["first_at"] == 11, rows
PY
pass

# A/B tests: render, export and snapshot name a variant; a name the campaign lacks is an error
# listing the ones it has; `variants` takes the split of a scenario's split campaign.
split=Tests/Fixtures/variants/three-variants-and-control.json
"$bin" render "$split" --variant modal | grep -qF "20% off everything until Sunday." || fail "render --variant modal did not draw the Modal variant"
pass
if "$bin" render "$split" --variant nope > /dev/null 2> "$work/variant.err"; then fail "render --variant nope drew something"; fi
grep -q "Slideup, Modal, Full, Control" "$work/variant.err" || fail "the unknown variant's error does not list the variants: $(cat "$work/variant.err")"
pass
"$bin" import --db-path "$work/split.sqlite" "$split" > /dev/null
"$bin" export --db-path "$work/split.sqlite" --id spring-sale --variant control > "$work/control.json"
python3 - "$work/control.json" <<'PY' || fail "export --variant control is not the control envelope: $(head -c 400 "$work/control.json")"
import json, sys
[envelope] = json.load(open(sys.argv[1]))
assert envelope["data"]["is_control"] is True and "variants" not in envelope, envelope
PY
pass
"$bin" snapshot "$split" --variant B --variant control --out "$work/shots" > /dev/null 2>&1 || fail "snapshot --variant failed"
[[ -f "$work/shots/spring-sale/phone-portrait-light-variant-b.png" && -f "$work/shots/spring-sale/phone-portrait-light-control.png" ]] \
    || fail "snapshot --variant did not name its shots by variant: $(ls -R "$work/shots")"
pass
"$bin" variants checkout-offer --users 1000 --scenario Tests/Fixtures/scenarios/92-android-split-control-user-logs-at-trigger.json --format json > "$work/ab.json"
python3 - "$work/ab.json" <<'PY' || fail "variants without --split did not take the scenario's split: $(cat "$work/ab.json")"
import json, sys
d = json.load(open(sys.argv[1]))
assert [r["wanted_percent"] for r in d["split"]] == [45, 45, 10], d["split"]
rows = {(r["platform"], r["group"]): r for r in d["session"]}
assert rows[("android", "control")]["first_at"] == 2 and rows[("ios", "Variant B")]["first_at"] == 11, rows
PY
pass

passed
