#!/usr/bin/env bash
# The campaign list with 10,000 campaigns: a search term, 50 a page, as a ratio to the anchor and
# to /healthz.
set -euo pipefail
python3 - "$BENCH_WORK/bulk.json" <<'PY'
import json, sys
kinds = [("SLIDEUP", {}), ("MODAL", {"header": "Header"}), ("FULL", {"header": "Header"})]
words = ["sale", "welcome", "level", "tournament", "rating", "summer", "winter", "bundle"]
campaigns = []
for i in range(10_000):
    kind, extra = kinds[i % len(kinds)]
    word = words[i % len(words)]
    data = {"type": kind, "message": f"Bulk {word} message number {i}", "extras": {"campaign_group": word}}
    data.update(extra)
    campaigns.append({"id": f"bulk-{i:05d}", "name": f"Bulk {word} campaign {i:05d}", "status": "active",
                      "tags": ["bulk", word], "type": "inapp", "priority": i % 100,
                      "trigger_condition": [{"type": "custom_event", "data": {"event_name": f"event_{i % 50}"}}],
                      "data": data})
json.dump(campaigns, open(sys.argv[1], "w"))
PY
"$VITRINE_BIN" import --db-path "$BENCH_WORK/vitrine.sqlite" "$BENCH_WORK/bulk.json" > /dev/null
ratio_to_anchor list "$VITRINE_URL/?q=summer&per_page=50&page=3" | tee "$BENCH_WORK/list.txt"
list=$(awk '$1 == "list.requests_per_sec:" {print $2}' "$BENCH_WORK/list.txt")
echo "list.ratio_to_healthz: $(python3 -c "print(round($list / $HEALTHZ_RPS, 3))")"
