"""Hostile requests against a live release server: out-of-range numbers, oversized, slow and
malformed bodies, floods of connections and of PNG previews, unsafe ids and redirects, a planted
login cookie, and previews built to exhaust the render budget.

Each case sends what an attacker would, then checks that the answer is a 4xx (or, for costly
but well-formed requests, an answer that cost the server little CPU; or a closed connection where
the protocol calls for it) and that the server is still alive and answers /healthz. Costs are the
server's CPU seconds (user and system, from /proc/PID/stat) while the request ran, not wall-clock
time: a machine busy with other work makes a request slower but not costlier, so the bounds hold
under load; every timeout is a safety net. Prints one row per case with its time, the server's RSS
and the /healthz latency after it, then "N passed, N failed".

Usage: hostile.py URL PID   (VITRINE_ADMIN_TOKEN and VITRINE_ADMIN_PASSWORD in the environment).
hostile_load.py sends the same attacks at full size for `make bench`.
"""

import base64
import http.client
import json
import os
import re
import socket
import sys
import time
import urllib.parse

URL = urllib.parse.urlparse(sys.argv[1])
PID = int(sys.argv[2])
TOKEN = os.environ["VITRINE_ADMIN_TOKEN"]
PASSWORD = os.environ["VITRINE_ADMIN_PASSWORD"]
BEARER = {"Authorization": f"Bearer {TOKEN}"}
INTEGERS = ["-1", "0", str(2**63 - 1), str(2**63 - 2), str(-(2**63)), "1" * 40, "184467440737095518"]


