#!/usr/bin/env bash
# test.d: alone
# Signals while the validation pool is pinned: `<div>` × 1,500,000 through
# POST /api/validate answers within 5 s with one nesting-too-deep diagnostic; then eight
# mis-nested `<b><i>x</b></i>` × 500,000 validations at once keep every offload thread busy, and
# SIGTERM is logged at once (dashboard.signal) and the process is gone within --shutdown-timeout.
set -euo pipefail
cd "$(dirname "$0")/../.."
: "${VITRINE_BIN:?VITRINE_BIN must point to the vitrine binary}"
release=${VITRINE_BIN:-.build/release/vitrine}
source scripts/lib-server.sh
work=$(mktemp -d)
trap 'stop_server; rm -rf "$work"' EXIT
fail() { echo "signals: $*"; [[ -f $work/server.log ]] && tail -20 "$work/server.log"; exit 1; }
python3 -c 'import sys; sys.stdout.write("<div>" * 1500000)' > "$work/deep.html"
python3 -c 'import sys; sys.stdout.write("<b><i>x</b></i>" * 500000)' > "$work/misnested.html"
bound=2
start_server "$release" "$work" --shutdown-timeout "$bound"
auth=(-H "Authorization: Bearer $VITRINE_ADMIN_TOKEN")
validate() {
    curl -s -o "$2" -w '%{http_code} %{time_total}\n' "${auth[@]}" -H 'Content-Type: text/html' --data-binary @"$1" "$url/api/validate"
}

read -r code took < <(validate "$work/deep.html" "$work/deep.json")
[[ $code == 200 ]] || fail "1.5 M nested divs answered $code: $(head -c 300 "$work/deep.json")"
[[ $(grep -o '"rule":"nesting-too-deep"' "$work/deep.json" | wc -l) == 1 ]] || fail "no single nesting-too-deep: $(head -c 300 "$work/deep.json")"
awk -v t="$took" 'BEGIN { exit !(t < 5) }' || fail "1.5 M nested divs took ${took} s (bound 5 s)"
echo "signals: 1.5 M nested divs answered 200 in ${took} s with one nesting-too-deep"

pids=()
for i in $(seq 1 8); do
    validate "$work/misnested.html" "$work/misnested-$i.json" > "$work/misnested-$i.txt" 2>&1 &
    pids+=($!)
done
sleep 1
sent=$(date +%s.%N)
kill -TERM "$server"
wait "$server" || true
gone=$(date +%s.%N)
server=""
for pid in "${pids[@]}"; do wait "$pid" || true; done
took=$(awk -v a="$sent" -v b="$gone" 'BEGIN { printf "%.2f", b - a }')
grep -q "dashboard.signal" "$work/server.log" || fail "SIGTERM was not logged"
awk -v t="$took" -v b="$bound" 'BEGIN { exit !(t < b + 1) }' || fail "the server took ${took} s to exit (bound ${bound} s)"
echo "signals: SIGTERM with 8 heavy validations in flight: logged at once, exit in ${took} s (bound ${bound} s)"
