#!/usr/bin/env bash
# Starts the real server on a free loopback port with a temporary database, runs the browser
# tests in Tests/browser against it, and stops the server whatever happens.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-.build/debug/vitrine}
work=$(mktemp -d)
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
"$bin" serve --http-host 127.0.0.1 --http-port "$port" --db-path "$work/vitrine.sqlite" > "$work/server.log" 2>&1 &
server=$!
cleanup() {
    kill "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
for _ in $(seq 1 150); do
    curl -fs "http://127.0.0.1:$port/healthz" > /dev/null 2>&1 && break
    if ! kill -0 "$server" 2>/dev/null; then
        echo "server exited during start-up:"; cat "$work/server.log"; exit 1
    fi
    sleep 0.2
done
mkdir -p "${VITRINE_SCREENSHOTS:-$work/screenshots}"
VITRINE_URL="http://127.0.0.1:$port" VITRINE_SCREENSHOTS="${VITRINE_SCREENSHOTS:-$work/screenshots}" \
    .venv/bin/python -m pytest -q -p no:cacheprovider Tests/browser
