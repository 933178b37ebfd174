#!/usr/bin/env bash
# test.d: alone
# Operations, against the real server on loopback ports: /metrics parsed by prometheus-client
# (the request histogram, operation timers, gauges), the metrics token, X-Request-Id and the
# JSON access line, vitrine healthcheck (0 when ready, 1 on a closed port), /readyz turning 503
# when the database file is made unreadable while /healthz stays 200, and SIGTERM during a
# 10-second wrk run: no request cut, and the process gone within the shutdown bound.
set -euo pipefail
cd "$(dirname "$0")/../.."
: "${VITRINE_BIN:?VITRINE_BIN must point to the vitrine binary}"
release=${VITRINE_BIN:-.build/release/vitrine}
source scripts/lib-server.sh
work=$(mktemp -d)
trap 'chmod -R u+rw "$work" 2>/dev/null; stop_server; rm -rf "$work"' EXIT
source "$(dirname "$0")/../lib-check.sh"
check_log=$work/server.log
auth=(-H "Authorization: Bearer ${VITRINE_ADMIN_TOKEN:-}")

# --- metrics, request ids, JSON logs -------------------------------------------------------------
VITRINE_LOG_FORMAT=json start_server "$VITRINE_BIN" "$work"
auth=(-H "Authorization: Bearer $VITRINE_ADMIN_TOKEN")
# Three option sets are three drawings (three preview operations); the fourth request asks for the
# first again and is answered with the kept document (a request, and no operation unless the idle
# trimmer emptied the cache in between).
for query in "appearance=light" "appearance=dark" "device=tablet"; do curl -fs -o /dev/null "${auth[@]}" "$url/campaigns/demo-spring-sale/render?$query"; done
curl -fs -o /dev/null "${auth[@]}" -H "X-Request-Id: ops-render-7" "$url/campaigns/demo-spring-sale/render?appearance=light"
curl -fs -o /dev/null "${auth[@]}" -H "Content-Type: text/html" --data-binary '<!doctype html><title>x</title>' "$url/api/validate"
curl -fs -o /dev/null "${auth[@]}" "$url/campaigns/nope/render" || true
id=$(curl -fs -D - -o /dev/null -H "X-Request-Id: ops-check-42" "$url/healthz" | tr -d '\r' | awk -F': ' 'tolower($1) == "x-request-id" {print $2}')
[[ $id == ops-check-42 ]] || fail "X-Request-Id not echoed: '$id'"
pass
made=$(curl -fs -D - -o /dev/null -H "X-Request-Id: has spaces" "$url/healthz" | tr -d '\r' | awk -F': ' 'tolower($1) == "x-request-id" {print $2}')
[[ -n $made && $made != "has spaces" ]] || fail "an unusable X-Request-Id was kept or none made: '$made'"
pass
curl -fs "$url/metrics" > "$work/metrics.txt"
.venv/bin/python - "$work/metrics.txt" "$work/server.log" <<'PY'
import json, sys
from prometheus_client.parser import text_string_to_metric_families
families = {f.name: f for f in text_string_to_metric_families(open(sys.argv[1]).read())}
def fail(message):
    sys.exit("ops: " + message)
histogram = families.get("vitrine_http_request_duration_seconds")
if histogram is None or histogram.type != "histogram":
    fail(f"no request histogram; families: {sorted(families)}")
render = [s for s in histogram.samples if s.name.endswith("_count") and s.labels.get("route") == "/campaigns/{id}/render"]
by_status = {s.labels["status"]: s.value for s in render}
if by_status.get("200", 0) < 4 or by_status.get("404", 0) < 1:
    fail(f"render requests by status: {by_status}")
buckets = [s for s in histogram.samples if s.name.endswith("_bucket") and s.labels.get("route") == "/campaigns/{id}/render"]
if not any(s.labels.get("le") == "+Inf" for s in buckets):
    fail("the histogram has no +Inf bucket")
requests = families.get("vitrine_http_requests")  # the parser drops _total from counter names
if requests is None or requests.type != "counter":
    fail("no request counter")
