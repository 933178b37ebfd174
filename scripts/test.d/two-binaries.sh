#!/usr/bin/env bash
# The two binaries (docs/architecture.md, "Two binaries"): `vitrine` runs validate and --version
# on its own, without the server's libraries, and hands every other command to `vitrine-full`
# beside it in the same process; help and errors are the same whichever binary answers.
set -euo pipefail
: "${VITRINE_BIN:?VITRINE_BIN must point to the vitrine binary}"
full="$(dirname "$VITRINE_BIN")/vitrine-full"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "two-binaries: $*"; exit 1; }
checks=0
html=Tests/Fixtures/braze/2-braze-dashboard-simple-modal.html

# Alone in a folder, the light binary validates and prints its version.
cp "$VITRINE_BIN" "$work/vitrine"
"$work/vitrine" --version | grep -Eqx '[0-9]+\.[0-9]+\.[0-9]+' || fail "--version alone"
[[ $("$work/vitrine" --version) == $("$full" --version) ]] || fail "the two binaries name different versions"
"$work/vitrine" validate --format json "$html" > "$work/alone.json" || fail "validate alone exited $?"
"$full" validate --format json "$html" > "$work/full.json"
cmp -s "$work/alone.json" "$work/full.json" || fail "validate alone reports differently from vitrine-full"
checks=$((checks + 3))

# `vitrine validate FILE…` with no option skips the argument parser in the light binary: its report,
# standard error and exit status are the full binary's (which always parses), for findings (1),
# a clean file (0), an unreadable file (2) and file names the parser could read otherwise.
cp Tests/Fixtures/braze/*.html "$work/"
printf '<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width"><title>t</title></head><body><p>ok</p><button onclick="brazeBridge.closeMessage()">Close</button></body></html>\n' > "$work/clean.html"
cp Tests/HTMLValidationTests/Corpus/duplicate-id.html "$work/help"
cp "$html" "$work/validate"
codes=""
for args in "$work/clean.html" "$work"/[0-9]*.html "$work/missing.html $work/clean.html" "$work/help $work/validate"; do
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

# Without vitrine-full, any other command fails with 127 and says what is missing.
set +e
"$work/vitrine" serve > "$work/out.txt" 2> "$work/err.txt"; code=$?
set -e
[[ $code -eq 127 ]] || fail "serve without vitrine-full exited $code, not 127"
grep -q "cannot run $work/vitrine-full" "$work/err.txt" || fail "the error does not name vitrine-full: $(cat "$work/err.txt")"
checks=$((checks + 1))

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

# Nothing of the server is linked into the light binary.
if ldd "$VITRINE_BIN" | grep -q "libsqlite3"; then fail "the light binary links SQLite"; fi
checks=$((checks + 1))
echo "two binaries: $checks checks passed (validate and --version alone, the rest handed to vitrine-full in the same process)"
