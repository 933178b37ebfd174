#!/usr/bin/env bash
# `make test`'s stage runner (scripts/test-stages.sh): it ends with one summary screen (each
# stage, its count, its time), stops at the first stage that fails with that stage's status,
# lists the stages that did not run, and `make test` still runs every stage it ran before.
set -euo pipefail
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source "$(dirname "$0")/../lib-check.sh"
export VITRINE_TEST_LOGS=$work/logs

scripts/test-stages.sh \
    "swift" "echo 'Test run with 12 tests in 3 suites passed after 1 s.'" \
    "pytest" "printf '..\n5 passed, 1 skipped in 3.21s\n'" \
    "script" "echo noise; echo 'x: 3 checks passed'" > "$work/ok.txt" || fail "passing stages exited $?"
pass
summary=$(sed -n '/== make test: summary/,$p' "$work/ok.txt")
grep -Eq '^ok +swift +[0-9.]+ s +12 Swift tests$' <<< "$summary" || fail "no Swift test count: $summary"
pass
grep -Eq '^ok +pytest +[0-9.]+ s +5 passed, 1 skipped$' <<< "$summary" || fail "no pytest count: $summary"
pass
grep -Eq '^ok +script +[0-9.]+ s +x: 3 checks passed$' <<< "$summary" || fail "no script summary: $summary"
pass
grep -Eq '^ +total +[0-9.]+ s$' <<< "$summary" || fail "no total: $summary"
pass
[[ -s $work/logs/02-pytest.log ]] || fail "the stage logs are not kept: $(ls "$work/logs")"
pass

set +e
scripts/test-stages.sh "first" "true" "broken" "echo half; exit 3" "after" "touch '$work/ran'" > "$work/failed.txt"
code=$?
set -e
(( code == 3 )) || fail "a failing stage's status 3 became $code"
pass
[[ ! -e $work/ran ]] || fail "a stage after the failing one ran"
pass
grep -Eq '^FAILED \(3\) +broken' "$work/failed.txt" || fail "the failed stage is not marked: $(cat "$work/failed.txt")"
pass
grep -Eq '^not run +after$' "$work/failed.txt" || fail "the stage that did not run is not listed: $(cat "$work/failed.txt")"
pass

# The test.d scripts run side by side, each a stage with its own log printed whole; those marked
# alone run after them; a failure starts no other script and lists those not started.
mkdir "$work/d"
for name in one two three; do printf '#!/usr/bin/env bash\necho "%s: first line"\necho "%s: 1 check passed"\n' "$name" "$name" > "$work/d/$name.sh"; done
printf '#!/usr/bin/env bash\n# test.d: alone\necho "solo: 1 check passed"\n' > "$work/d/solo.sh"
VITRINE_TEST_D=$work/d scripts/test-stages.sh "scripts" test.d > "$work/side.txt" || fail "side-by-side scripts exited $?"
pass
for name in one two three solo; do
    grep -Eq "^ok +$work/d/$name.sh +[0-9.]+ s +$name: 1 check passed$" "$work/side.txt" || fail "$name is not in the summary: $(cat "$work/side.txt")"
    pass
done
for name in one two three; do
    grep -A1 -x "== $work/d/$name.sh" "$work/side.txt" | grep -qx "$name: first line" || fail "$name's output is not whole under its heading"
    pass
done
[[ $(grep -n 'solo: 1 check' "$work/side.txt" | head -n 1 | cut -d: -f1) -gt $(grep -n 'three: 1 check' "$work/side.txt" | head -n 1 | cut -d: -f1) ]] \
    || fail "the alone script did not run after the others"
pass
printf '#!/usr/bin/env bash\necho "one: broken"; exit 4\n' > "$work/d/one.sh"
set +e
VITRINE_TEST_JOBS=1 VITRINE_TEST_D=$work/d scripts/test-stages.sh "scripts" test.d "after" "true" > "$work/side-failed.txt"
code=$?
set -e
(( code == 1 )) || fail "a failing test.d script gave $code, not 1"
pass
grep -Eq "^FAILED \(1\) +$work/d/one.sh" "$work/side-failed.txt" || fail "the failed script is not marked: $(cat "$work/side-failed.txt")"
pass
for name in "$work/d/three.sh" "$work/d/two.sh" "$work/d/solo.sh" after; do
    grep -Eq "^not run +$name$" "$work/side-failed.txt" || fail "$name is not listed as not run: $(cat "$work/side-failed.txt")"
    pass
done
grep -q "== what failed in .*one.sh.log" "$work/side-failed.txt" || fail "the failure's log is not shown"
pass

# make test runs the stages it always ran: lint, one release build of the binary and the tests
# (warnings fail it), swift test on that build, every scripts/test.d check and the browser tests
# against the release binary.
plan=$(make -s -n test)
for stage in "format lint --strict" "build-without-warnings.sh swift build -c release -Xswiftc -enable-testing -Xswiftc -gnone --build-tests --explicit-target-dependency-import-check error" \
    "test -c release -Xswiftc -enable-testing -Xswiftc -gnone --skip-build" '"scripts" test.d' \
    "scripts/browser-tests.sh .build/release/vitrine"; do
    [[ $plan == *"$stage"* ]] || fail "make test no longer runs: $stage"
    pass
done
passed "counts, times, first failure's status, the stages that did not run, scripts side by side"
