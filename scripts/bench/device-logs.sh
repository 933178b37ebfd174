#!/usr/bin/env bash
# Reading a device's log: `vitrine replay-log` over 100 MiB (scripts/big-device-log.py: the
# Android fixture with nine times its size of other apps' lines) beside `grep -c Braze` over the
# same file, each the best of three, as lines per second; the ratio is vitrine's rate over grep's.
set -euo pipefail
python3 scripts/big-device-log.py "$BENCH_WORK/device.log" 100
python3 - "$VITRINE_BIN" "$BENCH_WORK/device.log" <<'PY'
import resource, subprocess, sys, time
binary, log = sys.argv[1], sys.argv[2]
lines = sum(1 for _ in open(log, "rb"))
def best(command):
    times = []
    for _ in range(3):
        start = time.perf_counter()
        # Not /dev/null: GNU grep stops at the first match when its output goes nowhere.
        subprocess.run(command, stdout=subprocess.PIPE)
        times.append(time.perf_counter() - start)
    return min(times)
grep = best(["grep", "-c", "Braze", log])
vitrine = best([binary, "replay-log", "--format", "json", log])
print(f"device_log.lines: {lines}")
print(f"device_log.grep_lines_per_sec: {lines / grep:.0f}")
print(f"device_log.replay_lines_per_sec: {lines / vitrine:.0f}")
print(f"device_log.ratio_to_grep: {grep / vitrine:.3f}")
print(f"device_log.peak_rss_mib: {resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss // 1024}")
PY
