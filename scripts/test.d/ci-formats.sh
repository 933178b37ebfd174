#!/usr/bin/env bash
# The CI formats of the command line: vitrine check --format json|junit, vitrine validate
# --format junit|sarif with --fail-on, - for standard input, and vitrine --version.
set -eu
: "${VITRINE_BIN:?VITRINE_BIN must point to the vitrine binary}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source "$(dirname "$0")/../lib-check.sh"
scenario=Tests/Fixtures/scenarios/30-templated-message-renders-at-trigger-time.json

"$VITRINE_BIN" --version | grep -Eq '^[0-9]+\.[0-9]+\.[0-9]+$' || fail "--version does not print a version"
pass

"$VITRINE_BIN" check --format junit "$scenario" > "$work/ok.xml" || fail "a passing scenario failed"
pass
python3 -c 'import sys, xml.etree.ElementTree as E; s = E.parse(sys.argv[1]).getroot(); assert s.get("tests") == "1" and s.get("failures") == "0", s.attrib' "$work/ok.xml" \
    || fail "junit of a passing check"
pass
sed 's/"detail": "small purchase"/"detail": "large purchase"/' "$scenario" > "$work/broken.json"
set +e
"$VITRINE_BIN" check --format junit "$work/broken.json" > "$work/broken.xml"; code=$?
[ $code -eq 1 ] || fail "a failing scenario exited $code"
pass
python3 -c 'import sys, xml.etree.ElementTree as E; s = E.parse(sys.argv[1]).getroot(); assert s.get("failures") == "1" and s.find("testcase/failure") is not None' "$work/broken.xml" \
    || fail "junit of a failing check"
pass
"$VITRINE_BIN" check --format json - < "$work/broken.json" > "$work/broken.json.out"; code=$?
[ $code -eq 1 ] || fail "a failing scenario on stdin exited $code"
pass
python3 -c 'import sys, json; r = json.load(open(sys.argv[1])); assert r[0]["passed"] is False and "mismatch" in r[0], r' "$work/broken.json.out" \
    || fail "json of a failing check"
pass

printf '%s' '{"type": "MODAL", "message": "Low contrast", "text_color": 4288256409}' > "$work/message.json"
"$VITRINE_BIN" validate "$work/message.json" > /dev/null; code=$?
[ $code -eq 0 ] || fail "a warning failed validate without --fail-on ($code)"
pass
"$VITRINE_BIN" validate --fail-on warning --format sarif "$work/message.json" > "$work/out.sarif"; code=$?
[ $code -eq 1 ] || fail "--fail-on warning exited $code"
pass
python3 -c '
import sys, json
d = json.load(open(sys.argv[1]))
assert d["version"] == "2.1.0"
results = d["runs"][0]["results"]
assert [r["ruleId"] for r in results] == ["contrast-text"], results
assert results[0]["locations"][0]["logicalLocations"][0]["fullyQualifiedName"] == "text_color"
' "$work/out.sarif" || fail "sarif of a contrast warning"
pass
"$VITRINE_BIN" validate --format junit - < Tests/HTMLValidationTests/Corpus/duplicate-id.html > "$work/html.xml"; code=$?
[ $code -eq 1 ] || fail "an HTML error on stdin exited $code"
pass
python3 -c 'import sys, xml.etree.ElementTree as E; s = E.parse(sys.argv[1]).getroot(); assert s.get("failures") == "1"' "$work/html.xml" \
    || fail "junit of an HTML error"
pass
set -e
passed