def server_cpu():
    """The server's CPU seconds so far (user and system), or 0 once it has gone."""
    try:
        with open(f"/proc/{PID}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return 0.0


def request(method, path, body=None, headers=None, timeout=120):
    """(status, headers, body bytes, the server's CPU seconds meanwhile); status 0 when the
    connection was closed. The timeout is a safety net that only a hang reaches."""
    connection = http.client.HTTPConnection(URL.hostname, URL.port, timeout=timeout)
    start = server_cpu()
    try:
        connection.request(method, path, body=body, headers=headers or {})
        response = connection.getresponse()
        data = response.read()
        return response.status, response.headers, data, server_cpu() - start
    except (ConnectionError, http.client.HTTPException, socket.timeout):
        return 0, {}, b"", server_cpu() - start
    finally:
        connection.close()


def rss_mb():
    with open(f"/proc/{PID}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def healthz_ms():
    """Milliseconds for /healthz, or None when it is not answered (the minute is a safety net)."""
    start = time.monotonic()
    status, _, _, _ = request("GET", "/healthz", timeout=60)
    return (time.monotonic() - start) * 1000 if status == 200 else None


def form(fields):
    return urllib.parse.urlencode(fields).encode()


def expect(condition, message):
    if not condition:
        raise AssertionError(message)


# ---- cases: each returns a short description of what the server answered -------------------


def page_overflow():
    status, _, _, _ = request("GET", "/?page=184467440737095518", headers=BEARER)
    expect(status == 400, f"status {status}")
    return "400"


def integer_table():
    statuses = set()
    for number in INTEGERS:
        for path in (f"/?page={number}", f"/api/campaigns?page={number}", f"/api/campaigns?per_page={number}",
                     f"/campaigns/demo-welcome/revisions?page={number}", f"/api/campaigns/demo-welcome/revisions?per_page={number}"):
            status, _, _, _ = request("GET", path, headers=BEARER)
            expect(400 <= status < 500, f"{path}: {status}")
            statuses.add(status)
        status, _, _, _ = request("POST", f"/campaigns/demo-welcome/revisions/{urllib.parse.quote(number)}/restore",
                                  form([("current_version", number)]), {**BEARER, "Content-Type": "application/x-www-form-urlencoded"})
        expect(400 <= status < 500, f"restore {number}: {status}")
        status, _, _, _ = request("PUT", "/api/campaigns/demo-welcome", b"{}",
                                  {**BEARER, "Content-Type": "application/json", "If-Match": f'"{number}"'})
        expect(400 <= status < 500, f"If-Match {number}: {status}")
        status, _, _, _ = request("DELETE", f"/api/users/{urllib.parse.quote(number)}", headers=BEARER)
        expect(400 <= status < 500, f"users/{number}: {status}")
    return "/".join(str(s) for s in sorted(statuses)) + f" for {len(INTEGERS)} numbers × 8 places"


def row_operations():
    statuses = set()
    for number in INTEGERS:
        for op in (f"down-extra:{number}", f"up-extra:{number}", f"remove-extra:{number}", f"add-filter:{number}:{number}",
                   f"remove-filter:0:{number}:{number}", f"add-group:{number}"):
            for path in ("/campaigns", "/campaigns/demo-welcome"):
                status, _, _, _ = request("POST", path, form([("kind", "modal"), ("op", op)]),
                                          {**BEARER, "Content-Type": "application/x-www-form-urlencoded"})
                expect(400 <= status < 500, f"{path} {op}: {status}")
                statuses.add(status)
    return "/".join(str(s) for s in sorted(statuses))


def long_boundary_login():
    boundary = "b" * 79_000
    body = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"username\"\r\n\r\n" + "x" * 900_000).encode()
    status, _, _, seconds = request("POST", "/login", body, {"Content-Type": f"multipart/form-data; boundary={boundary}"})
    expect(400 <= status < 500 and seconds < 2, f"status {status} after {seconds:.1f} s of server CPU")
    return f"{status}, {seconds:.2f} s CPU"


def browser_session():
    """Signs in through the login form as a browser does: (cookie header, CSRF token of pages)."""
    status, headers, body, _ = request("GET", "/login")
    login_cookie = re.search(r"vitrine_login=([^;]+)", headers.get("Set-Cookie", "")).group(1)
    token = re.search(rb'name="_csrf" value="([^"]+)"', body).group(1).decode()
    status, headers, _, _ = request("POST", "/login", form([("_csrf", token), ("username", "admin"), ("password", PASSWORD), ("next", "/")]),
                                    {"Content-Type": "application/x-www-form-urlencoded", "Cookie": f"vitrine_login={login_cookie}"})
    expect(status == 303, f"login: {status}")
    session = re.search(r"vitrine_session=([^;]+)", headers.get("Set-Cookie", "")).group(1)
    cookie = f"vitrine_session={session}"
    _, _, page, _ = request("GET", "/campaigns/demo-welcome/edit", headers={"Cookie": cookie})
    csrf = re.search(rb'name="_csrf" value="([^"]+)"', page).group(1).decode()
    return cookie, csrf


def csrf_reads_only_the_route_limit():
    cookie, _ = browser_session()
    body = b"name=" + b"a" * (16 << 20)
    status, _, _, seconds = request("POST", "/campaigns/demo-welcome", body,
                                    {"Cookie": cookie, "Content-Type": "application/x-www-form-urlencoded"})
    expect(status in (0, 413), f"status {status}")
    return f"{status or 'closed'}, {seconds:.2f} s CPU (16 MiB form to a 1 MiB route)"


def wide_trigger_form():
    fields = [("kind", "modal"), ("name", "wide"), ("id", "wide")]
    for trigger in range(50):
        prefix = f"trigger{trigger}_"
        fields += [(prefix + "type", "custom_event_property"), (prefix + "event", "e")]
        for group in range(50):
            fields.append((f"{prefix}group{group}_present", "1"))
            for _ in range(3):
                fields += [(f"{prefix}group{group}_key", "k"), (f"{prefix}group{group}_type", "string"),
                           (f"{prefix}group{group}_comparator", "1"), (f"{prefix}group{group}_value", "v")]
    body = form(fields)
    status, _, _, seconds = request("POST", "/campaigns/form-preview", body,
                                    {**BEARER, "Content-Type": "application/x-www-form-urlencoded"})
    expect(status < 500 and status != 0 and seconds < 3, f"status {status} after {seconds:.1f} s of server CPU")
    return f"{status}, {seconds:.2f} s CPU ({len(body) // 1024} KB)"


def big_campaign_revisions():
    text = "word " * 140_000  # 700 KB
    campaign = {"id": "huge", "name": "Huge", "data": {"type": "MODAL", "header": "Huge", "message": text}}
    status, _, _, _ = request("POST", "/api/campaigns", json.dumps(campaign).encode(), {**BEARER, "Content-Type": "application/json"})
    expect(status == 201, f"create: {status}")
    for version in range(1, 25):
        campaign["data"]["header"] = f"Huge {version}"
        status, _, _, _ = request("PUT", "/api/campaigns/huge", json.dumps(campaign).encode(),
                                  {**BEARER, "Content-Type": "application/json", "If-Match": f'"{version}"'})
        expect(status == 200, f"edit {version}: {status}")
    status, _, body, seconds = request("GET", "/campaigns/huge/revisions", headers=BEARER)
    expect(status == 200 and seconds < 5 and len(body) < 8 << 20, f"status {status}, {len(body)} bytes, {seconds:.1f} s of server CPU")
    api_status, _, api_body, api_seconds = request("GET", "/api/campaigns/huge/revisions?per_page=5", headers=BEARER)
    expect(api_status == 200 and len(json.loads(api_body)["revisions"]) == 5, f"API: {api_status}")
    return f"page {len(body) // 1024} KB, {seconds:.2f} s CPU; API page of 5, {api_seconds:.2f} s CPU"


def long_search():
    status, _, _, _ = request("GET", "/?q=" + "a" * 900, headers=BEARER)
    expect(status == 400, f"900 characters: {status}")
    status, _, _, seconds = request("GET", "/?q=" + "word%20" * 28, headers=BEARER)
    expect(status == 200 and seconds < 3, f"196 characters: {status} after {seconds:.1f} s of server CPU")
    return f"900 chars 400; 196 chars 200, {seconds:.2f} s CPU"


def nul_search():
    statuses = [request("GET", path, headers=BEARER)[0] for path in ("/?q=a%00b", "/api/campaigns?search=a%00b")]
    expect(statuses == [400, 400], f"statuses {statuses}")
    return "400"


def trickled_body():
    sock = socket.create_connection((URL.hostname, URL.port), timeout=10)
    sock.sendall((f"POST /api/campaigns HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {TOKEN}\r\n"
                  "Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n").encode())
    start = time.monotonic()
    answer = b""
    sock.settimeout(0.5)
    try:
        while time.monotonic() - start < 120:  # a safety net: the server's --body-timeout ends it
            try:
                sock.sendall(b" ")
            except OSError:
                break
            try:
                chunk = sock.recv(65536)
                if not chunk:
                    break
                answer += chunk
                if b"\r\n\r\n" in answer:
                    break
            except socket.timeout:
                pass
    finally:
        sock.close()
    seconds = time.monotonic() - start
    expect(answer.startswith(b"HTTP/1.1 408") or (answer == b"" and seconds < 120), f"{answer[:40]!r} after {seconds:.1f} s")
    return f"{answer[:12].decode() or 'closed'} after {seconds:.1f} s (--body-timeout 2)"


def many_connections():
    sockets = []
    try:
        for _ in range(3000):
            sockets.append(socket.create_connection((URL.hostname, URL.port), timeout=60))
        # Another address is served while these are held (the per-address cap closes all but 64
        # of them at once); its latency is printed, `make bench` measures it under attack.
        start = time.monotonic()
        with socket.create_connection((URL.hostname, URL.port), timeout=60, source_address=("127.0.0.2", 0)) as other:
            other.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            answer = other.recv(64)
        took = (time.monotonic() - start) * 1000
        expect(answer.startswith(b"HTTP/1.1 200"), f"/healthz from another address: {answer[:20]!r} after {took:.0f} ms")
        expect(os.path.exists(f"/proc/{PID}"), "server died while the connections were open")
    finally:
        for sock in sockets:
            sock.close()
    # The held connections are closed: the server answers this address again (the per-address cap
    # counts only open connections; the request's timeout is a safety net).
    expect(request("GET", "/healthz", timeout=60)[0] == 200, "/healthz from the attacking address after it closed its connections")
    return f"{len(sockets)} idle connections held, /healthz from another address in {took:.0f} ms"


def malformed_chunk():
    sock = socket.create_connection((URL.hostname, URL.port), timeout=60)
    sock.sendall((f"POST /api/campaigns HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {TOKEN}\r\n"
                  "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nZZZ\r\n{}\r\n0\r\n\r\n").encode())
    answer = b""
    try:
        while True:
            chunk = sock.recv(65536)
            if not chunk:
                break
            answer += chunk
    except socket.timeout:
        pass
    sock.close()
    expect(answer == b"" or answer.startswith(b"HTTP/1.1 4"), f"{answer[:40]!r}")
    return answer[:12].decode() or "closed"


def head_requests():
    status, _, body, _ = request("HEAD", "/", headers=BEARER)
    expect(status == 200 and body == b"", f"HEAD /: {status}")
    return "200 without a body"


def next_with_tab():
    _, _, body, _ = request("GET", "/login?next=/%09/evil.example/")
    expect(b'name="next" value="/"' in body, "next kept the tab path")
    return "next=/ (the tab path was dropped)"


def dot_ids_and_tag_newlines():
    statuses = []
    for campaign in ({"id": "..", "name": "x", "data": {"type": "SLIDEUP", "message": "hi"}},
                     {"id": "a\u0001", "name": "x", "data": {"type": "SLIDEUP", "message": "hi"}},
                     {"id": "t", "name": "x", "tags": ["a\nb"], "data": {"type": "SLIDEUP", "message": "hi"}}):
        statuses.append(request("POST", "/api/campaigns", json.dumps(campaign).encode(), {**BEARER, "Content-Type": "application/json"})[0])
    expect(statuses == [422, 422, 422], f"statuses {statuses}")
    return "422"


def forwarded_asset_urls():
    gif = b"GIF89a\x01\x00\x01\x00\x00\x00\x00;"
    boundary = "vitrine-hostile"
    body = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"image\"; filename=\"a;b c.gif\"\r\n"
            "Content-Type: image/gif\r\n\r\n").encode() + gif + f"\r\n--{boundary}--\r\n".encode()
    status, _, _, _ = request("POST", "/assets", body, {**BEARER, "Content-Type": f"multipart/form-data; boundary={boundary}"})
    expect(status == 303, f"upload: {status}")
    _, _, page, _ = request("GET", "/assets", headers={**BEARER, "X-Forwarded-Proto": "https"})
    expect(b"https://" in page and b"a-b-c.gif" in page, "asset URL is not https or the name was cut")
    return "https:// links, name a-b-c.gif"