operations = families.get("vitrine_operation_duration_seconds")
counts = {s.labels["operation"]: s.value for s in (operations.samples if operations else []) if s.name.endswith("_count")}
if counts.get("preview", 0) < 3 or counts.get("validation", 0) < 1:
    fail(f"operation counts: {counts}")
gauges = {name: families[name].samples[0].value for name in ("vitrine_campaigns", "vitrine_sessions", "vitrine_users", "process_resident_memory_bytes") if name in families}
if gauges.get("vitrine_campaigns") != 8 or gauges.get("vitrine_users", 0) < 1 or gauges.get("process_resident_memory_bytes", 0) < 1_000_000:
    fail(f"gauges: {gauges}")
waits = families.get("vitrine_database_wait_seconds")
if waits is None or not any(s.labels.get("access") == "read" and s.name.endswith("_count") and s.value > 0 for s in waits.samples):
    fail("no database wait histogram")
lines = [json.loads(line) for line in open(sys.argv[2]) if line.startswith("{")]
access = [l for l in lines if l.get("message") == "request" and l.get("request_id") == "ops-render-7"]
if not access or access[0]["http.route"] != "/campaigns/{id}/render" or access[0]["http.status"] != "200" or "duration_ms" not in access[0] or "bytes" not in access[0]:
    fail(f"no JSON access line for the request id: {access}")
probes = [l for l in lines if l.get("message") == "request" and l.get("http.route") in ("/healthz", "/readyz", "/metrics")]
if probes:
    fail(f"probes logged without VITRINE_LOG_PROBES=1: {probes[:2]}")
if not any(l.get("message") == "dashboard.starting" for l in lines):
    fail("start-up not logged as JSON")
print(f"ops: /metrics parses ({len(families)} families), render by status {by_status}, operations {counts}, gauges {gauges}")
PY

