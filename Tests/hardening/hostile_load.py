"""Hostile load for `make bench` (scripts/bench/hostile.sh): four clients send, for SECONDS, the
costliest request of each kind the hardening reviews found, at the size they were found at, while
a fifth thread holds slow login bodies open from twenty addresses. hostile.sh measures /healthz
meanwhile and the server's RSS before and after.

Usage: hostile_load.py URL PID SECONDS   (VITRINE_ADMIN_TOKEN and VITRINE_ADMIN_PASSWORD in the
environment). Prints `hostile.*` figures: the server's RSS once the load's own data is stored (the
baseline hostile.sh compares the RSS after the load with), requests sent, the answers by status,
and how many slow connections the server closed.
"""

import collections
import json
import selectors
import socket
import sys
import threading
import time

import hostile
from hostile import (BEARER, URL, alternations_scenario, browser_session, doubled, form, regex_scenario, request,
                     self_triggering_scenario, viewer)


def json_headers(headers):
    return {**headers, "Content-Type": "application/json"}


def budget_requests():
    """The costliest render-budget and replay cases at full size, as a viewer: `replace` toward
    32 GiB, a thousand million-step loops, `uniq` over 2^16 copies of 16 KiB, `remove` of 32 KiB
    from 64 KiB, `(a+)+$` replayed over 40 events, twelve spellings of `(ab|a|b)*c` against
    'ab'×4999, and a self-triggering Braze Action of 18,000 steps clicked 998 times (the most a request may
    carry with its two other events)."""
    headers = json_headers(viewer())

    def preview_body(message):
        return json.dumps({"message": {"type": "MODAL", "header": "h", **message}}).encode()

    replace = doubled("ins", "x", 16) + doubled("t", "y", 19) + '{% assign z = t | replace: "", ins %}{{ z | size }}'
    loops = {f"k{n}": "{% for i in (1..1000000) %}{% endfor %}x" for n in range(1000)}
    uniq = (doubled("s", "z", 14) + "{% assign list = s | split: '#' %}{% for i in (1..16) %}"
            "{% assign list = list | concat: list %}{% endfor %}{{ list | uniq | size }}")
    remove = (doubled("a", "a", 16) + doubled("t", "a", 15) + "{% assign t = t | append: 'b' %}"
              "{% assign z = a | remove: t %}{{ z | size }}")
    return [
        ("preview_replace_32GiB", "POST", "/api/preview", preview_body({"message": replace}), headers),
        ("preview_1000_loops", "POST", "/api/preview", preview_body({"message": "m", "extras": loops}), headers),
        ("preview_uniq_2^16", "POST", "/api/preview", preview_body({"message": uniq}), headers),
        ("item3_remove_32KiB_of_64KiB", "POST", "/api/preview", preview_body({"message": remove}), headers),
        ("replay_(a+)+$_40_events", "POST", "/api/replay", json.dumps(regex_scenario(40)).encode(), headers),
        ("item4_replay_12_alternations", "POST", "/api/replay", json.dumps(alternations_scenario(12)).encode(), headers),
        ("item1_replay_18000_steps_998_clicks", "POST", "/api/replay",
         json.dumps(self_triggering_scenario("actions", 18_000, 998)).encode(), headers),
        ("item2_store_7000_steps", "POST", "/api/sessions",
         json.dumps(self_triggering_scenario("stored actions", 7_000, 1)).encode(), headers),
    ]


def stored_trace_requests():
    """Item 5: the trace of a viewer's stored session whose every regex runs to the bound, asked
    for by every client at once."""
    status, _, data, _ = request("POST", "/api/sessions", json.dumps(alternations_scenario(12)).encode(), json_headers(viewer()))
    hostile.expect(status == 201, f"stored session: {status} {data[:160]!r}")
    session = json.loads(data)["id"]
    return [("item5_stored_trace", "GET", f"/api/sessions/{session}/trace", None, viewer())]


