#!/usr/bin/env bash
# test.d: alone
# Connection admission against a live release server: while one address holds 1,100 idle
# connections (and opens more all along), /healthz still answers another address; so it does
# while 1,100 idle connections are spread over 20 addresses (past the default --max-connections
# 1024: the oldest idle ones are evicted), and the probe port answers the attacking address itself.
# A connection that sends nothing is closed by --head-timeout. The latencies are
# printed, not bounded: how fast is for `make bench` (scripts/bench/admission.sh prints the ratio
# of /healthz's 95th percentile under attack to its own baseline). Every wait is for a condition;
# each socket timeout is a safety net.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/lib-server.sh
bin=${VITRINE_BIN:-.build/release/vitrine}
[[ -x $bin ]] || { echo "admission: $bin is missing (make test builds it)"; exit 1; }
work=$(mktemp -d)
trap 'stop_server; rm -rf "$work"' EXIT
ulimit -n 8192 2>/dev/null || true
probe_port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
VITRINE_PASSWORD_COST=4 start_server "$bin" "$work" --head-timeout 5 --probe-port "$probe_port"
python3 - "${url##*:}" "$probe_port" <<'PY'
import socket, statistics, sys, threading, time

port, probe_port = int(sys.argv[1]), int(sys.argv[2])

def fail(message):
    sys.exit("admission: " + message)

SAFETY_NET = 60  # seconds: only a hang reaches it

def healthz(source, target=port):
    """Milliseconds for one /healthz on a new connection from `source`."""
    started = time.monotonic()
    with socket.create_connection(("127.0.0.1", target), timeout=SAFETY_NET, source_address=(source, 0)) as s:
        s.sendall(b"GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
        data = b""
        while chunk := s.recv(4096):
            data += chunk
    if not data.startswith(b"HTTP/1.1 200"):
        fail(f"/healthz from {source}: {data[:80]!r}")
    return (time.monotonic() - started) * 1000

def measure(label, source, target=port, count=200):
    times = sorted(healthz(source, target) for _ in range(count))
    p50, p95, worst = statistics.median(times), times[int(count * 0.95) - 1], times[-1]
    print(f"admission: {label}: /healthz p50 {p50:.1f} ms, p95 {p95:.1f} ms, max {worst:.1f} ms ({count} requests)")
    return p95

class Holder:
    """Holds idle connections from `sources` (round robin), and keeps opening more until stopped."""
    def __init__(self, sources, count):
        self.sources, self.sockets, self.stop, self.opened, self.failed = sources, [], threading.Event(), 0, 0
        for i in range(count):
            self.open(sources[i % len(sources)])
        self.thread = threading.Thread(target=self.churn, daemon=True)
        self.thread.start()
    def open(self, source):
        try:
            s = socket.create_connection(("127.0.0.1", port), timeout=2, source_address=(source, 0))
            self.sockets.append(s)
            self.opened += 1
        except OSError:
            self.failed += 1
    def churn(self):
        i = 0
        while not self.stop.is_set():
            self.open(self.sources[i % len(self.sources)])
            i += 1
            while len(self.sockets) > 1100:
                self.sockets.pop(0).close()
            time.sleep(0.005)
    def close(self):
        self.stop.set()
        self.thread.join()
        # One more connection from the first address, read until the server has dealt with it (closed
        # it, or answered it): the connections opened before it have been dealt with by then too.
        with socket.create_connection(("127.0.0.1", port), timeout=SAFETY_NET, source_address=(self.sources[0], 0)) as marker:
            marker.sendall(b"GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
            try:
                while marker.recv(4096):
                    pass
            except ConnectionResetError:
                pass
        closed = 0
        for s in self.sockets:
            s.setblocking(False)
            try:
                closed += s.recv(1) == b""
            except BlockingIOError:
                pass
            except OSError:
                closed += 1
            s.close()
        return closed

baseline = measure("baseline", "127.0.0.2")

holder = Holder(["127.0.0.1"], 1100)
attacked = measure("1,100 idle connections from 127.0.0.1, another address", "127.0.0.2")
measure("1,100 idle connections from 127.0.0.1, the probe port from 127.0.0.1", "127.0.0.1", probe_port, 50)
closed = holder.close()
print(f"admission: one address: {holder.opened} connections opened, {closed} of the last {len(holder.sockets)} closed by the server")
if closed < len(holder.sockets) - 64:
    fail(f"only {closed} of {len(holder.sockets)} held connections were closed: the per-address cap did not hold")

holder = Holder([f"127.0.1.{i}" for i in range(1, 21)], 1100)
measure("1,100 idle connections from 20 addresses, another address", "127.0.0.2")
closed = holder.close()
print(f"admission: 20 addresses: {holder.opened} connections opened, {closed} of the last {len(holder.sockets)} closed by the server")

s = socket.create_connection(("127.0.0.1", port), timeout=SAFETY_NET)
started = time.monotonic()
try:
    gone = s.recv(1) == b""
except ConnectionResetError:
    gone = True
except socket.timeout:
    gone = False
waited = time.monotonic() - started
# Closed by the head deadline (HeadDeadlineTests checks, on a stepped clock, that it is not before).
if not gone:
    fail(f"a silent connection was not closed at the 5 s head deadline (waited {waited:.1f} s)")
print(f"admission: a silent connection closed after {waited:.1f} s (--head-timeout 5)")
print(f"admission.healthz_p95_ratio_under_attack: {attacked / baseline:.2f}")
PY
