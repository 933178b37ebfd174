#!/usr/bin/env bash
# test.d: alone
# Signals while the validation pool is pinned: `<div>` × 1,500,000 through
# POST /api/validate answers with one nesting-too-deep diagnostic; then, once eight mis-nested
# `<b><i>x</b></i>` × 500,000 validations have been sent whole (they keep every offload thread busy),
# SIGTERM is logged (dashboard.signal) and the process exits: at --shutdown-timeout, by the
# watchdog (dashboard.shutdown_forced), unless the validations ended first. Times are printed, not
# bounded (how fast is `make bench`'s); the minute given to the exit is a safety net.
set -euo pipefail
cd "$(dirname "$0")/../.."
: "${VITRINE_BIN:?VITRINE_BIN must point to the vitrine binary}"
release=${VITRINE_BIN:-.build/release/vitrine}
source scripts/lib-server.sh
work=$(mktemp -d)
trap 'stop_server; rm -rf "$work"' EXIT
source "$(dirname "$0")/../lib-check.sh"
check_log=$work/server.log
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
pass
[[ $(grep -o '"rule":"nesting-too-deep"' "$work/deep.json" | wc -l) == 1 ]] || fail "no single nesting-too-deep: $(head -c 300 "$work/deep.json")"
pass
echo "signals: 1.5 M nested divs answered 200 in ${took} s with one nesting-too-deep"

# Eight validations sent whole on eight connections; the sender writes to the FIFO "$work/sent" once every byte is out,
# and each answer (or the close that cuts it) is written to "$work/answers".
mkfifo "$work/sent"
python3 - "${url##*:}" "$VITRINE_ADMIN_TOKEN" "$work/misnested.html" "$work/sent" "$work/answers" <<'PY' &
import socket, sys
port, token, path, sent, answers = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5]
body = open(path, "rb").read()
head = (f"POST /api/validate HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer {token}\r\n"
        f"Content-Type: text/html\r\nContent-Length: {len(body)}\r\nConnection: close\r\n\r\n").encode()
sockets = [socket.create_connection(("127.0.0.1", port), timeout=120) for _ in range(8)]
for s in sockets:
    s.sendall(head + body)
with open(sent, "w") as fifo:
    fifo.write("sent\n")
with open(answers, "w") as out:
    for s in sockets:
        data = b""
        try:
            while chunk := s.recv(65536):
                data += chunk
        except OSError:
            pass
        out.write((data.split(b"\r\n", 1)[0].decode() or "closed") + "\n")
PY
clients=$!
# Blocks until the sender has written every byte (the minute is a safety net).
read -r -t 60 ready < "$work/sent" || fail "the eight validations could not be sent"
pass
sent=$(date +%s.%N)
kill -TERM "$server"
# Waits for the exit itself; the watchdog, a safety net, ends a server still running after a minute.
( sleep 60; kill -KILL "$server" 2>/dev/null && touch "$work/killed" ) > /dev/null 2>&1 &
watchdog=$!
wait "$server" || true
gone=$(date +%s.%N)
pkill -P "$watchdog" sleep 2>/dev/null || true
wait "$watchdog" 2>/dev/null || true
[[ ! -e $work/killed ]] || fail "the server did not exit within a minute of SIGTERM (--shutdown-timeout $bound)"
pass
server=""
wait "$clients" || true
took=$(awk -v a="$sent" -v b="$gone" 'BEGIN { printf "%.2f", b - a }')
grep -q "dashboard.signal" "$work/server.log" || fail "SIGTERM was not logged"
pass
if grep -q "dashboard.shutdown_forced" "$work/server.log"; then
    how="forced at --shutdown-timeout $bound with $(grep -vc '^HTTP/1.1 200' "$work/answers") of 8 validations cut"
else
    [[ $(grep -c '^HTTP/1.1 200' "$work/answers") == 8 ]] || fail "no forced shutdown, yet not every validation was answered: $(tr '\n' ' ' < "$work/answers")"
    pass
    how="after all 8 validations were answered"
fi
passed "SIGTERM with 8 heavy validations in flight: logged, exit in ${took} s, $how"
