#!/usr/bin/env bash
# Liquid's cost in a preview: the render route of a modal with ten Liquid tags rendered as the
# demo user "ada" (profile and content blocks read per request), against the same modal with
# the tags' output written in, as requests per second and their ratio in the same run. The plain
# one has no Liquid, so after its first request its document comes from the read cache
# (docs/architecture.md): the ratio is a Liquid render against a kept document.
set -euo pipefail
: "${VITRINE_URL:?run through make bench}"
work=${BENCH_WORK:?run through make bench}
api() {
    curl -fs -o /dev/null -X "$1" -H "Authorization: Bearer $VITRINE_ADMIN_TOKEN" -H "Content-Type: application/json" \
        --data-binary "$3" "$VITRINE_URL$2"
}
message() {
    printf '{"id": "%s", "name": "%s", "status": "draft", "type": "inapp", "data": {"type": "MODAL", "header": "%s", "message": "%s", "btns": [{"id": 0, "text": "%s"}]}}' "$@"
}
api POST /api/campaigns "$(message bench-liquid "Liquid bench" "Hi {{\${first_name} | default: 'there'}}!" \
    "{{custom_attribute.\${points} | plus: 100}} points in {{\${city} | upcase}}. {% if custom_attribute.\${vip} %}VIP{% else %}Member{% endif %} since {{ 'now' | date: '%Y' }}. {{content_blocks.\${signature}}} {{\${last_name} | truncate: 5}} {{custom_attribute.\${favourite_team} | downcase}} {{ 'x' | append: 'y' }}" \
    "Go {{\${first_name}}}")"
api POST /api/campaigns "$(message bench-plain "Plain bench" "Hi Ada!" \
    "1350 points in LONDON. VIP since 2026. See you soon, Ada! Lo... arsenal xy" "Go Ada")"
query="?user=ada&now=1767225600"
curl -fs -H "Authorization: Bearer $VITRINE_ADMIN_TOKEN" "$VITRINE_URL/campaigns/bench-liquid/render$query" | grep -q "1350 points in LONDON" \
    || { echo "liquid.error: the ten-tag preview does not render as expected"; exit 1; }
plain=$(rps "$VITRINE_URL/campaigns/bench-plain/render$query")
templated=$(rps "$VITRINE_URL/campaigns/bench-liquid/render$query")
echo "liquid.preview_route_plain_requests_per_sec: $plain"
echo "liquid.preview_route_ten_tags_requests_per_sec: $templated"
awk -v t="$templated" -v p="$plain" 'BEGIN { printf "liquid.preview_route_ratio: %.3f\n", (p > 0 ? t / p : 0) }'
api DELETE /api/campaigns/bench-liquid ""
api DELETE /api/campaigns/bench-plain ""
