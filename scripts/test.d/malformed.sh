#!/usr/bin/env bash
# Bad input gets a 4xx with a clear message, never a 500, and changes nothing (docs/quality.md, bad input): the
# corpus Tests/hardening/malformed_corpus.json (malformed JSON, wrong types, unknown enums and
# ids, stale versions, bad queries, oversized bodies, bad event batches, broken forms and
# uploads, path traversal, …) is sent to a fresh server by Tests/hardening/run_corpus.py, which
# checks each status and message and compares a dump of every table before and after.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=${VITRINE_BIN:-.build/release/vitrine}
source scripts/lib-server.sh
work=$(mktemp -d)
trap 'stop_server; rm -rf "$work"' EXIT
start_server "$bin" "$work" --log-level warning
status=0
python3 Tests/hardening/run_corpus.py --url "$url" --db "$work/vitrine.sqlite" || status=$?
if ! curl -fs "$url/healthz" > /dev/null; then
    echo "malformed: the server no longer answers /healthz after the corpus" >&2
    tail -n 50 "$work/server.log" >&2
    exit 1
fi
exit $status