def planted_login_cookie():
    planted = "A" * 43
    status, _, _, _ = request("POST", "/login", form([("_csrf", planted), ("username", "admin"), ("password", PASSWORD)]),
                              {"Content-Type": "application/x-www-form-urlencoded", "Cookie": f"vitrine_login={planted}"})
    expect(status == 403, f"status {status}")
    return "403"


# ---- render budgets: a viewer's preview may not take the machine ---------------------------

_VIEWER = {}


def viewer():
    """Bearer headers of a viewer (made once through the admin API)."""
    if not _VIEWER:
        user = {"username": "hostile-viewer", "password": "viewer password 1", "role": "viewer"}
        request("POST", "/api/users", json.dumps(user).encode(), {**BEARER, "Content-Type": "application/json"})
        status, _, body, _ = request("POST", "/api/tokens", json.dumps({"name": "hostile", "username": "hostile-viewer"}).encode(),
                                     {**BEARER, "Content-Type": "application/json"})
        expect(status == 201, f"token status {status}")
        _VIEWER["Authorization"] = "Bearer " + json.loads(body)["token"]
    return dict(_VIEWER)


def doubled(name, seed, doublings):
    return (f"{{% assign {name} = '{seed}' %}}{{% for i in (1..{doublings}) %}}"
            f"{{% assign {name} = {name} | append: {name} %}}{{% endfor %}}")


