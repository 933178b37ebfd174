#!/usr/bin/env bash
# Layout checks per locale: `vitrine validate --layout` on the demo set (exported from
# a freshly seeded store) measures each campaign in its default texts and in each locale of its
# translations, and finds one problem, the German "Shop" label of demo-new-arrivals, tagged [de];
# `vitrine snapshot` measures every locale too, and `--locale` / `--all-locales` shoot them.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/lib-server.sh
bin=${VITRINE_BIN:-.build/release/vitrine}
work=$(mktemp -d)
trap 'stop_server; rm -rf "$work"' EXIT
source "$(dirname "$0")/../lib-check.sh"

# The demo set as a fresh server seeds it.
start_server "$bin" "$work" --log-level warning
stop_server
server=
"$bin" export --db-path "$work/vitrine.sqlite" > "$work/demos.json"
index=$(python3 -c 'import json, sys; print([c["id"] for c in json.load(open(sys.argv[1]))].index("demo-new-arrivals"))' "$work/demos.json")

"$bin" validate --layout "$work/demos.json" > "$work/validate.txt"
grep -E '\[(layout-|html-tap-target-small)' "$work/validate.txt" > "$work/layout.txt" || true
[ "$(wc -l < "$work/layout.txt")" -eq 1 ] || fail "validate --layout: expected one layout finding, got: $(cat "$work/layout.txt")"
pass
grep -qF "demos.json:\$[$index].data.btns[1].text: warning: [de] its text needs" "$work/layout.txt" ||
    fail "validate --layout: not the German button: $(cat "$work/layout.txt")"
grep -qF "[layout-button-truncated]" "$work/layout.txt" || fail "validate --layout: rule missing"
pass
"$bin" validate --layout --format json "$work/demos.json" > "$work/validate.json"
python3 - "$work/validate.json" <<'PY' || fail "validate --layout --format json: no locale de on the layout finding"
import json, sys
found = [f for f in json.load(open(sys.argv[1])) if f["rule"].startswith("layout-")]
assert [(f["locale"], f["rule"]) for f in found] == [("de", "layout-button-truncated")], found
PY
pass

# Every snapshot measures every locale: the default shot of each demo, its German label measured unshot.
"$bin" snapshot --demo --out "$work/shots" > "$work/snap.txt" 2> "$work/snap.err"
grep -F 'warning:' "$work/snap.err" > "$work/snap-layout.txt" || true
[ "$(wc -l < "$work/snap-layout.txt")" -eq 1 ] || fail "snapshot --demo: expected one layout line, got: $(cat "$work/snap-layout.txt")"
grep -qF "demo-new-arrivals/phone-portrait-light-de.png (not shot): btns[1].text: warning: [de] its text needs" "$work/snap-layout.txt" ||
    fail "snapshot --demo: not the German button: $(cat "$work/snap-layout.txt")"
[ -f "$work/shots/demo-new-arrivals/phone-portrait-light.png" ] || fail "snapshot: the default shot's name changed"
[ ! -e "$work/shots/demo-new-arrivals/phone-portrait-light-de.png" ] || fail "snapshot: an unasked locale was shot"
pass

# --all-locales: the default texts under today's name (the baseline above still matches), one
# shot per locale named after it; the German shot's own finding is not "(not shot)".
set +e
"$bin" snapshot --demo --id demo-new-arrivals --all-locales --out "$work/all" --baseline "$work/shots" > "$work/all.txt" 2> "$work/all.err"
code=$?
set -e
[ $code -eq 1 ] || fail "snapshot --all-locales against a default-only baseline exited $code"
grep -qE "^same +$work/all/demo-new-arrivals/phone-portrait-light.png " "$work/all.txt" || fail "--all-locales: the default shot is not compared: $(cat "$work/all.txt")"
for locale in ar de fr ja pt_BR; do
    grep -qE "^new +$work/all/demo-new-arrivals/phone-portrait-light-$locale.png " "$work/all.txt" || fail "--all-locales: no $locale shot: $(cat "$work/all.txt")"
done
[ "$(grep -c . "$work/all.txt")" -eq 6 ] || fail "--all-locales: expected 6 shots: $(cat "$work/all.txt")"
pass
grep -qF "demo-new-arrivals/phone-portrait-light-de.png: btns[1].text: warning: [de]" "$work/all.err" || fail "--all-locales: the German shot's finding: $(cat "$work/all.err")"
! grep -qF "(not shot)" "$work/all.err" || fail "--all-locales measured a locale it shot twice"
cmp -s "$work/all/demo-new-arrivals/phone-portrait-light.png" "$work/all/demo-new-arrivals/phone-portrait-light-ar.png" && fail "the Arabic shot is the default one"
pass

# --locale: only that locale is shot (any platform), the others measured.
"$bin" snapshot --demo --id demo-new-arrivals --locale ar --platform web --out "$work/ar" > "$work/ar.txt" 2> "$work/ar.err"
[ "$(ls "$work/ar/demo-new-arrivals")" = "web-desktop-landscape-light-ar.png" ] || fail "--locale ar wrote $(ls "$work/ar/demo-new-arrivals")"
grep -qF "web-desktop-landscape-light-de.png (not shot): btns[1].text: warning: [de]" "$work/ar.err" || fail "--locale ar: German not measured: $(cat "$work/ar.err")"
pass

set +e
"$bin" snapshot --demo --locale 'fr fr' --out "$work/bad" 2> "$work/err"; code=$?
[ $code -eq 64 ] || fail "a bad --locale exited $code"
grep -qF -- "locale: expected a locale such as fr or pt_BR" "$work/err" || fail "a bad --locale: $(cat "$work/err")"
"$bin" snapshot --demo --locale fr --all-locales --out "$work/bad" 2> "$work/err"; code=$?
[ $code -eq 64 ] || fail "--locale with --all-locales exited $code"
set -e
[ ! -e "$work/bad" ] || fail "a refused snapshot wrote shots"
pass

passed
