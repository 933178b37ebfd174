#!/usr/bin/env bash
# `vitrine liquid`: output, exit 1 on a located error, 2 on bad input, 3 on abort_message, - for stdin.
set -eu
: "${VITRINE_BIN:?VITRINE_BIN must point to the vitrine binary}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source "$(dirname "$0")/../lib-check.sh"

printf '%s' '{"attributes": {"first_name": "Ada"}, "custom_attributes": {"points": 41}}' > "$work/user.json"
printf '%s' '{"properties": {"amount": 9.5}}' > "$work/event.json"
printf '%s' '{"greeting": "Hello"}' > "$work/data.json"
printf '%s' "{{greeting}} {{\${first_name} | default: 'there'}}, {{custom_attribute.\${points} | plus: 1}} points, {{event_properties.\${amount}}} paid, {{ 'now' | date: '%Y' }}" > "$work/t.liquid"

out=$("$VITRINE_BIN" liquid "$work/t.liquid" --data "$work/data.json" --user "$work/user.json" --event "$work/event.json" --now 1767225600)
[ "$out" = "Hello Ada, 42 points, 9.5 paid, 2026" ] || fail "unexpected output: $out"
pass

out=$(printf '%s' "Hi {{\${first_name} | default: 'there'}}" | "$VITRINE_BIN" liquid -)
[ "$out" = "Hi there" ] || fail "stdin: $out"
pass

# Objects keep the order the JSON gave their keys (Braze's Ruby Liquid iterates a hash in insertion
# order): event properties, custom attributes, --data objects.
printf '%s' '{"properties": {"zeta": 1, "alpha": "two", "mid": 3.5}}' > "$work/ordered-event.json"
printf '%s' '{"custom_attributes": {"tier": 1, "beta": 2, "age": 3}}' > "$work/ordered-user.json"
printf '%s' '{"h": {"b": 1, "a": 2}}' > "$work/ordered-data.json"
printf '%s' '{% for pair in event_properties %}{{ pair[0] }}={{ pair[1] }};{% endfor %}|{% for pair in custom_attribute %}{{ pair[0] }};{% endfor %}|{% for pair in h %}{{ pair[0] }}{% endfor %}' > "$work/order.liquid"
out=$("$VITRINE_BIN" liquid "$work/order.liquid" --event "$work/ordered-event.json" --user "$work/ordered-user.json" --data "$work/ordered-data.json")
[ "$out" = "zeta=1;alpha=two;mid=3.5;|tier;beta;age;|ba" ] || fail "key order: $out"
pass

# CR and CRLF line ends are the template's own bytes, through a file and standard input, and the
# output is written byte for byte (whitespace control strips them like any whitespace).
printf '\r\n{%% if c -%%}\r\nW {{ c -}} !\r\n {%%- endif -%%}\rX\r\n' > "$work/crlf.liquid"
printf '\r\nW H!X\r\n' > "$work/crlf.expected"
printf '%s' '{"c": "H"}' > "$work/c.json"
"$VITRINE_BIN" liquid "$work/crlf.liquid" --data "$work/c.json" > "$work/crlf.out"
cmp -s "$work/crlf.out" "$work/crlf.expected" || fail "CR/CRLF through a file: $(od -c "$work/crlf.out")"
pass
"$VITRINE_BIN" liquid - --data "$work/c.json" < "$work/crlf.liquid" > "$work/crlf.out"
cmp -s "$work/crlf.out" "$work/crlf.expected" || fail "CR/CRLF through standard input: $(od -c "$work/crlf.out")"
pass

set +e
printf 'ab\377{{ x }}' | "$VITRINE_BIN" liquid - 2> "$work/err"; code=$?
[ $code -eq 2 ] || fail "a template that is not UTF-8 exited $code"
pass
grep -q "not UTF-8 text (byte 2)" "$work/err" || fail "non-UTF-8 template without its offset: $(cat "$work/err")"
pass

printf '%s' "line one
{{ 'x' | no_such_filter }}" | "$VITRINE_BIN" liquid - 2> "$work/err"; code=$?
[ $code -eq 1 ] || fail "unknown filter exited $code"
pass
grep -q "line 2" "$work/err" || fail "error without its line: $(cat "$work/err")"
pass

printf '%s' "{% abort_message('not today') %}" | "$VITRINE_BIN" liquid - 2> "$work/err"; code=$?
[ $code -eq 3 ] || fail "abort exited $code"
pass
grep -q "not today" "$work/err" || fail "abort without its reason: $(cat "$work/err")"
pass

printf '%s' "{{ x }}" | "$VITRINE_BIN" liquid - --user "$work/missing.json" 2> /dev/null; code=$?
[ $code -eq 2 ] || fail "a missing user file exited $code"
pass
printf '%s' '{"attributes": {"nickname": "x"}}' > "$work/bad-user.json"
printf '%s' "{{ x }}" | "$VITRINE_BIN" liquid - --user "$work/bad-user.json" 2> "$work/err"; code=$?
[ $code -eq 2 ] || fail "a bad user file exited $code"
pass
grep -q "bad-user.json: .*attributes.nickname" "$work/err" || fail "bad user file without its name and path: $(cat "$work/err")"
pass
set -e
passed
