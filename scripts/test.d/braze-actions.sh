#!/usr/bin/env bash
# Braze Actions through the command line (docs/rules.md, rule 14): `vitrine validate` exits 1 on
# a campaign whose button holds a corrupt brazeActions:// URI and names the JSON path; a
# hand-made URI (padded, keys in an unusual order) survives import and export byte for byte.
set -euo pipefail
: "${VITRINE_BIN:?VITRINE_BIN must point to the vitrine binary}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source "$(dirname "$0")/../lib-check.sh"
# {"args":["https://example.com/x"],"type":"openLink"} in UTF-16LE, URL-safe base64, padded.
good=$(python3 -c 'import base64; print("brazeActions://v1/" + base64.urlsafe_b64encode("{\"args\":[\"https://example.com/x\"],\"type\":\"openLink\"}".encode("utf-16-le")).decode())')
campaign() {
    printf '{"id": "%s", "name": "%s", "status": "active", "trigger_condition": [{"type": "open"}], "data": {"type": "MODAL", "header": "H", "message": "M", "btns": [{"id": 0, "text": "No", "click_action": "NONE"}, {"id": 1, "text": "Go", "click_action": "URI", "uri": "%s"}]}}\n' "$1" "$1" "$2"
}
campaign corrupt "brazeActions://v1/ewAiAHQAeQBwAGUAIgA6ACIAbwBwAGUAbgBMAGkAbgBrAC" > "$work/corrupt.json"
campaign good "$good" > "$work/good.json"

status=0
"$VITRINE_BIN" validate "$work/corrupt.json" > "$work/corrupt.txt" || status=$?
cat "$work/corrupt.txt"
[[ $status -eq 1 ]] || fail "a corrupt brazeActions URI exited $status, not 1"
pass
grep -q 'data\.btns\[1\]\.uri: error: the Braze Action does not decode: .*\[braze-action-invalid\]' "$work/corrupt.txt" \
    || fail "the report does not name data.btns[1].uri"
pass
"$VITRINE_BIN" validate "$work/good.json" > "$work/good.txt" || fail "a valid Braze Action failed: $(cat "$work/good.txt")"
pass
grep -q 'braze-action' "$work/good.txt" && fail "a valid Braze Action was reported"

"$VITRINE_BIN" import --db-path "$work/db.sqlite" "$work/good.json" > /dev/null
"$VITRINE_BIN" export --db-path "$work/db.sqlite" > "$work/export.json"
grep -qF "\"$good\"" "$work/export.json" || fail "export changed the URI $good"
pass
passed "validate exits 1 naming data.btns[1].uri; a hand-made URI round-trips unchanged"
