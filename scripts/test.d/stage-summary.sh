#!/usr/bin/env bash
# `make test`'s stage runner (scripts/test-stages.sh): it ends with one summary screen (each
# stage, its count, its time), stops at the first stage that fails with that stage's status,
# lists the stages that did not run, and `make test` still runs every stage it ran before.
set -euo pipefail
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "stage-summary: $*"; exit 1; }
export VITRINE_TEST_LOGS=$work/logs

scripts/test-stages.sh \
    "swift" "echo 'Test run with 12 tests in 3 suites passed after 1 s.'" \
    "pytest" "printf '..\n5 passed, 1 skipped in 3.21s\n'" \
    "script" "echo noise; echo 'x: 3 checks passed'" > "$work/ok.txt" || fail "passing stages exited $?"
summary=$(sed -n '/== make test: summary/,$p' "$work/ok.txt")
grep -Eq '^ok +swift +[0-9.]+ s +12 Swift tests$' <<< "$summary" || fail "no Swift test count: $summary"
grep -Eq '^ok +pytest +[0-9.]+ s +5 passed, 1 skipped$' <<< "$summary" || fail "no pytest count: $summary"
grep -Eq '^ok +script +[0-9.]+ s +x: 3 checks passed$' <<< "$summary" || fail "no script summary: $summary"
grep -Eq '^ +total +[0-9.]+ s$' <<< "$summary" || fail "no total: $summary"
[[ -s $work/logs/02-pytest.log ]] || fail "the stage logs are not kept: $(ls "$work/logs")"

set +e
scripts/test-stages.sh "first" "true" "broken" "echo half; exit 3" "after" "touch '$work/ran'" > "$work/failed.txt"
code=$?
set -e
(( code == 3 )) || fail "a failing stage's status 3 became $code"
[[ ! -e $work/ran ]] || fail "a stage after the failing one ran"
grep -Eq '^FAILED \(3\) +broken' "$work/failed.txt" || fail "the failed stage is not marked: $(cat "$work/failed.txt")"
grep -Eq '^not run +after$' "$work/failed.txt" || fail "the stage that did not run is not listed: $(cat "$work/failed.txt")"

# make test runs the stages it always ran: lint, the test build, swift test, the release build,
# every scripts/test.d check and the browser tests.
plan=$(make -s -n test)
for stage in "format lint --strict" "build --build-tests --explicit-target-dependency-import-check error -Xswiftc -warnings-as-errors" \
    "test --skip-build" "build -c release --static-swift-stdlib --product vitrine" '"scripts" test.d' \
    "scripts/browser-tests.sh .build/debug/vitrine"; do
    [[ $plan == *"$stage"* ]] || fail "make test no longer runs: $stage"
done
echo "stage-summary: counts, times, first failure's status and the stages that did not run"
