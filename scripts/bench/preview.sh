#!/usr/bin/env bash
# Preview throughput: the render route of the seeded modal (a stored campaign read, decoded and
# rendered per request) for each query of `queries` (the dark phone, then each platform), as
# requests per second, as a ratio to the anchor (around it) and to /healthz in the same run.
set -euo pipefail
: "${VITRINE_URL:?run through make bench}" "${HEALTHZ_RPS:?run through make bench}"
# The exported `rps` writes wrk's report to "$work/wrk.txt", and bench.sh exports that folder as BENCH_WORK.
work=${BENCH_WORK:?run through make bench}
route="$VITRINE_URL/campaigns/demo-spring-sale/render"
# name=query; the first is the figure the issue's targets name (`preview.ratio_to_anchor`).
queries=("preview=device=phone&appearance=dark" "preview.ios=platform=ios" "preview.android=platform=android" "preview.web=platform=web")
page() { curl -fs -H "Authorization: Bearer $VITRINE_ADMIN_TOKEN" "$route?$1"; }
if [[ $(page platform=ios | sha1sum) == "$(page platform=android | sha1sum)" ]]; then
    echo "preview.platform_option: ignored (the route renders every platform alike)"
fi
for entry in "${queries[@]}"; do
    name=${entry%%=*}
    query=${entry#*=}
    page "$query" > /dev/null
    ratio_to_anchor "$name" "$route?$query" | tee "$work/preview.txt"
    rps=$(awk -v key="$name.requests_per_sec:" '$1 == key {print $2}' "$work/preview.txt")
    awk -v n="$name" -v p="$rps" -v h="$HEALTHZ_RPS" 'BEGIN { printf "%s.ratio_to_healthz: %.3f\n", n, (h > 0 ? p / h : 0) }'
done
