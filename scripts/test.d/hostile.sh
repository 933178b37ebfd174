#!/usr/bin/env bash
# test.d: alone
# The hostile-request suite (Tests/hardening/hostile.py) against a live release server: every
# case must get a 4xx (or a quick answer, or a closed connection) and leave /healthz answering
# within 1 s.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/lib-server.sh
bin=${VITRINE_BIN:-.build/release/vitrine}
[[ -x $bin ]] || { echo "hostile: $bin is missing (make test builds it)"; exit 1; }
work=$(mktemp -d)
trap 'stop_server; rm -rf "$work"' EXIT
VITRINE_PASSWORD_COST=4 start_server "$bin" "$work" --body-timeout 2 --idle-timeout 5
python3 Tests/hardening/hostile.py "$url" "$server"
