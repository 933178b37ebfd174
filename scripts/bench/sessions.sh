#!/usr/bin/env bash
# Session appends: the time of one event appended to a session holding 10 events and to one
# holding 10,000 (bulk-loaded in batches of 1,000), over keep-alive connections. The cached
# engine state makes the ratio close to 1; a full replay per event would make it ~1,000.
set -euo pipefail
: "${VITRINE_URL:?run through make bench}"
python3 - "$VITRINE_URL" <<'PY'
import http.client, json, os, sys, time, urllib.parse

url = urllib.parse.urlparse(sys.argv[1])
connection = http.client.HTTPConnection(url.hostname, url.port or 80, timeout=60)
HEADERS = {"Content-Type": "application/json", "Authorization": "Bearer " + os.environ["VITRINE_ADMIN_TOKEN"]}


def call(method, path, body=None):
    connection.request(method, path, body=None if body is None else json.dumps(body), headers=HEADERS)
    response = connection.getresponse()
    data = response.read()
    if response.status >= 300:
        sys.exit(f"{method} {path}: {response.status} {data[:300]!r}")
    return json.loads(data) if data else None


def session_with(count):
    session = call("POST", "/api/sessions", {"name": f"bench {count}"})["id"]
    events = [{"at": 0, "type": "session_start"}]
    events += [{"at": i, "type": "custom_event", "name": "bench_event", "properties": {"n": i}} for i in range(1, count)]
    for start in range(0, count, 1000):
        call("POST", f"/api/sessions/{session}/events", events[start:start + 1000])
    return session, count


def append_ms(session, start, rounds=300):
    path = f"/api/sessions/{session}/events"
    call("POST", path, {"at": start, "type": "tick"})  # warm the cache
    began = time.perf_counter()
    for i in range(rounds):
        call("POST", path, {"at": start + 1 + i, "type": "custom_event", "name": "bench_event", "properties": {"n": i}})
    return (time.perf_counter() - began) * 1000 / rounds


small, small_count = session_with(10)
large, large_count = session_with(10_000)
results = {}
for _ in range(2):  # interleave to even out noise; keep the best of each
    for name, session, count in (("10", small, small_count), ("10000", large, large_count)):
        start = call("GET", f"/api/sessions/{session}")["state"]["time"] or 0
        value = append_ms(session, start + 1)
        results[name] = min(results.get(name, value), value)
print(f"sessions.append_ms_10: {results['10']:.3f}")
print(f"sessions.append_ms_10000: {results['10000']:.3f}")
print(f"sessions.append_ratio: {results['10000'] / results['10']:.3f}")
PY
