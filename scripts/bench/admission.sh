#!/usr/bin/env bash
# Connection admission under attack (scripts/test.d/admission.sh, which starts a server of its
# own): /healthz's 95th percentile from another address while one address holds 1,100 idle
# connections, as a ratio to the same server's baseline a moment before.
set -euo pipefail
scripts/test.d/admission.sh > "$BENCH_WORK/admission.txt"
grep '^admission\.' "$BENCH_WORK/admission.txt"
