#!/usr/bin/env bash
# The Golden Liquid suite through the command line: every case of Tests/Fixtures/liquid/ rendered by
# `vitrine liquid TEMPLATE --data DATA`, one process per case, two at a time, must pass as it does in
# process (Tests/LiquidTests/GoldenLiquidTests.swift), with the same known failures
# (Tests/Fixtures/liquid/known-failures.json). Python's standard library only; about 10 s.
set -euo pipefail
cd "$(dirname "$0")/../.."
: "${VITRINE_BIN:?VITRINE_BIN must point to the vitrine binary}"
python3 Tests/cli/golden_liquid_cli.py "$VITRINE_BIN" --jobs "${GOLDEN_LIQUID_JOBS:-2}"
