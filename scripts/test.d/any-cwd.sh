#!/usr/bin/env bash
# `vitrine serve` started from a folder that is not the checkout serves its pages and styles: it
# finds Templates/ and Public/ beside or above its executable (ResourceFolder), as the image finds
# them under /app.
set -euo pipefail
: "${VITRINE_BIN:?VITRINE_BIN must point to the vitrine binary}"
cd "$(dirname "$0")/../.."
bin=$(realpath "$VITRINE_BIN")
source scripts/lib-server.sh
work=$(mktemp -d)
trap 'stop_server; rm -rf "$work"' EXIT
cd "$work"
start_server "$bin" "$work"
login=$(curl -s -o /dev/null -w '%{http_code}' "$url/login")
css=$(curl -s -o /dev/null -w '%{http_code}' "$url/css/app.css")
[[ $login == 200 && $css == 200 ]] || { echo "any-cwd: /login $login, /css/app.css $css"; cat "$work/server.log"; exit 1; }
echo "any-cwd: served /login and /css/app.css with $work as the working directory"
