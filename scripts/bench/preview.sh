#!/usr/bin/env bash
# Preview throughput: the render route of the seeded modal (a stored campaign read, decoded and
# rendered per request) on a dark phone, once as each platform draws it (iOS, an Android phone, a
# phone browser), as requests per second, as a ratio to the anchor (around it) and to /healthz in
# the same run. iOS's figures are named plain `preview` (`preview.ratio_to_anchor`), Android's
# and the phone browser's `preview.android` and `preview.web`.
set -euo pipefail
: "${VITRINE_URL:?run through make bench}" "${HEALTHZ_RPS:?run through make bench}"
# The exported `rps` writes wrk's report to "$work/wrk.txt", and bench.sh exports that folder as BENCH_WORK.
work=${BENCH_WORK:?run through make bench}
for platform in ios android web; do
    url="$VITRINE_URL/campaigns/demo-spring-sale/render?platform=$platform&device=phone&appearance=dark"
    curl -fs -H "Authorization: Bearer $VITRINE_ADMIN_TOKEN" "$url" > /dev/null
    prefix=preview
    [[ $platform == ios ]] || prefix="preview.$platform"
    ratio_to_anchor "$prefix" "$url" | tee "$work/preview.txt"
    preview=$(awk -v key="$prefix.requests_per_sec:" '$1 == key {print $2}' "$work/preview.txt")
    awk -v p="$preview" -v h="$HEALTHZ_RPS" -v n="$prefix" 'BEGIN { printf "%s.ratio_to_healthz: %.3f\n", n, (h > 0 ? p / h : 0) }'
done