def preview(message, limit=5):
    """POSTs a viewer's /api/preview: (status, body text); fails past `limit` seconds of server CPU."""
    body = json.dumps({"message": message}).encode()
    status, _, data, seconds = request("POST", "/api/preview", body, {**viewer(), "Content-Type": "application/json"})
    expect(seconds < limit, f"took {seconds:.1f} s of server CPU")
    return status, data.decode(errors="replace")


def budget_replace(scale=16):
    """A string doubled to 64 Ki characters, another to 512 KiB, then replace "" by the first: 32 GiB if run."""
    rss = rss_mb()
    template = doubled("ins", "x", scale) + doubled("t", "y", scale + 3) + '{% assign z = t | replace: "", ins %}{{ z | size }}'
    status, text = preview({"type": "MODAL", "header": "h", "message": template}, limit=1)
    expect(status == 422 and "render budget exceeded (bytes)" in text, f"{status} {text[:120]}")
    expect(rss_mb() - rss < 200, f"RSS grew {rss_mb() - rss:.0f} MB")
    return "422 render budget exceeded (bytes)"


def remove_scan():
    """`remove` of 32 KiB (all "a", then one "b") from 64 KiB of "a": the size estimate's count of
    occurrences was quadratic (14.6 s of CPU); one pass now."""
    template = (doubled("a", "a", 16) + doubled("t", "a", 15) + "{% assign t = t | append: 'b' %}"
                "{% assign z = a | remove: t %}{{ z | size }}")
    status, text = preview({"type": "MODAL", "header": "h", "message": template}, limit=1)
    expect(status == 200 and "65536" in text, f"{status} {text[:120]}")
    return "200, 65536 characters kept"


