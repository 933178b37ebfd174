#!/usr/bin/env bash
# test.d: alone
# The server stays up under load (docs/quality.md, load): a 30-second mixed wrk load on loopback (LOAD_SECONDS
# overrides it) after a 5-second warm-up: campaign list pages and searches, preview renders of
# the seeded campaigns, and event batches appended to device sessions. Fails on any socket error
# or non-2xx/3xx response, or when the RSS after the run exceeds 1.2 × the RSS after warm-up.
# The work is in scripts/lib-load.sh (shared with `make bench`, scripts/bench/mixed.sh).
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=${VITRINE_BIN:-.build/release/vitrine}
command -v wrk > /dev/null || scripts/ensure-apt.sh wrk
source scripts/lib-load.sh
mixed_load "$bin" load
