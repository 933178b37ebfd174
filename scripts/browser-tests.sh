#!/usr/bin/env bash
# Starts the real server on a free loopback port with a temporary database, runs the browser
# tests in Tests/browser against it, and stops the server whatever happens.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib-server.sh
bin=${1:-.build/release/vitrine}
work=$(mktemp -d)
trap 'stop_server; rm -rf "$work"' EXIT
# JSON log lines: a failed test's report summarises what the server logged (Tests/browser/diagnostics.py).
VITRINE_LOG_FORMAT=json start_server "$bin" "$work"
shots=${VITRINE_SCREENSHOTS:-$work/screenshots}
mkdir -p "$shots"
# A test whose page chromedriver never heard finish ("Timed out receiving message from renderer")
# runs once more, in a new Chromium (the shared one is replaced after any WebDriver error,
# Tests/browser/conftest.py); pytest's last line counts the reruns ("1 rerun"), and the failed
# attempt's report, with what the server logged and the page's state, is printed at the end.
# Any other failure, or a second timeout, fails the run (docs/testing.md says why this one stays).
# VITRINE_PYTEST_REPORT=all lists every test's result at the end (scripts/test-repeat.sh reads it).
report=-rR
[[ -z ${VITRINE_PYTEST_REPORT:-} ]] || report=-rA
rerun_on='TimeoutException: Message: timeout: Timed out receiving message from renderer'
VITRINE_URL="$url" VITRINE_SCREENSHOTS="$shots" VITRINE_BIN="$bin" VITRINE_SERVER_LOG="$work/server.log" \
    .venv/bin/python -m pytest -q -p no:cacheprovider --reruns 1 --only-rerun "$rerun_on" "$report" \
    ${VITRINE_PYTEST_ARGS:-Tests/browser}