def budget_loops(fields=1000):
    """Every extras value a million-step loop: one shared budget, not one per field."""
    loop = "{% for i in (1..1000000) %}{% endfor %}x"
    status, text = preview({"type": "MODAL", "header": "h", "message": "m", "extras": {f"k{n}": loop for n in range(fields)}})
    expect(status == 422 and "render budget exceeded (steps)" in text, f"{status} {text[:120]}")
    return "422 render budget exceeded (steps)"


def budget_uniq():
    """uniq over 2^16 references to a 16 KiB string."""
    template = (doubled("s", "z", 14) + "{% assign list = s | split: '#' %}{% for i in (1..16) %}"
                "{% assign list = list | concat: list %}{% endfor %}{{ list | uniq | size }}")
    status, text = preview({"type": "MODAL", "header": "h", "message": template})
    expect(status == 422 and "render budget exceeded" in text, f"{status} {text[:120]}")
    return "422 render budget exceeded"


def budget_date_format():
    """date with a 196 KiB format built by doubling."""
    status, text = preview({"type": "MODAL", "header": "h", "message": doubled("f", "%Y%m%d", 15) + "{{ 'now' | date: f }}"})
    expect(status == 422 and "render budget exceeded (bytes)" in text, f"{status} {text[:120]}")
    return "422 date: render budget exceeded"


def budget_connected_content_misses():
    """connected_content that misses 200,000 times with an 8 KiB URL: warnings capped, a small answer."""
    url = "https://x.test/" + "u" * 8192
    template = "{% for i in (1..200000) %}{% connected_content " + url + " %}{% endfor %}"
    status, text = preview({"type": "MODAL", "header": "h", "message": template})
    expect(status in (200, 422), f"status {status}")
    expect(len(text) < 4 << 20, f"a {len(text)} byte answer")
    return f"{status}, {len(text) // 1024} KiB"


def budget_content_block_includes():
    """A 200 KB content block included in a 1,000-step loop (scaled: 20 KB): the inclusions and bytes are budgeted."""
    block = json.dumps({"source": "<p>" + "b" * 20_000 + "</p>"}).encode()
    status, _, _, _ = request("PUT", "/api/content-blocks/hostile_banner", block, {**BEARER, "Content-Type": "application/json"})
    expect(status in (200, 201), f"content block status {status}")
    status, text = preview({"type": "MODAL", "header": "h", "message": "{% for i in (1..1000) %}{{content_blocks.${hostile_banner}}}{% endfor %}"})
    expect(status == 422 and "render budget exceeded" in text, f"{status} {text[:120]}")
    return "422 render budget exceeded"


def regex_scenario(events):
    """A replay body: a property filter `(a+)+$` against 'a'×24+'!' on `events` events."""
    campaign = {"id": "regex", "name": "regex", "status": "active", "type": "inapp", "re_eligibility": 0,
                "trigger_condition": [{"type": "custom_event_property", "data": {"event_name": "e", "property_filters": [[
                    {"property_key": "p", "property_type": "string", "comparator": 10, "property_value": "(a+)+$"}]]}}],
                "data": {"type": "MODAL", "header": "h", "message": "m"}}
    log = [{"at": 0, "type": "session_start"}] + [
        {"at": n + 1, "type": "custom_event", "name": "e", "properties": {"p": "a" * 24 + "!"}} for n in range(events)]
    return {"name": "regex", "campaigns": [campaign], "events": log}


def alternations_scenario(patterns):
    """A replay body: `patterns` campaigns, each filtering on its own spelling of `(ab|a|b)*c`
    (saving would refuse it; a replay takes it as sent) against 'ab'×4999."""
    campaigns = [{"id": f"alt{n}", "name": "alt", "status": "active", "type": "inapp", "re_eligibility": 0,
                  "trigger_condition": [{"type": "custom_event_property", "data": {"event_name": "e", "property_filters": [[
                      {"property_key": "p", "property_type": "string", "comparator": 10,
                       "property_value": f"(ab|a|b)*c|z{{{n}}}q"}]]}}],
                  "data": {"type": "MODAL", "header": "h", "message": "m"}} for n in range(patterns)]
    log = [{"at": 0, "type": "session_start"}, {"at": 1, "type": "custom_event", "name": "e", "properties": {"p": "ab" * 4999}}]
    return {"name": "alternations", "campaigns": campaigns, "events": log}


