#!/usr/bin/env bash
# Regenerates the thumbnails of the choose-a-kind page (Public/img/kinds/<platform>/<kind>.png)
# from the demo campaigns with `vitrine snapshot`, on each platform's first device: an iOS and an
# Android phone at half a pixel per point, a desktop browser window for the web at a quarter (it is
# three times as wide). Run after a change to the preview:
#   make build && scripts/kind-thumbnails.sh
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-.build/release/vitrine}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
declare -A kinds=(
    [demo-welcome]=slideup [demo-spring-sale]=modal [demo-sale-image]=modalImage [demo-level-up]=full
    [demo-tournament]=fullImage [demo-rate-us]=html [demo-holdout]=control
)
ids=()
for id in "${!kinds[@]}"; do ids+=(--id "$id"); done
"$bin" snapshot --demo "${ids[@]}" --platform ios --platform android --device phone --appearance light \
    --scale 0.5 --out "$work" > /dev/null
"$bin" snapshot --demo "${ids[@]}" --platform web --device desktop --appearance light \
    --scale 0.25 --out "$work" > /dev/null
mkdir -p Public/img/kinds/{ios,android,web}
for id in "${!kinds[@]}"; do
    cp "$work/$id"/phone-*.png "Public/img/kinds/ios/${kinds[$id]}.png"
    cp "$work/$id"/android-phone-*.png "Public/img/kinds/android/${kinds[$id]}.png"
    cp "$work/$id"/web-desktop-*.png "Public/img/kinds/web/${kinds[$id]}.png"
done
ls -l Public/img/kinds/*
