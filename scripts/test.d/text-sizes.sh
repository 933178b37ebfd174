#!/usr/bin/env bash
# Text sizes on the command line (docs/accessibility.md): `validate --layout --text-sizes` names
# the first size at which a finding appears (iOS content sizes, Android font scales, browser
# zooms, each against its platform's default) and only findings the default lacks; `render
# --text-size` draws a size and draws the default's bytes when the default is named; `snapshot
# --text-size` gives each platform its own sizes and names the shots after them; bad sizes and a
# --text-sizes without --layout are refused.
set -uo pipefail
cd "$(dirname "$0")/../.."
source scripts/lib-check.sh
bin=${VITRINE_BIN:-.build/release/vitrine}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
modal=Tests/Fixtures/wire/modal-two-buttons.json

"$bin" validate --layout --text-sizes all "$modal" > "$work/all.txt" 2>&1; code=$?
[ $code -eq 0 ] || fail "validate --layout --text-sizes all exited $code: $(cat "$work/all.txt")"
pass
grep -qF "btns[0].text: warning: at AX3: its text needs" "$work/all.txt" || fail "no AX3 finding for btns[0]: $(cat "$work/all.txt")"
pass
grep -qF "btns[1].text: warning: at AX5: its text needs" "$work/all.txt" || fail "no AX5 finding for btns[1]: $(cat "$work/all.txt")"
pass
[ "$(grep -c 'btns\[0\].text: warning: at ' "$work/all.txt")" -eq 1 ] || fail "btns[0] is named at more than its first size: $(cat "$work/all.txt")"
pass
"$bin" validate --layout "$modal" > "$work/default.txt" 2>&1
! grep -q "layout-button-truncated" "$work/default.txt" || fail "the default size already truncates: $(cat "$work/default.txt")"
pass

"$bin" validate --text-sizes AX3 "$modal" > /dev/null 2> "$work/err"; code=$?
[ $code -eq 64 ] || fail "--text-sizes without --layout exited $code"
grep -qF -- "--text-sizes measures the layout: add --layout" "$work/err" || fail "no reason for --text-sizes alone: $(cat "$work/err")"
pass
"$bin" validate --layout --text-sizes 2.5 "$modal" > /dev/null 2> "$work/err"; code=$?
[ $code -eq 64 ] || fail "--text-sizes 2.5 exited $code"
grep -qF -- "--text-sizes: expected an iOS content size (xSmall … AX5), an Android font scale from 0.85 to 2.0 or a browser zoom" "$work/err" \
    || fail "no reason for 2.5: $(cat "$work/err")"
pass

# A slideup whose text fits three lines at Android's default scale and iOS's default size, but not
# at font scale 2.0 nor at a 150 % zoom: each is named at its own platform's first size.
slideup="$work/slideup.json"
echo '{"type": "SLIDEUP", "message": "Your order has shipped and is on its way to you. Track the parcel to see when it arrives at your door.", "click_action": "NONE"}' > "$slideup"
"$bin" validate --layout --text-sizes 1.15,1.3,1.5,2.0,110%,150,200 "$slideup" > "$work/scales.txt" 2>&1 \
    || fail "validate --text-sizes with scales and zooms failed: $(cat "$work/scales.txt")"
grep -qF "message: warning: at font scale 2: needs" "$work/scales.txt" || fail "no font scale 2 finding: $(cat "$work/scales.txt")"
pass
grep -qF "message: warning: at zoom 150 %: needs" "$work/scales.txt" || fail "no zoom 150 % finding: $(cat "$work/scales.txt")"
pass
[ "$(grep -c 'warning: at ' "$work/scales.txt")" -eq 2 ] || fail "a finding is named at more than its first size: $(cat "$work/scales.txt")"
pass

"$bin" render "$modal" > "$work/plain.html" || fail "render failed"
"$bin" render "$modal" --text-size Large > "$work/large.html" || fail "render --text-size Large failed"
cmp -s "$work/plain.html" "$work/large.html" || fail "naming the default text size changed the document"
pass
"$bin" render "$modal" --text-size AX5 > "$work/ax5.html" || fail "render --text-size AX5 failed"
grep -qF ".preview .iam-header{font-size:55px}" "$work/ax5.html" || fail "AX5 does not draw the header at 55 pt"
pass
"$bin" render "$modal" --platform android --text-size AX5 > /dev/null 2> "$work/err"; code=$?
[ $code -eq 64 ] || fail "an iOS size on android exited $code"
grep -qF "expected an Android font scale from 0.85 to 2.0" "$work/err" || fail "no reason for AX5 on android: $(cat "$work/err")"
pass

"$bin" snapshot "$modal" --out "$work/shots" --platform ios --platform android --text-size AX5 --text-size 2.0 > "$work/snap.txt" 2>&1 \
    || fail "snapshot --text-size failed: $(cat "$work/snap.txt")"
pass
for shot in phone-portrait-light-AX5.png android-phone-portrait-light-2.png; do
    [ -s "$work/shots/modal-two-buttons/$shot" ] || fail "no $shot: $(ls -R "$work/shots")"
    pass
done
[ "$(find "$work/shots" -name '*.png' | wc -l)" -eq 2 ] || fail "snapshot shot more than each platform's own sizes: $(ls -R "$work/shots")"
pass

passed