class SlowBodies(threading.Thread):
    """Item 6: `connections` connections from `addresses` loopback addresses, each sending
    `POST /login` with `Content-Length: 900000` and then a byte a second; a closed one is opened
    again, so the attack lasts until `deadline`."""

    def __init__(self, deadline, connections=1200, addresses=20):
        super().__init__(daemon=True)
        self.deadline = deadline
        self.sources = [f"127.0.0.{10 + n}" for n in range(addresses)]
        self.connections = connections
        self.closed_by_server = 0

    def open(self, index):
        sock = socket.socket()
        sock.setblocking(True)
        sock.settimeout(5)
        try:
            sock.bind((self.sources[index % len(self.sources)], 0))
            sock.connect((URL.hostname, URL.port))
            sock.sendall(b"POST /login HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\n"
                         b"Content-Length: 900000\r\n\r\n")
        except OSError:
            sock.close()
            return None
        sock.setblocking(False)
        return sock

    def replace(self, index, sockets, watch):
        """Closes connection `index` (the server answered or closed it) and opens another."""
        old = sockets[index]
        if old is not None:
            watch.unregister(old)
            old.close()
            self.closed_by_server += 1
        sockets[index] = self.open(index) if time.monotonic() < self.deadline else None
        if sockets[index] is not None:
            watch.register(sockets[index], selectors.EVENT_READ, index)

    def run(self):
        watch = selectors.DefaultSelector()
        sockets = [None] * self.connections
        for index in range(self.connections):
            sockets[index] = self.open(index)
            if sockets[index] is not None:
                watch.register(sockets[index], selectors.EVENT_READ, index)
        tick = time.monotonic()
        while time.monotonic() < self.deadline:
            # The attack's own pace is a byte a second on each connection, on a fixed schedule;
            # between ticks, a connection the server answers (408) or closes is replaced at once.
            for index, sock in enumerate(sockets):
                if sock is None:
                    self.replace(index, sockets, watch)
                    continue
                try:
                    sock.send(b"u")
                except OSError:
                    self.replace(index, sockets, watch)
            tick += 1
            while (left := min(tick, self.deadline) - time.monotonic()) > 0:
                for key, _ in watch.select(timeout=left):
                    self.replace(key.data, sockets, watch)
        for sock in sockets:
            if sock is not None:
                sock.close()
        watch.close()


def rss_kib(pid):
    """The server's resident set, in KiB."""
    with open(f"/proc/{pid}/status") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmRSS"))


def load(seconds, pid, clients=4):
    """Four threads send the costliest request of each kind in turn until `seconds` are up, while
    `SlowBodies` holds its connections; prints the figures."""
    text = "word " * 140_000
    campaign = {"id": "huge-load", "name": "Huge", "data": {"type": "MODAL", "header": "Huge", "message": text}}
    request("POST", "/api/campaigns", json.dumps(campaign).encode(), json_headers(BEARER))
    for version in range(1, 12):
        campaign["data"]["header"] = f"Huge {version}"
        request("PUT", "/api/campaigns/huge-load", json.dumps(campaign).encode(), {**json_headers(BEARER), "If-Match": f'"{version}"'})
    cookie, _ = browser_session()
    boundary = "b" * 79_000
    login_body = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"u\"\r\n\r\n" + "x" * 900_000).encode()
    wide = [("kind", "modal")] + [(f"trigger{t}_{k}", v) for t in range(50) for k, v in (("type", "custom_event_property"), ("event", "e"))]
    wide += [(f"trigger{t}_group{g}_{k}", "1") for t in range(50) for g in range(50) for k in ("present", "key", "type", "comparator", "value")]
    kinds = [
        *budget_requests(),
        *stored_trace_requests(),
        ("login_1MB_multipart", "POST", "/login", login_body, {"Content-Type": f"multipart/form-data; boundary={boundary}"}),
        ("form_16MiB", "POST", "/campaigns/demo-welcome", b"name=" + b"a" * (16 << 20),
         {"Cookie": cookie, "Content-Type": "application/x-www-form-urlencoded"}),
        ("form_preview_50x50_triggers", "POST", "/campaigns/form-preview", form(wide),
         {**BEARER, "Content-Type": "application/x-www-form-urlencoded"}),
        ("revisions_of_700KB", "GET", "/campaigns/huge-load/revisions", None, BEARER),
        ("search_28_words", "GET", "/?q=" + "word%20" * 28, None, BEARER),
        ("api_search_200", "GET", "/api/campaigns?search=" + "x" * 200, None, BEARER),
    ]
    # The load's own data (the campaign and its versions, the stored session) is in place.
    print(f"hostile.rss_after_setup_kib: {rss_kib(pid)}")
    deadline = time.monotonic() + seconds
    slow = SlowBodies(deadline)
    slow.start()
    statuses = collections.Counter()
    cases = collections.defaultdict(list)
    lock = threading.Lock()

    def client(index):
        turn = index
        while time.monotonic() < deadline:
            label, method, path, body, headers = kinds[turn % len(kinds)]
            sent = time.monotonic()
            status = request(method, path, body, headers)[0]
            with lock:
                statuses[status] += 1
                cases[label].append((status, time.monotonic() - sent))
            turn += 1

    threads = [threading.Thread(target=client, args=(index,)) for index in range(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    slow.join()
    print(f"hostile.load_requests: {sum(statuses.values())} from {clients} clients in {seconds:g} s")
    print("hostile.load_statuses: " + " ".join(f"{status}×{count}" for status, count in sorted(statuses.items())))
    print(f"hostile.slow_connections: {slow.connections} from {len(slow.sources)} addresses, {slow.closed_by_server} closed by the server")
    # Each case: its answers and how long the slowest took, request to answer, under the whole load.
    for label, answers in sorted(cases.items()):
        counted = collections.Counter(status for status, _ in answers)
        slowest = max(elapsed for _, elapsed in answers)
        print(f"hostile.case.{label}: " + " ".join(f"{status}×{count}" for status, count in sorted(counted.items()))
              + f", slowest {slowest:.2f} s")


if __name__ == "__main__":
    load(float(sys.argv[3]), int(sys.argv[2]))
