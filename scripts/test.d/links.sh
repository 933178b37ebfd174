#!/usr/bin/env bash
# `vitrine validate --check-links` against a real HTTP server on a loopback port: unreachable
# links, http:, an HTML page served as an image, a heavy image, and images whose aspect or
# resolution does not fit the slot; a well-made image gets no image finding. Without the flag,
# no request is made.
set -euo pipefail
: "${VITRINE_BIN:?VITRINE_BIN must point to the vitrine binary}"
work=$(mktemp -d)
server=""
trap '[[ -n $server ]] && kill "$server" 2>/dev/null; rm -rf "$work"' EXIT
source "$(dirname "$0")/../lib-check.sh"
mkdir -p "$work/site"
# PNG headers of a given size (the check reads the size from the header), optionally padded.
python3 - "$work/site" <<'PY'
import struct, sys, zlib, os
site = sys.argv[1]
def png(name, width, height, pad=0):
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    chunk = struct.pack(">I", 13) + b"IHDR" + ihdr + struct.pack(">I", zlib.crc32(b"IHDR" + ihdr))
    open(os.path.join(site, name), "wb").write(b"\x89PNG\r\n\x1a\n" + chunk + b"\0" * pad)
png("wide.png", 1450, 500)
png("square.png", 300, 300)
png("heavy.png", 1450, 500, pad=600 * 1024)
open(os.path.join(site, "page.png"), "w").write("<!DOCTYPE html><title>not an image</title>")
open(os.path.join(site, "ok.html"), "w").write("<!DOCTYPE html><title>ok</title>")
PY
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 -m http.server "$port" --bind 127.0.0.1 --directory "$work/site" > "$work/http.log" 2>&1 &
server=$!
for _ in $(seq 50); do curl -fs -o /dev/null "http://127.0.0.1:$port/ok.html" && break; sleep 0.1; done
base="http://127.0.0.1:$port"
modal() { printf '{"type": "MODAL", "header": "Sale", "message": "20%% off", "image_url": "%s", "image_alt": "A sale", "btns": [{"id": 0, "text": "Shop", "click_action": "URI", "uri": "%s"}]}' "$1" "$2"; }
modal "$base/wide.png" "$base/ok.html" > "$work/good.json"
modal "$base/square.png" "$base/missing.html" > "$work/square.json"
modal "$base/page.png" "$base/ok.html" > "$work/page.json"
modal "$base/heavy.png" "myshop://sale" > "$work/heavy.json"

: > "$work/http.log"
"$VITRINE_BIN" validate "$work/good.json" "$work/square.json" > "$work/plain.txt" || true
[[ ! -s $work/http.log ]] || fail "without --check-links a request was made: $(cat "$work/http.log")"
pass

set +e
"$VITRINE_BIN" validate --check-links --format json "$work/good.json" "$work/square.json" "$work/page.json" "$work/heavy.json" > "$work/report.json"
code=$?
set -e
[[ $code == 1 ]] || fail "expected exit 1 (unreachable link, HTML as an image), got $code"
pass
python3 - "$work/report.json" "$work" <<'PY'
import json, sys
report = json.load(open(sys.argv[1]))
work = sys.argv[2]
def rules(name):
    return sorted((f["rule"], f.get("path")) for f in report if f["file"] == f"{work}/{name}")
def expect(name, wanted):
    got = rules(name)
    if got != sorted(wanted):
        sys.exit(f"links: {name}: expected {sorted(wanted)}, got {got}")
insecure = [("link-insecure", "image_url"), ("link-insecure", "btns[0].uri")]
expect("good.json", insecure)
# A square image in a modal: Android fits it into its 2.9 : 1 band (an informational note).
expect("square.json", insecure + [("link-unreachable", "btns[0].uri"), ("image-aspect", "image_url"), ("image-resolution", "image_url"),
                                  ("android-image-crop", "image_url")])
expect("page.json", insecure + [("image-type", "image_url")])
expect("heavy.json", [("link-insecure", "image_url"), ("image-heavy", "image_url")])
aspect = next(f for f in report if f["rule"] == "image-aspect")
assert "29:10" in aspect["message"] and "300 × 300" in aspect["message"], aspect
crop = next(f for f in report if f["rule"] == "android-image-crop")
assert crop["severity"] == "info", crop
PY
pass
passed "4 files, findings as expected"
