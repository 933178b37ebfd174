# Sourced by scripts/test.d/load.sh (debug build) and scripts/bench/mixed.sh (release build):
# a mixed wrk load on loopback against a server of its own, with the checks of docs/quality.md, load
# ("the server stays up under load").
#
# mixed_load BIN [LABEL] sets up and runs everything, cleaning up after itself:
#   - starts `BIN serve` on a temporary database (the demo campaigns are seeded), with the
#     authentication contract's VITRINE_ADMIN_TOKEN / VITRINE_ADMIN_PASSWORD set to fresh random
#     values; every request but /healthz sends `Authorization: Bearer $VITRINE_ADMIN_TOKEN`;
#   - lists the stored campaigns (GET /api/campaigns) and creates LOAD_SESSIONS (32) device
#     sessions (POST /api/sessions), and writes the targets of Tests/hardening/mixed_load.lua:
#     list pages (/ with sorts, filters and paging), searches (/?q=…), preview renders of every
#     campaign and event batches appended to the sessions round-robin. A session is one device's
#     log, appended to by one client at a time; with many more sessions than the 4 connections
#     posting events, two batches for one session are almost never in flight together (appends
#     that keep colliding on one session get 409 "changed while appending; try again");
#   - warms up for LOAD_WARMUP_SECONDS (5), reads VmRSS, runs LOAD_SECONDS (30) with wrk
#     (-t4 -c16 --timeout 10s: one route per thread), reads VmRSS again.
# It prints `mixed.*: value` lines (requests per second per route and in total, RSS before and
# after), then fails (returns 1) unless wrk saw no socket error (connect, read, write, timeout),
# every response was 2xx/3xx, and the RSS after the run is at most 1.2 × the RSS after warm-up.
# With a LABEL it ends with the one-line summary `LABEL: N requests in 30 s, …`.
mixed_load() {
    local bin=$1 label=${2:-}
    local root
    root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
    source "$root/scripts/lib-server.sh"
    local load_work
    load_work=$(mktemp -d)
    # Runs in a subshell so its trap (server and folder clean-up) fires on any exit.
    (
        work=$load_work
        trap 'stop_server; rm -rf "$work"' EXIT
        cd "$root"
        start_server "$bin" "$work" --log-level warning
        _mixed_load_targets "$url" "$work/targets.txt" "${LOAD_SESSIONS:-32}"
        rss() { awk '/^VmRSS:/ {print $2}' "/proc/$server/status"; }
        local wrk_args=(-t4 -c16 --timeout 10s -H "Authorization: Bearer $VITRINE_ADMIN_TOKEN" -s Tests/hardening/mixed_load.lua)
        wrk "${wrk_args[@]}" -d"${LOAD_WARMUP_SECONDS:-5}s" "$url" -- "$work/targets.txt" > "$work/warmup.txt"
        local warm_rss
        warm_rss=$(rss)
        wrk "${wrk_args[@]}" -d"${LOAD_SECONDS:-30}s" "$url" -- "$work/targets.txt" > "$work/wrk.txt"
        if ! kill -0 "$server" 2>/dev/null; then
            echo "mixed load: the server died during the run" >&2
            cat "$work/wrk.txt" "$work/server.log" >&2
            exit 1
        fi
        local final_rss
        final_rss=$(rss)
        python3 - "$work/warmup.txt" "$work/wrk.txt" "$warm_rss" "$final_rss" "$label" <<'PY' || { cat "$work/wrk.txt" >&2; tail -n 50 "$work/server.log" >&2; exit 1; }
import sys

warmup_path, run_path, warm_rss, final_rss, summary_label = sys.argv[1:]
warm_rss, final_rss = int(warm_rss), int(final_rss)


def parse(path):
    routes, total = {}, None
    for line in open(path):
        words = line.split()
        if words[:1] == ["route"]:
            routes[words[1]] = dict(zip(words[2::2], words[3::2]))
        elif words[:1] == ["total"]:
            total = dict(zip(words[1::2], words[2::2]))
    if total is None:
        sys.exit(f"no summary from wrk in {path}")
    return routes, total


problems = []
for label, path in (("warm-up", warmup_path), ("run", run_path)):
    routes, total = parse(path)
    for kind in ("connect", "read", "write", "timeout"):
        if int(total[kind]) != 0:
            problems.append(f"{label}: {total[kind]} socket {kind} errors")
    if int(total["non2xx3xx"]) != 0:
        problems.append(f"{label}: {total['non2xx3xx']} responses were not 2xx/3xx")
    for name, fields in routes.items():
        if int(fields["bad"]) != 0:
            problems.append(f"{label}: route {name} answered {fields['statuses']}")
        if int(fields["requests"]) == 0:
            problems.append(f"{label}: route {name} completed no request")

for name, fields in routes.items():
    print(f"mixed.{name}.requests_per_sec: {fields['rps']}")
print(f"mixed.total.requests_per_sec: {total['rps']}")
print(f"mixed.p99_latency_ms: {total['p99_ms']}")
print(f"mixed.rss_after_warmup_kib: {warm_rss}")
print(f"mixed.rss_after_run_kib: {final_rss}")
print(f"mixed.rss_growth: {final_rss / warm_rss:.3f}")
if final_rss > 1.2 * warm_rss:
    problems.append(f"RSS grew from {warm_rss} KiB after warm-up to {final_rss} KiB (more than 1.2 ×)")

per_route = ", ".join(f"{name} {fields['rps']}" for name, fields in routes.items())
for problem in problems:
    print(f"mixed load: {problem}", file=sys.stderr)
if summary_label and not problems:
    print(
        f"{summary_label}: {total['requests']} requests in {float(total['seconds']):.0f} s, {total['rps']} req/s ({per_route}), "
        f"no socket error, no non-2xx/3xx, RSS {warm_rss} KiB after warm-up, {final_rss} KiB after the run"
    )
sys.exit(1 if problems else 0)
PY
    )
}

