#!/usr/bin/env bash
# Preview throughput: the render route of the seeded modal (a stored campaign read, decoded and
# rendered per request), as requests per second and as a ratio to /healthz in the same run, once
# as each platform draws it (iOS, an Android phone, a phone browser).
set -euo pipefail
: "${VITRINE_URL:?run through make bench}" "${HEALTHZ_RPS:?run through make bench}"
# The exported `rps` writes wrk's report to "$work/wrk.txt", and bench.sh exports that folder as BENCH_WORK.
work=${BENCH_WORK:?run through make bench}
for platform in ios android web; do
    url="$VITRINE_URL/campaigns/demo-spring-sale/render?platform=$platform&device=phone&appearance=dark"
    curl -fs -H "Authorization: Bearer $VITRINE_ADMIN_TOKEN" "$url" > /dev/null
    preview=$(rps "$url")
    prefix=preview
    [[ $platform == ios ]] || prefix="preview.$platform"
    echo "$prefix.requests_per_sec: $preview"
    awk -v p="$preview" -v h="$HEALTHZ_RPS" -v n="$prefix" 'BEGIN { printf "%s.ratio_to_healthz: %.3f\n", n, (h > 0 ? p / h : 0) }'
done
