#!/usr/bin/env bash
# Starts the real server on a free loopback port with a temporary database, runs the browser
# tests in Tests/browser against it, and stops the server whatever happens.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib-server.sh
bin=${1:-.build/debug/vitrine}
work=$(mktemp -d)
trap 'stop_server; rm -rf "$work"' EXIT
start_server "$bin" "$work"
shots=${VITRINE_SCREENSHOTS:-$work/screenshots}
mkdir -p "$shots"
VITRINE_URL="$url" VITRINE_SCREENSHOTS="$shots" VITRINE_BIN="$bin" \
    .venv/bin/python -m pytest -q -p no:cacheprovider ${VITRINE_PYTEST_ARGS:-Tests/browser}
