#!/usr/bin/env bash
# Every command in the fenced sh blocks of README.md and of every docs/*.md runs and succeeds
# (Tests/cli/readme_commands.py says how, and which few are skipped and why). A live server stands
# in for the reader's `make run`: its port and admin password are in VITRINE_HTTP_PORT and
# VITRINE_ADMIN_PASSWORD.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/lib-server.sh
bin=${VITRINE_BIN:-.build/release/vitrine}
work=$(mktemp -d)
trap 'stop_server; rm -rf "$work"' EXIT
VITRINE_PASSWORD_COST=4 start_server "$bin" "$work"
export VITRINE_HTTP_PORT=${url##*:}
python3 Tests/cli/readme_commands.py README.md docs/*.md
