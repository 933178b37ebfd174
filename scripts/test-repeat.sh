#!/usr/bin/env bash
# `make test-repeat N=3`: the flake detector. Clones the committed HEAD once into a temporary
# folder, runs the whole `make test` there N times (default 3), one after another, and prints every
# test whose result differed between the runs: each Swift test, each browser test, each stage
# (lint, builds, every scripts/test.d check). A test that passed every time, or failed every time,
# is not listed; the exit status is 1 when one differed, else 0. The runs' outputs stay in the
# folder it prints.
set -uo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
[[ $runs =~ ^[1-9][0-9]*$ ]] || { echo "test-repeat: N must be a positive number, got '$runs'" >&2; exit 2; }
work=$(mktemp -d)
git clone -q . "$work/clone" || exit 2
echo "test-repeat: $runs runs of make test in $work/clone (commit $(git -C "$work/clone" rev-parse --short HEAD))"
for run in $(seq 1 "$runs"); do
    started=$EPOCHSECONDS
    (cd "$work/clone" && VITRINE_TEST_LOGS="$work/logs-$run" VITRINE_PYTEST_REPORT=all make test) > "$work/run-$run.txt" 2>&1
    echo "run $run: make test exited $? after $(( (EPOCHSECONDS - started) / 60 )) min ($work/run-$run.txt)"
done
python3 scripts/test-results.py "$work"/run-*.txt
