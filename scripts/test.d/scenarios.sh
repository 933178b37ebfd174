#!/bin/sh
# Checks every conformance scenario (the design's and this project's own) through the CLI.
set -eu
: "${VITRINE_BIN:?VITRINE_BIN must point to the vitrine binary}"
"$VITRINE_BIN" check Tests/Fixtures/scenarios/*.json
echo "scenarios: $(ls Tests/Fixtures/scenarios/*.json | wc -l) scenario files checked"
