#!/usr/bin/env bash
# Runs a build command (its arguments) and fails when it fails, or when the compiler warned about a
# file of the project's own (Package.swift, Sources/, Tests/): `make test`'s warnings-as-errors,
# without `-warnings-as-errors` in the compiler's flags, so that `make build` and `make test`
# compile the same modules with the same flags and share one build.
set -uo pipefail
cd "$(dirname "$0")/.."
log=$(mktemp)
trap 'rm -f "$log"' EXIT
"$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
(( status == 0 )) || exit "$status"
root=$PWD
if grep -E "^($root/)?(Package\.swift|Sources/|Tests/)[^:]*:[0-9]+:[0-9]+: warning:" "$log" | sort -u > "$log.warnings" && [[ -s $log.warnings ]]; then
    echo "build: the compiler warned about the project's own files (make test treats warnings as errors):"
    cat "$log.warnings"
    rm -f "$log.warnings"
    exit 1
fi
rm -f "$log.warnings"