def regex_replay(events=40):
    """POST /api/replay as a viewer: a property filter `(a+)+$` against 'a'×24+'!' on every event."""
    body = json.dumps(regex_scenario(events)).encode()
    status, _, data, seconds = request("POST", "/api/replay", body, {**viewer(), "Content-Type": "application/json"})
    expect(status == 200 and seconds < 5, f"{status} after {seconds:.1f} s of server CPU")
    expect(b"regex_bound_exceeded" in data, "no regex_bound_exceeded in the trace")
    return f"200, {seconds:.2f} s CPU, bound exceeded, not matched"


def many_patterns_replay(patterns=12):
    """POST /api/replay as a viewer: twelve patterns of `alternations_scenario`. Every pattern of
    one replay draws on one budget."""
    body = json.dumps(alternations_scenario(patterns)).encode()
    status, _, data, seconds = request("POST", "/api/replay", body, {**viewer(), "Content-Type": "application/json"})
    expect(status == 200 and seconds < 5, f"{status} after {seconds:.1f} s of server CPU")
    expect(b'"limit":"replay_budget"' in data, "no regex stopped by the replay's budget")
    return f"200, {seconds:.2f} s CPU for {patterns} patterns, the replay's regex budget spent"


def braze_action_uri(steps, event):
    """A `brazeActions://v1/` link running `steps` logCustomEvent steps, each logging `event`."""
    action = {"type": "container", "steps": [{"type": "logCustomEvent", "args": [event]}] * steps}
    encoded = base64.b64encode(json.dumps(action, separators=(",", ":")).encode("utf-16-le")).decode()
    return "brazeActions://v1/" + encoded.rstrip("=")


def self_triggering_scenario(name, steps, clicks):
    """A modal whose button's action logs the event that triggers the modal again, `steps` times,
    and a log that clicks it `clicks` times (review items 1 and 2: 18,000 × 1,000, and 7,000)."""
    campaign = {"id": "again", "name": "again", "status": "active", "type": "inapp", "re_eligibility": 0,
                "trigger_condition": [{"type": "custom_event", "data": {"event_name": "again"}}],
                "data": {"type": "MODAL", "header": "h", "message": "m", "btns": [
                    {"id": 0, "text": "Again", "click_action": "URI", "uri": braze_action_uri(steps, "again")}]}}
    events = [{"at": 0, "type": "session_start"}, {"at": 1, "type": "custom_event", "name": "again"}]
    events += [{"at": 2 + n, "type": "click", "button": 0} for n in range(clicks)]
    return {"name": name, "configuration": {"trigger_minimum_time_interval": 0}, "campaigns": [campaign], "events": events}


def action_steps():
    """Review items 1 and 2 at full size, as a viewer: a replay whose button runs 18,000
    self-triggering Braze Action steps clicked 998 times (2 MB), and a stored session with
    7,000: both refused before any replay, naming the 50 steps an action may run; nothing stored."""
    headers = {**viewer(), "Content-Type": "application/json"}
    body = json.dumps(self_triggering_scenario("actions", 18_000, 998)).encode()
    status, _, data, seconds = request("POST", "/api/replay", body, headers)
    expect(status in (413, 422) and b"the limit is 50" in data and seconds < 1, f"replay: {status} {data[:160]!r} {seconds:.2f} s")
    before = len(json.loads(request("GET", "/api/sessions", headers=viewer())[2])["sessions"])
    body = json.dumps(self_triggering_scenario("stored actions", 7_000, 1)).encode()
    status, _, data, _ = request("POST", "/api/sessions", body, headers)
    expect(status in (413, 422) and b"the limit is 50" in data, f"session: {status} {data[:160]!r}")
    after = len(json.loads(request("GET", "/api/sessions", headers=viewer())[2])["sessions"])
    expect(after == before, f"{after - before} sessions stored")
    return f"{status} naming the 50-step limit, {seconds:.2f} s CPU; nothing stored"


