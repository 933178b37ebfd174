#!/usr/bin/env bash
# Regenerates the thumbnails of the choose-a-kind page (Public/img/kinds/<kind>.png) from the demo
# campaigns with `vitrine snapshot` at half a pixel per point. Run after a change to the preview:
#   swift build && scripts/kind-thumbnails.sh .build/debug/vitrine
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-.build/debug/vitrine}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
declare -A kinds=(
    [demo-welcome]=slideup [demo-spring-sale]=modal [demo-sale-image]=modalImage [demo-level-up]=full
    [demo-tournament]=fullImage [demo-rate-us]=html [demo-holdout]=control
)
ids=()
for id in "${!kinds[@]}"; do ids+=(--id "$id"); done
"$bin" snapshot --demo "${ids[@]}" --scale 0.5 --out "$work" > /dev/null
mkdir -p Public/img/kinds
for id in "${!kinds[@]}"; do
    cp "$work/$id"/*.png "Public/img/kinds/${kinds[$id]}.png"
done
ls -l Public/img/kinds
