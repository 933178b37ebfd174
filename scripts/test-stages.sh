#!/usr/bin/env bash
# Runs `make test`'s stages in order and ends with one screen: each stage, what it counted and
# how long it took. Each stage's output still streams as it comes, and is kept in
# $VITRINE_TEST_LOGS (default .build/test-logs/NN-stage.log) for reading afterwards.
#
#   scripts/test-stages.sh NAME COMMAND [NAME COMMAND]…
#
# COMMAND is run by bash. The COMMAND `test.d` runs every scripts/test.d/*.sh as a stage of its
# own (with VITRINE_BIN from the environment): VITRINE_TEST_JOBS (default 3) side by side, those
# marked `# test.d: long` started first, then those marked `# test.d: alone` one at a time (see
# run_side_by_side below).
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
    number=$(printf '%02d' "$started_count")
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

# run_side_by_side CHECK…: runs the test.d scripts CHECK… up to $jobs at a time, each a stage of its
# own with its own log, printed whole when it ends (so outputs do not interleave). Once one fails,
# no other is started; those running are let finish. Returns the first failure's status (1, as a
# failed test.d script always gave), 0 when all passed; $unstarted lists those never started.
run_side_by_side() {
    local queue=("$@") running=0 status=0 pid done_pid done_status number log name
    local -A name_of=() log_of=() start_of=()
    unstarted=()
    while (( ${#queue[@]} > 0 || running > 0 )); do
        while (( status == 0 && running < jobs && ${#queue[@]} > 0 )); do
            name=${queue[0]}
            queue=("${queue[@]:1}")
            started_count=$(( started_count + 1 ))
            number=$(printf '%02d' "$started_count")
            log="$logs/$number-$(echo "$name" | tr -c 'A-Za-z0-9.\n' '-').log"
            bash "$name" > "$log" 2>&1 &
            pid=$!
            name_of[$pid]=$name log_of[$pid]=$log start_of[$pid]=$EPOCHREALTIME
            running=$(( running + 1 ))
        done
        (( status != 0 && running == 0 )) && break
        wait -n -p done_pid "${!name_of[@]}"
        done_status=$?
        running=$(( running - 1 ))
        echo "== ${name_of[$done_pid]}"
        cat "${log_of[$done_pid]}"
        names+=("${name_of[$done_pid]}")
        times+=("$(seconds_since "${start_of[$done_pid]}")")
        counts+=("$(counted "${log_of[$done_pid]}")")
        if (( done_status == 0 )); then
            results+=("ok")
        else
            results+=("FAILED (1)")
            if (( status == 0 )); then
                status=1
                first_failed_log=${log_of[$done_pid]}
            fi
        fi
        unset "name_of[$done_pid]" "log_of[$done_pid]" "start_of[$done_pid]"
    done
    unstarted=("${queue[@]}")
    return "$status"
}

# The test.d scripts run side by side, $VITRINE_TEST_JOBS at a time (default 3: most of their time
# is a server's or a browser's answer, not CPU), except those that say `# test.d: alone` (they
# hold the machine: a load, a flood of connections, signals with deadlines), which run after them,
# one at a time.
jobs=${VITRINE_TEST_JOBS:-3}
stages=()
while (( $# >= 2 )); do
    if [[ $2 == test.d ]]; then
        stages+=("scripts" "test.d")
    else
        stages+=("$1" "$2")
    fi
    shift 2
done
(( $# == 0 )) || { echo "test-stages: a stage needs a name and a command, got a lone \"$1\"" >&2; exit 2; }

started_count=0
for (( index = 0; index < ${#stages[@]}; index += 2 )); do
    unstarted=()
    first_failed_log=""
    if [[ ${stages[index + 1]} == test.d ]]; then
        together=() alone=()
        long=()
        for check in "${VITRINE_TEST_D:-scripts/test.d}"/*.sh; do
            [[ -e $check ]] || continue
            if grep -q '^# test\.d: alone' "$check"; then
                alone+=("$check")
            elif grep -q '^# test\.d: long' "$check"; then
                long+=("$check")
            else
                together+=("$check")
            fi
        done
        # The longest start first, so the short ones fill the other places beside them.
        together=("${long[@]}" "${together[@]}")
        run_side_by_side "${together[@]}"
        status=$?
        if (( status == 0 )); then
            saved=$jobs jobs=1
            run_side_by_side "${alone[@]}"
            status=$?
            jobs=$saved
        else
            unstarted+=("${alone[@]}")
        fi
    else
        started_count=$(( started_count + 1 ))
        run_stage "${stages[index]}" "${stages[index + 1]}"
        status=$?
        first_failed_log=$(ls "$logs/$(printf '%02d' "$started_count")-"*.log 2>/dev/null | head -n 1)
    fi
    if (( status != 0 )); then
        pending=("${unstarted[@]}")
        for (( later = index + 2; later < ${#stages[@]}; later += 2 )); do pending+=("${stages[later]}"); done
        summary "${pending[@]}"
        failures "$first_failed_log"
        exit "$status"
    fi
done
summary
