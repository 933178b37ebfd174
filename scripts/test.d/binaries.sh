#!/usr/bin/env bash
# The three binaries (docs/architecture.md, "Binaries"): `vitrine` validates HTML documents and
# prints the version with nothing of Foundation, hands other `validate` calls to `vitrine-check`
# and every other command to `vitrine-full`, each beside it, in the same process; help, reports,
# errors and exit statuses are the same whichever binary answers.
set -euo pipefail
: "${VITRINE_BIN:?VITRINE_BIN must point to the vitrine binary}"
check="$(dirname "$VITRINE_BIN")/vitrine-check"
full="$(dirname "$VITRINE_BIN")/vitrine-full"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "binaries: $*"; exit 1; }
checks=0
html=Tests/Fixtures/braze/2-braze-dashboard-simple-modal.html
json=Tests/Fixtures/wire/html-bridge.json

# Alone in a folder, `vitrine` prints its version and validates HTML; a JSON file needs vitrine-check.
mkdir "$work/alone"
cp "$VITRINE_BIN" "$work/alone/vitrine"
"$work/alone/vitrine" --version | grep -Eqx '[0-9]+\.[0-9]+\.[0-9]+' || fail "--version alone"
[[ $("$work/alone/vitrine" --version) == $("$full" --version) ]] || fail "the binaries name different versions"
[[ $("$check" --version) == $("$full" --version) ]] || fail "vitrine-check names another version"
"$work/alone/vitrine" validate "$html" > "$work/alone.txt" || fail "validate alone exited $?"
"$full" validate "$html" > "$work/full.txt"
cmp -s "$work/alone.txt" "$work/full.txt" || fail "validate alone reports differently from vitrine-full"
set +e
"$work/alone/vitrine" validate "$json" > /dev/null 2> "$work/err.txt"; code=$?
set -e
[[ $code -eq 127 ]] && grep -q "cannot run $work/alone/vitrine-check" "$work/err.txt" \
    || fail "a JSON file without vitrine-check: exit $code, $(cat "$work/err.txt")"
checks=$((checks + 4))

# Beside vitrine-check only: every `validate` works; any other command fails with 127 and says
# what is missing.
cp "$check" "$work/alone/vitrine-check"
"$work/alone/vitrine" validate --format json "$html" > "$work/alone.json" || fail "validate --format json exited $?"
"$full" validate --format json "$html" > "$work/full.json"
cmp -s "$work/alone.json" "$work/full.json" || fail "validate --format json reports differently from vitrine-full"
"$work/alone/vitrine" validate "$json" > /dev/null || fail "a JSON file through vitrine-check exited $?"
set +e
"$work/alone/vitrine" serve > "$work/out.txt" 2> "$work/err.txt"; code=$?
set -e
[[ $code -eq 127 ]] || fail "serve without vitrine-full exited $code, not 127"
grep -q "cannot run $work/alone/vitrine-full" "$work/err.txt" || fail "the error does not name vitrine-full: $(cat "$work/err.txt")"
checks=$((checks + 3))

# `vitrine validate FILE…` with no option: `vitrine` answers for HTML documents, `vitrine-check`
# for JSON files and unreadable ones, without the argument parser; the report, standard error and
# exit status are the full binary's (which always parses), for findings (1), a clean file (0), an
# unreadable file (2), JSON, and file names the parser could read otherwise.
cp Tests/Fixtures/braze/*.html "$work/"
printf '<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width"><title>t</title></head><body><p>ok</p><button onclick="brazeBridge.closeMessage()">Close</button></body></html>\n' > "$work/clean.html"
cp Tests/HTMLValidationTests/Corpus/duplicate-id.html "$work/help"
cp "$html" "$work/validate"
codes=""
for args in "$work/clean.html" "$work"/[0-9]*.html "$work/missing.html $work/clean.html" "$work/help $work/validate" \
    "$json" "$work/clean.html $json Tests/Fixtures/wire/campaigns.json"; do
    set +e
    # Each list is split into its files on purpose.
    "$VITRINE_BIN" validate $args > "$work/light.out" 2> "$work/light.err"; light_code=$?
    "$full" validate $args > "$work/full.out" 2> "$work/full.err"; full_code=$?
    set -e
    [[ $light_code -eq $full_code ]] || fail "validate $args exited $light_code, vitrine-full $full_code"
    cmp -s "$work/light.out" "$work/full.out" || fail "validate $args reports differently from vitrine-full"
    cmp -s "$work/light.err" "$work/full.err" || fail "validate $args says differently on standard error"
    [[ -s "$work/full.out" || $full_code -ne 1 ]] || fail "validate $args failed with an empty report"
    codes+=" $full_code"
    checks=$((checks + 1))
done
[[ $codes == *" 0"* && $codes == *" 1"* && $codes == *" 2"* ]] || fail "the plain runs exited only with$codes"

# Side by side: help and argument errors are the full binary's, and other commands reach it.
cmp -s <("$VITRINE_BIN" validate --help) <("$full" validate --help) || fail "validate --help differs between the binaries"
"$VITRINE_BIN" --help | grep -q "serve" || fail "vitrine --help does not list serve"
"$VITRINE_BIN" render --help | grep -q "USAGE: vitrine render" || fail "render --help did not reach vitrine-full"
set +e
light_error=$("$VITRINE_BIN" validate --jobs 0 "$html" 2>&1); light_code=$?
full_error=$("$full" validate --jobs 0 "$html" 2>&1); full_code=$?
set -e
[[ $light_code -eq $full_code && $light_error == "$full_error" ]] || fail "--jobs 0: '$light_error' ($light_code) against '$full_error' ($full_code)"
checks=$((checks + 4))

# A handed-over command keeps the process: `vitrine serve` is the process the shell started.
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
VITRINE_DB_PATH="$work/db.sqlite" VITRINE_HTTP_PORT=$port VITRINE_LOG_LEVEL=warning "$VITRINE_BIN" serve > "$work/serve.log" 2>&1 &
server=$!
for _ in $(seq 100); do curl -fs "http://127.0.0.1:$port/healthz" > /dev/null 2>&1 && break; sleep 0.2; done
curl -fs "http://127.0.0.1:$port/healthz" > /dev/null || { cat "$work/serve.log"; fail "vitrine serve did not answer"; }
[[ $(readlink "/proc/$server/exe") == $(readlink -f "$full") ]] || fail "pid $server runs $(readlink "/proc/$server/exe"), not vitrine-full"
kill -TERM "$server"
wait "$server" || fail "vitrine serve exited $? on SIGTERM"
checks=$((checks + 2))

# Nothing of the server in vitrine-check, nothing of Foundation or ICU in vitrine.
for binary in "$VITRINE_BIN" "$check"; do
    if ldd "$binary" | grep -q "libsqlite3"; then fail "$binary links SQLite"; fi
done
foundation=$(nm "$VITRINE_BIN" | grep -c 's10Foundation\|s32FoundationInternationalization\|uregex_open' || true)
[[ $foundation -eq 0 ]] || fail "vitrine links Foundation or ICU ($foundation symbols)"
checks=$((checks + 2))
echo "binaries: $checks checks passed (HTML and --version in vitrine, other validate calls in vitrine-check, the rest in vitrine-full, one process)"
