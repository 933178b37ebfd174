#!/usr/bin/env bash
# Connection and body limits on the live server: an idle keep-alive connection is closed after
# --idle-timeout, and a body over a route's limit is refused with 413 before it is read.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/lib-server.sh
work=$(mktemp -d)
trap 'stop_server; rm -rf "$work"' EXIT
start_server "${VITRINE_BIN:?run through make test}" "$work" --idle-timeout 1
python3 - "$url" <<'PY'
import json, os, socket, sys, time, urllib.parse

url = urllib.parse.urlparse(sys.argv[1])
token = os.environ["VITRINE_ADMIN_TOKEN"]

def connect():
    sock = socket.create_connection((url.hostname, url.port), timeout=10)
    return sock

def closed_within(sock, seconds):
    """Whether the server closes the connection within `seconds` (recv returns b'')."""
    sock.settimeout(seconds)
    start = time.monotonic()
    try:
        while True:
            data = sock.recv(65536)
            if not data:
                return time.monotonic() - start
    except socket.timeout:
        return None

# 1. A connection that never sends a request is closed after the idle timeout.
silent = connect()
waited = closed_within(silent, 5)
assert waited is not None and 0.5 <= waited <= 3, f"silent connection: closed after {waited}"

# 2. A keep-alive connection that goes quiet after a request is closed too.
talker = connect()
talker.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n")
first = talker.recv(65536)
assert first.startswith(b"HTTP/1.1 200"), first[:40]
waited_after = closed_within(talker, 5)
assert waited_after is not None and waited_after <= 3, f"idle keep-alive: closed after {waited_after}"

# 3. A declared body over the campaign limit (1 MiB) gets 413 with a JSON message without being sent.
big = connect()
big.sendall((f"POST /api/campaigns HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {token}\r\n"
             "Content-Type: application/json\r\nContent-Length: 50000000\r\n\r\n{").encode())
answer = b""
big.settimeout(10)
while b"\r\n\r\n" not in answer or not answer.rstrip().endswith(b"}"):
    chunk = big.recv(65536)
    if not chunk:
        break
    answer += chunk
head, _, body = answer.partition(b"\r\n\r\n")
assert head.startswith(b"HTTP/1.1 413"), head[:60]
assert json.loads(body)["error"]["message"], body
print(f"limits: silent connection closed after {waited:.1f} s, idle keep-alive after {waited_after:.1f} s "
      "(--idle-timeout 1); a 50 MB declared body got 413 with a message")
PY
