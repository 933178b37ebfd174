#!/usr/bin/env bash
# Nothing acknowledged is lost on `kill -9` (docs/quality.md, durability): 1,000 concurrent `POST /api/campaigns`
# (48 threads, distinct ids), the server killed with SIGKILL once 300 writes are acknowledged
# while the others are in flight, then a restart on the same database file: PRAGMA
# integrity_check must say ok and every acknowledged id must be stored and served.
# Tests/hardening/crash_writes.py does the writing and the checking.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=${VITRINE_BIN:-.build/release/vitrine}
source scripts/lib-server.sh
work=$(mktemp -d)
trap 'stop_server; rm -rf "$work"' EXIT
started=$(date +%s)

start_server "$bin" "$work" --log-level warning
victim=$server
# bash reports the killed job ("Killed …") on stderr: keep that notice out of the output.
set +e
exec 3>&2 2>/dev/null
python3 Tests/hardening/crash_writes.py write --url "$url" --pid "$victim" --acked "$work/acked.txt" \
    --count "${CRASH_WRITES:-1000}" --threads "${CRASH_THREADS:-48}" --kill-after "${CRASH_KILL_AFTER:-300}" 2>&3
written=$?
# A writer that failed may not have sent the kill: send it here so that `wait` returns.
(( written == 0 )) || kill -9 "$victim" 2>/dev/null || true
wait "$victim"
died=$?
exec 2>&3 3>&-
set -e
server=""
(( written == 0 )) || { echo "crash: the concurrent writes failed (see above)" >&2; exit 1; }
if (( died != 137 )); then
    echo "crash: the first server did not die of SIGKILL (exit status $died)" >&2
    cat "$work/server.log" >&2
    exit 1
fi
mv "$work/server.log" "$work/server-killed.log"

start_server "$bin" "$work" --log-level warning
python3 Tests/hardening/crash_writes.py verify --url "$url" --db "$work/vitrine.sqlite" --acked "$work/acked.txt"
echo "crash: $(wc -l < "$work/acked.txt") acknowledged writes survived kill -9 ($(( $(date +%s) - started )) s)"
