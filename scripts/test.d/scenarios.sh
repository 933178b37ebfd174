#!/bin/sh
# Checks every conformance scenario (shared and this project's own) through the CLI.
set -eu
: "${VITRINE_BIN:?VITRINE_BIN must point to the vitrine binary}"
"$VITRINE_BIN" check ../shared/fixtures/scenarios/*.json Tests/scenarios/*.json
