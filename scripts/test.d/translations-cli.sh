#!/usr/bin/env bash
# Translation tags on the command line: `vitrine render --locale/--user` on a campaign envelope's
# translations (fallback pt_PT → pt → default), and `vitrine liquid --translations --locale`.
set -eu
: "${VITRINE_BIN:?VITRINE_BIN must point to the vitrine binary}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source "$(dirname "$0")/../lib-check.sh"
has() { grep -qF -- "$2" "$1" || fail "$3: '$2' missing"; pass; }
lacks() { ! grep -qF -- "$2" "$1" || fail "$3: '$2' present"; pass; }

cat > "$work/campaign.json" <<'JSON'
{"id": "spring", "type": "inapp", "name": "Spring",
 "data": {"type": "MODAL", "header": "{% translation head %}Spring sale{% endtranslation %}",
          "message": "{% translation body %}Up to 50% off, {{${first_name} | default: 'friend'}}{% endtranslation %}",
          "btns": [{"text": "{% translation cta %}Shop now{% endtranslation %}", "click_action": "NONE"}]},
 "translations": {"fr": {"head": "Soldes de printemps", "body": "Jusqu’à -50 %, {{${first_name} | default: 'ami'}}", "cta": "Acheter"},
                  "pt": {"head": "Promoção de primavera", "cta": "Comprar"},
                  "pt_BR": {"head": "Liquidação de primavera"}}}
JSON

"$VITRINE_BIN" render "$work/campaign.json" --locale fr > "$work/fr.html"
has "$work/fr.html" "Soldes de printemps" "--locale fr header"
has "$work/fr.html" "Jusqu’à -50 %, ami" "--locale fr message (its Liquid rendered)"
has "$work/fr.html" ">Acheter<" "--locale fr button"
lacks "$work/fr.html" "Spring sale" "--locale fr"
lacks "$work/fr.html" "translation-missing" "--locale fr is complete"

"$VITRINE_BIN" render "$work/campaign.json" --locale pt_PT > "$work/pt.html"
has "$work/pt.html" "Promoção de primavera" "--locale pt_PT falls back to pt"
has "$work/pt.html" ">Comprar<" "--locale pt_PT button from pt"
has "$work/pt.html" "Up to 50% off, friend" "--locale pt_PT falls back to the default"
has "$work/pt.html" "No “pt_PT” text for translation “body”" "--locale pt_PT notes the default"

"$VITRINE_BIN" render "$work/campaign.json" > "$work/default.html"
has "$work/default.html" "Spring sale" "no locale"
lacks "$work/default.html" "translation-missing" "no locale"

printf '%s' '{"attributes": {"first_name": "Bia", "language": "pt", "country": "BR"}}' > "$work/bia.json"
"$VITRINE_BIN" render "$work/campaign.json" --user "$work/bia.json" > "$work/bia.html"
has "$work/bia.html" "Liquidação de primavera" "--user language+country"
has "$work/bia.html" "Up to 50% off, Bia" "--user renders the profile"
printf '%s' '{"attributes": {"first_name": "Léa", "most_recent_locale": "fr", "language": "pt"}}' > "$work/lea.json"
"$VITRINE_BIN" render "$work/campaign.json" --user "$work/lea.json" > "$work/lea.html"
has "$work/lea.html" "Jusqu’à -50 %, Léa" "--user most_recent_locale first"
"$VITRINE_BIN" render "$work/campaign.json" --user "$work/lea.json" --locale pt_BR > "$work/both.html"
has "$work/both.html" "Liquidação de primavera" "--locale before the profile"

set +e
"$VITRINE_BIN" render "$work/campaign.json" --locale 'fr fr' 2> "$work/err"; code=$?
[ $code -eq 64 ] || fail "a bad --locale exited $code"
pass
printf '%s' '{"attributes": {"nickname": "x"}}' > "$work/bad-user.json"
"$VITRINE_BIN" render "$work/campaign.json" --user "$work/bad-user.json" 2> "$work/err"; code=$?
[ $code -eq 1 ] || fail "a bad --user exited $code"
pass
has "$work/err" "attributes.nickname" "bad --user names the path"
set -e

# vitrine liquid --translations FILE --locale L
printf '%s' '{"fr": {"greet": "Bonjour {{${first_name}}} !"}, "pt": {"greet": "Olá {{${first_name}}}!"}}' > "$work/translations.json"
printf '%s' '{"attributes": {"first_name": "Ada", "language": "pt"}}' > "$work/ada.json"
printf '%s' "{% translation greet %}Hello {{\${first_name}}}!{% endtranslation %} {% translation bye %}Bye{% endtranslation %}" > "$work/t.liquid"
out=$("$VITRINE_BIN" liquid "$work/t.liquid" --translations "$work/translations.json" --locale fr --user "$work/ada.json" 2> "$work/err")
[ "$out" = "Bonjour Ada ! Bye" ] || fail "liquid --locale fr: $out"
pass
has "$work/err" "no \"fr\" text for translation bye" "liquid notes the default text"
out=$("$VITRINE_BIN" liquid "$work/t.liquid" --translations "$work/translations.json" --locale pt_BR --user "$work/ada.json" 2> /dev/null)
[ "$out" = "Olá Ada! Bye" ] || fail "liquid --locale pt_BR: $out"
pass
out=$("$VITRINE_BIN" liquid "$work/t.liquid" --translations "$work/translations.json" --user "$work/ada.json" 2> /dev/null)
[ "$out" = "Olá Ada! Bye" ] || fail "liquid locale from the user: $out"
pass
out=$("$VITRINE_BIN" liquid "$work/t.liquid" 2> "$work/err")
[ "$out" = "Hello ! Bye" ] || fail "liquid without translations: $out"
pass
lacks "$work/err" "note" "liquid without a locale"

set +e
printf '%s' "{% translation a %}x{% translation b %}y{% endtranslation %}{% endtranslation %}" | "$VITRINE_BIN" liquid - 2> "$work/err"; code=$?
[ $code -eq 1 ] || fail "a nested translation exited $code"
pass
has "$work/err" "line 1, column 21: translation tags cannot be nested" "nested translation located"
printf '%s' "x
 {% translation a %}never closed" | "$VITRINE_BIN" liquid - 2> "$work/err"; code=$?
[ $code -eq 1 ] || fail "a missing endtranslation exited $code"
pass
has "$work/err" "line 2, column 2: 'translation' tag was never closed" "missing endtranslation located"
printf '%s' '{"fr": {"a.b": "x"}}' > "$work/bad-translations.json"
printf '%s' "x" | "$VITRINE_BIN" liquid - --translations "$work/bad-translations.json" 2> "$work/err"; code=$?
[ $code -eq 2 ] || fail "bad translations exited $code"
pass
has "$work/err" 'fr["a.b"]' "bad translations name the path"
set -e
passed