# _mixed_load_targets URL FILE SESSIONS: the `route path` lines of Tests/hardening/mixed_load.lua.
_mixed_load_targets() {
    python3 - "$1" "$2" "$3" <<'PY'
import http.client, json, os, sys, urllib.parse

url = urllib.parse.urlparse(sys.argv[1])
targets_path, session_count = sys.argv[2], int(sys.argv[3])
connection = http.client.HTTPConnection(url.hostname, url.port, timeout=60)
HEADERS = {"Authorization": f"Bearer {os.environ['VITRINE_ADMIN_TOKEN']}", "Accept": "application/json"}


def call(method, path, body=None):
    headers = dict(HEADERS)
    if body is not None:
        headers["Content-Type"] = "application/json"
    connection.request(method, path, body=None if body is None else json.dumps(body), headers=headers)
    response = connection.getresponse()
    data = response.read()
    if response.status >= 300:
        sys.exit(f"{method} {path}: {response.status} {data[:300]!r}")
    return json.loads(data)


campaigns = call("GET", "/api/campaigns?per_page=200")["campaigns"]
ids = [campaign["id"] for campaign in campaigns]
if not ids:
    sys.exit("no campaigns to render: the demo campaigns were not seeded")
lines = []
for path in ("/", "/?sort=updated&dir=desc", "/?status=active", "/?tag=demo&sort=kind", "/?per_page=2&page=2", "/campaigns"):
    lines.append(("list", path))
for term in ("sale", "welcome", "level", "demo", "no-such-campaign", "%C3%A9t%C3%A9"):
    lines.append(("search", f"/?q={term}"))
options = ("device=phone", "device=tablet&orientation=landscape", "appearance=dark", "device=phone&appearance=dark&status_bar=hidden")
for id in ids:
    for option in options:
        lines.append(("render", f"/campaigns/{urllib.parse.quote(id, safe='')}/render?{option}"))
for n in range(session_count):
    session = call("POST", "/api/sessions", {"name": f"mixed load {n}", "campaign_ids": ids[: 1 + n % len(ids)]})
    call("POST", f"/api/sessions/{session['id']}/events", [{"at": 0, "type": "session_start"}])
    lines.append(("events", f"/api/sessions/{session['id']}/events"))
with open(targets_path, "w") as handle:
    handle.writelines(f"{route} {path}\n" for route, path in lines)
PY
}