# --- healthcheck and readiness ---------------------------------------------------------------------
"$VITRINE_BIN" healthcheck --url "$url/readyz" > /dev/null || fail "healthcheck of a ready server exited $?"
pass
closed=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
if "$VITRINE_BIN" healthcheck --url "http://127.0.0.1:$closed/readyz" --timeout 2 2> /dev/null; then fail "healthcheck of a closed port exited 0"; fi
VITRINE_HTTP_PORT=${url##*:} "$VITRINE_BIN" healthcheck > /dev/null || fail "healthcheck without --url (VITRINE_HTTP_PORT) failed"
pass
chmod 000 "$work/vitrine.sqlite"
ready=$(curl -s -o "$work/readyz.txt" -w '%{http_code}' "$url/readyz")
alive=$(curl -s -o /dev/null -w '%{http_code}' "$url/healthz")
[[ $ready == 503 && $alive == 200 ]] || fail "with the database file at mode 000: /readyz $ready, /healthz $alive"
pass
grep -q "not ready: the database file" "$work/readyz.txt" || fail "/readyz gave no reason: $(cat "$work/readyz.txt")"
pass
if "$VITRINE_BIN" healthcheck --url "$url/readyz" 2> /dev/null; then fail "healthcheck exited 0 while /readyz is 503"; fi
chmod 644 "$work/vitrine.sqlite"
[[ $(curl -s -o /dev/null -w '%{http_code}' "$url/readyz") == 200 ]] || fail "/readyz did not recover"
pass
echo "ops: healthcheck 0 when ready and 1 on a closed port or a 503; /readyz 503 with the file at mode 000 while /healthz is 200"
stop_server

# --- the metrics token -----------------------------------------------------------------------------
VITRINE_METRICS_TOKEN=scrape-secret-123 start_server "$VITRINE_BIN" "$work"
[[ $(curl -s -o /dev/null -w '%{http_code}' "$url/metrics") == 401 ]] || fail "/metrics without the token is not 401"
pass
[[ $(curl -s -o /dev/null -w '%{http_code}' -H "Authorization: Bearer wrong" "$url/metrics") == 401 ]] || fail "/metrics with a wrong token is not 401"
pass
[[ $(curl -s -o /dev/null -w '%{http_code}' -H "Authorization: Bearer scrape-secret-123" "$url/metrics") == 200 ]] || fail "/metrics with the token is not 200"
pass
echo "ops: /metrics behind VITRINE_METRICS_TOKEN"
stop_server

# --- SIGTERM under load ----------------------------------------------------------------------------
# wrk loads the server over keep-alive connections while eight clients each send one request per
# connection and read every answer to its end; SIGTERM comes at 5 s. A request is cut when its
# answer started but did not arrive whole. A connection refused after the listener closed, or
# closed before any byte of answer (still in the listen queue), is not a request in flight.
bound=5
start_server "$release" "$work" --shutdown-timeout "$bound" --log-level warning
wrk -t2 -c16 -d10s --timeout 5s "${auth[@]}" "$url/campaigns/demo-spring-sale/render" > "$work/wrk.txt" 2>&1 &
load=$!
python3 - "$url" "$VITRINE_ADMIN_TOKEN" > "$work/clients.txt" 2>&1 <<'PY' &
import http.client, sys, threading, time, urllib.parse
url, token = urllib.parse.urlparse(sys.argv[1]), sys.argv[2]
results = {"complete": 0, "refused": 0, "unanswered": 0, "cut": 0}
lock = threading.Lock()
def client():
    deadline = time.time() + 10
    while time.time() < deadline:
        connection = http.client.HTTPConnection(url.hostname, url.port, timeout=10)
        try:
            connection.connect()
        except OSError:
            outcome = "refused"
        else:
            try:
                connection.request("GET", "/campaigns/demo-spring-sale/render", headers={"Authorization": "Bearer " + token, "Connection": "close"})
            except OSError:
                outcome = "refused"  # the request never reached a listening server
            else:
                try:
                    response = connection.getresponse()
                except (OSError, http.client.HTTPException):
                    # Closed before a byte of answer: the server never took the request up (a
                    # connection still in the listen queue when the listener closed). RFC 9112
                    # §9.3.1 lets a client send such a GET again; it is not a request cut.
                    outcome = "unanswered"
                else:
                    try:
                        body = response.read()
                        length = response.getheader("Content-Length")
                        outcome = "complete" if response.status == 200 and (length is None or int(length) == len(body)) else "cut"
                    except (OSError, http.client.HTTPException):
                        outcome = "cut"
        finally:
            connection.close()
        with lock:
            results[outcome] += 1
        if outcome in ("refused", "unanswered"):
            time.sleep(0.05)
threads = [threading.Thread(target=client) for _ in range(8)]
for thread in threads: thread.start()
for thread in threads: thread.join()
print(results)
PY
clients=$!
sleep 5
sent=$(date +%s.%N)
kill -TERM "$server"
wait "$server" || true
gone=$(date +%s.%N)
server=""
wait "$load" || true
wait "$clients" || true
took=$(awk -v a="$sent" -v b="$gone" 'BEGIN { printf "%.2f", b - a }')
awk -v t="$took" -v b="$bound" 'BEGIN { exit !(t < b + 1) }' || fail "the server took ${took} s to exit (bound ${bound} s)"
pass
grep -q "'cut': 0}" "$work/clients.txt" || fail "requests in flight were cut by SIGTERM: $(cat "$work/clients.txt")"
pass
grep -q "'complete': [1-9]" "$work/clients.txt" || fail "the clients got no answer: $(cat "$work/clients.txt")"
pass
requests=$(awk '/requests in/ {print $1}' "$work/wrk.txt")
errors=$(grep -o 'Socket errors:.*' "$work/wrk.txt" || true)
timeouts=$(echo "$errors" | sed -n 's/.*timeout \([0-9]*\).*/\1/p')
non2xx=$(awk '/Non-2xx/ {print $NF}' "$work/wrk.txt")
[[ ${timeouts:-0} == 0 && -z $non2xx ]] || fail "wrk saw timeouts or errors answers: ${errors}, non-2xx ${non2xx:-0}"
pass
[[ ${requests:-0} -gt 100 ]] || fail "wrk made only ${requests:-0} requests: $(cat "$work/wrk.txt")"
pass
passed "SIGTERM after 5 s of a 10 s wrk run (${requests} wrk requests, ${errors:-no socket errors}, no non-2xx): one-request clients $(cat "$work/clients.txt"); exit in ${took} s (bound ${bound} s)"
