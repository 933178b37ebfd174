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
# Every test runs once; a failure's report says what the server logged and the page's state
# (Tests/browser/conftest.py). VITRINE_PYTEST_REPORT=all lists every test's result at the end
# (scripts/test-repeat.sh reads it).
report=-rR
[[ -z ${VITRINE_PYTEST_REPORT:-} ]] || report=-rA
VITRINE_URL="$url" VITRINE_SCREENSHOTS="$shots" VITRINE_BIN="$bin" VITRINE_SERVER_LOG="$work/server.log" \
    .venv/bin/python -m pytest -q -p no:cacheprovider "$report" \
    ${VITRINE_PYTEST_ARGS:-Tests/browser}