def session_bytes():
    """A viewer's session of 9 MB of events: past the 8 MiB a session may hold, refused with the
    limit named, and nothing stored."""
    status, _, data, _ = request("POST", "/api/sessions", json.dumps({"name": "bytes"}).encode(),
                                 {**viewer(), "Content-Type": "application/json"})
    expect(status == 201, f"create status {status}")
    session = json.loads(data)["id"]
    events = [{"at": n, "type": "custom_event", "name": "e", "properties": {"p": "x" * 15_000}} for n in range(600)]
    status, _, data, _ = request("POST", f"/api/sessions/{session}/events", json.dumps(events).encode(),
                                 {**viewer(), "Content-Type": "application/json"})
    expect(status == 422 and b"bytes of events" in data, f"{status} {data[:160]!r}")
    status, _, data, _ = request("GET", f"/api/sessions/{session}", headers=viewer())
    expect(status == 200 and json.loads(data)["event_count"] == 0, f"{status} {data[:160]!r}")
    return "422 naming the 8 MiB a session holds; nothing stored"


def png_flood(clients=20):
    """20 concurrent PNG previews: one browser, a bounded queue, 503 with Retry-After past it."""
    import threading
    results = []

    def shoot():
        status, headers, _, seconds = request("GET", "/campaigns/demo-spring-sale/preview.png", headers=viewer(), timeout=60)
        results.append((status, headers.get("Retry-After") if headers else None, seconds))

    threads = [threading.Thread(target=shoot) for _ in range(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    statuses = sorted(status for status, _, _ in results)
    expect(all(status in (200, 503) for status in statuses), f"statuses {statuses}")
    expect(all(retry for status, retry, _ in results if status == 503), "a 503 without Retry-After")
    chromium = len(browsers())
    expect(chromium <= 1, f"{chromium} browsers launched")
    return f"{statuses.count(200)} PNGs, {statuses.count(503)} × 503; {chromium} browser processes"


def held_connection_after_png():
    """A keep-alive connection open while the server starts its browser for a PNG is still closed
    by the idle timeout (5 s here): the browser inherits none of the server's sockets. When it did,
    the server's close left the connection open at the TCP level, and the client's next request on
    it was never read (the browser tests' hung page loads). The first case to need the browser, so
    the PNG starts it (checked)."""
    held = http.client.HTTPConnection(URL.hostname, URL.port, timeout=60)
    try:
        held.request("GET", "/healthz")
        response = held.getresponse()
        response.read()
        expect(response.status == 200 and not response.will_close, "/healthz on a kept-alive connection")
        before = browsers()
        status = request("GET", "/campaigns/demo-spring-sale/preview.png", headers=viewer(), timeout=60)[0]
        expect(status == 200, f"PNG status {status}")
        expect(browsers() - before, "the PNG did not start the server's browser (it was already running)")
        start = time.monotonic()
        try:
            closed = held.sock.recv(64) == b""  # the minute is a safety net; the idle timeout is 5 s
        except socket.timeout:
            closed = False
        expect(closed, "the held connection was not closed after the PNG's browser started")
    finally:
        held.close()
    return f"held connection closed by the idle timeout {time.monotonic() - start:.1f} s after the PNG"


def browsers():
    """The pids of the server's browser processes (its children started with a DevTools pipe)."""
    return {int(entry) for entry in os.listdir("/proc") if entry.isdigit() and _is_browser_of(int(entry))}


def _is_browser_of(pid):
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as cmdline:
            arguments = cmdline.read().split(b"\0")
        with open(f"/proc/{pid}/status") as status:
            parent = next(int(line.split()[1]) for line in status if line.startswith("PPid:"))
        return parent == PID and b"--remote-debugging-pipe" in b" ".join(arguments)
    except (OSError, StopIteration):
        return False


def review_link():
    """A fresh review link to demo-welcome through the API: its token."""
    status, _, data, _ = request("POST", "/api/campaigns/demo-welcome/review-links", b"{}",
                                 {**BEARER, "Content-Type": "application/json"})
    expect(status == 201, f"making a link: {status}")
    return json.loads(data)["token"]


def review_comments():
    """Through a live link, with a reviewer's name: oversized, malformed and out-of-range comments
    are each a 4xx, and none is kept."""
    token = review_link()
    reviewer = {"Content-Type": "application/x-www-form-urlencoded", "Cookie": "vitrine_reviewer=" + "N%00" * 3000}
    statuses = set()
    bodies = [
        [("body", "x" * 2001)], [("body", "\u0000" * 10)], [("body", " ")],
        [("body", "x"), ("cell", "../../etc/passwd/A")], [("body", "x"), ("cell", "ios/phone/" + "B" * 5000)],
        [("body", "x"), ("field", "<script>")],
    ] + [[("body", "x"), ("cell", "android/phone/"), ("x", number)] for number in [n for n in INTEGERS if n != "0"] + ["nan", "inf", "1e308", "-0.0001"]]
    for fields in bodies:
        status, _, _, _ = request("POST", f"/r/{token}/comments", form(fields), reviewer)
        expect(400 <= status < 500, f"{fields[-1][0]}: {status}")
        statuses.add(status)
    status, _, _, _ = request("POST", f"/r/{token}/comments", b"body=" + b"x" * (2 << 20), reviewer)
    expect(status == 413, f"a 2 MB comment: {status}")
    for path in ("comments/-1/replies", f"comments/{2**63}/resolve", "comments/1/delete", "comments/1/replies/../resolve"):
        status, _, _, _ = request("POST", f"/r/{token}/{path}", form([("body", "x")]), reviewer)
        expect(400 <= status < 500, f"{path}: {status}")
        statuses.add(status)
    status, _, data, _ = request("GET", "/api/campaigns/demo-welcome/comments", headers=BEARER)
    kept = len(json.loads(data)["comments"])
    expect(kept == 0, f"{kept} comments kept")
    return "/".join(str(s) for s in sorted(statuses)) + f", 413, {kept} kept"


def review_tokens():
    """Wrong tokens of every shape are the same plain 404, cheaply; the throttle then refuses
    even a valid link from this address (so this case runs last of the review cases)."""
    valid = review_link()
    shapes = ["x" * 10_000, "..%2f..%2fetc", "%00", "%C3%A9" * 20, "A" * 43, "-" * 43, valid[:-1] + "!"]
    for shape in shapes:
        for suffix in ("", "/render", "/phone", "/qr.svg"):
            status, _, data, seconds = request("GET", f"/r/{shape}{suffix}")
            expect(status in (400, 404, 414, 431) and seconds < 1, f"{shape[:12]}{suffix}: {status}, {seconds:.2f} s")
            if status == 404:
                expect(data == b"Not found\n", f"{shape[:12]}{suffix}: {data[:40]!r}")
    status, _, _, _ = request("GET", f"/r/{valid}")
    expect(status == 404, f"a valid link after the spray: {status} (the throttle should hold it)")
    return f"{len(shapes) * 4} wrong tokens: 404, then throttled"


CASES = [
    review_comments, review_tokens,
    page_overflow, integer_table, row_operations, long_boundary_login, csrf_reads_only_the_route_limit, wide_trigger_form,
    big_campaign_revisions, long_search, nul_search, trickled_body, many_connections, malformed_chunk, head_requests,
    next_with_tab, dot_ids_and_tag_newlines, forwarded_asset_urls, planted_login_cookie,
    budget_replace, remove_scan, budget_loops, budget_uniq, budget_date_format, budget_connected_content_misses,
    budget_content_block_includes, regex_replay, many_patterns_replay, action_steps, session_bytes,
    held_connection_after_png, png_flood,
]


def main():
    passed = failed = 0
    print(f"{'case':38} {'answer':58} {'s':>6} {'RSS MB':>7} {'healthz ms':>10}")
    for case in CASES:
        start = time.monotonic()
        try:
            answer = case()
            ok = True
        except Exception as error:  # noqa: BLE001 - every failure is reported, the run goes on
            answer, ok = f"FAILED: {error}", False
        seconds = time.monotonic() - start
        alive = os.path.exists(f"/proc/{PID}")
        latency = healthz_ms() if alive else None
        if latency is None:
            ok = False
            answer += " (server not answering /healthz)" if alive else " (server died)"
        print(f"{case.__name__:38} {answer[:58]:58} {seconds:6.2f} {rss_mb() if alive else 0:7.1f} "
              f"{latency if latency is not None else float('nan'):10.1f}")
        passed, failed = (passed + 1, failed) if ok else (passed, failed + 1)
        if not alive:
            break
    print(f"hostile: {passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
