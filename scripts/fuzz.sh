#!/usr/bin/env bash
# `make fuzz`: longer random-input runs of the HTML validator. The same test checks the same 2,000
# documents in every `make test`; here it runs for FUZZ_SECONDS (default 300) seconds from a new
# seed. A failure prints the seed (VITRINE_FUZZ_SEED=N replays it); a crash fails the run.
set -euo pipefail
cd "$(dirname "$0")/.."
export VITRINE_FUZZ_SECONDS=${FUZZ_SECONDS:-300}
echo "fuzzing the HTML validator for $VITRINE_FUZZ_SECONDS s"
swift build --build-tests
swift test --skip-build --filter 'HTMLValidationTests.RandomInputTests'
