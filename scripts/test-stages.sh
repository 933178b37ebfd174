#!/usr/bin/env bash
# Runs `make test`'s stages in order and ends with one screen: each stage, what it counted and
# how long it took. Each stage's output still streams as it comes, and is kept in
# $VITRINE_TEST_LOGS (default .build/test-logs/NN-stage.log) for reading afterwards.
#
#   scripts/test-stages.sh NAME COMMAND [NAME COMMAND]…
#
# COMMAND is run by bash. The COMMAND `test.d` runs every scripts/test.d/*.sh as a stage of its
# own (with VITRINE_BIN and VITRINE_RELEASE_BIN from the environment), in name order.
#
# Exit status, as the recipe lines this replaces: the first stage that fails stops the run (the
# later ones are listed as not run) and its status is this script's, 0 when every stage passed;
# a test.d script that fails exits 1, as the old loop's `|| exit 1` did.
#
# What a stage counted is read from the end of its output: the Swift test run's "Test run with N
# tests" (and XCTest's "Executed N tests"), pytest's "N passed …", else the last line the stage
# printed (the test.d scripts end with a one-line summary; so does the lint stage).
set -uo pipefail
cd "$(dirname "$0")/.."
logs=${VITRINE_TEST_LOGS:-.build/test-logs}
mkdir -p "$logs"
rm -f "$logs"/*.log

names=() counts=() times=() results=()
started=$EPOCHREALTIME

# seconds_since START: the elapsed wall time since START (an $EPOCHREALTIME), as "12.3".
seconds_since() {
    awk -v a="$1" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }'
}

# duration SECONDS: "45.2 s" or "3 min 05 s".
duration() {
    awk -v s="$1" 'BEGIN { if (s < 60) printf "%.1f s", s; else printf "%d min %02d s", s / 60, s % 60 }'
}

# counted LOG: what the stage counted, from its output.
counted() {
    local log=$1 line testing xctest
    testing=$(grep -aEo 'Test run with [0-9]+ tests?' "$log" | tail -n 1 | grep -Eo '[0-9]+')
    xctest=$(grep -aEo 'Executed [0-9]+ tests?' "$log" | tail -n 1 | grep -Eo '[0-9]+')
    if [[ -n $testing || -n $xctest ]]; then
        line="${testing:-0} Swift tests"
        [[ ${xctest:-0} != 0 ]] && line+=" + $xctest XCTest"
        echo "$line"
        return
    fi
    line=$(grep -aE '^[=]* *[0-9]+ (passed|failed)' "$log" | tail -n 1 | sed -E 's/^=+ *//; s/ in [0-9.]+s.*//')
    if [[ -n $line ]]; then
        echo "$line"
        return
    fi
    line=$(grep -av '^[[:space:]]*$' "$log" | tail -n 1 | tr -d '\r' | sed -E 's/^[[:space:]]+//')
    (( ${#line} > 70 )) && line="${line:0:69}…"
    echo "${line:-(no output)}"
}

# failures LOG: what a failed stage's output says went wrong, for the end of the run (a CI page often
# shows only its last lines): Swift Testing's recorded issues, XCTest's errors and pytest's failed
# tests, at most 20 lines; else the stage's last 10 lines.
failures() {
    local log=$1 lines
    lines=$(grep -aE '✘ Test .*(recorded an issue|failed after)|: error: .*XCTAssert|^FAILED |^ERROR ' "$log" | head -n 20)
    [[ -n $lines ]] || lines=$(grep -av '^[[:space:]]*$' "$log" | tail -n 10)
    echo
    echo "== what failed in $log"
    printf '%s\n' "$lines" | cut -c 1-400
}

# run_stage NAME COMMAND: runs one stage; returns its status.
run_stage() {
    local name=$1 command=$2 number log start status
    number=$(printf '%02d' $(( ${#names[@]} + 1 )))
    log="$logs/$number-$(echo "$name" | tr -c 'A-Za-z0-9.\n' '-').log"
    echo "== $name"
    start=$EPOCHREALTIME
    bash -c "$command" 2>&1 | tee "$log"
    status=${PIPESTATUS[0]}
    names+=("$name")
    times+=("$(seconds_since "$start")")
    counts+=("$(counted "$log")")
    if (( status == 0 )); then results+=("ok"); else results+=("FAILED ($status)"); fi
    return "$status"
}

# summary PENDING…: the closing screen; PENDING are the stages that did not run.
summary() {
    local index width=10
    for index in "${!names[@]}"; do (( ${#names[index]} > width )) && width=${#names[index]}; done
    echo
    echo "== make test: summary (logs in $logs/)"
    for index in "${!names[@]}"; do
        printf "%-12s %-${width}s %10s  %s\n" "${results[index]}" "${names[index]}" "$(duration "${times[index]}")" "${counts[index]}"
    done
    for name in "$@"; do printf "%-12s %s\n" "not run" "$name"; done
    printf "%-12s %-${width}s %10s\n" "" "total" "$(duration "$(seconds_since "$started")")"
}

stages=()
while (( $# >= 2 )); do
    if [[ $2 == test.d ]]; then
        for check in scripts/test.d/*.sh; do
            [[ -e $check ]] || continue
            stages+=("$check" "bash '$check' || exit 1")
        done
    else
        stages+=("$1" "$2")
    fi
    shift 2
done
(( $# == 0 )) || { echo "test-stages: a stage needs a name and a command, got a lone \"$1\"" >&2; exit 2; }

for (( index = 0; index < ${#stages[@]}; index += 2 )); do
    run_stage "${stages[index]}" "${stages[index + 1]}"
    status=$?
    if (( status != 0 )); then
        pending=()
        for (( later = index + 2; later < ${#stages[@]}; later += 2 )); do pending+=("${stages[later]}"); done
        summary "${pending[@]}"
        failures "$logs/$(printf '%02d' "${#names[@]}")-"*.log
        exit "$status"
    fi
done
summary
