#!/usr/bin/env python3
"""Writes a large device log for the device-log test and bench: the Android logcat fixture
repeated, each copy followed by nine times its size of another app's logcat lines (a device's log
is mostly other apps). Usage: big-device-log.py OUT MEBIBYTES"""
import pathlib, sys

root = pathlib.Path(__file__).resolve().parent.parent
fixture = (root / "Tests/Fixtures/device-logs/android.logcat.txt").read_text()
other = "11-23 14:00:01.000  1234  1290 I ActivityManager: another app's line, not Braze's, as long as a real one\n"
filler = other * (len(fixture) * 9 // len(other))
target = int(sys.argv[2]) << 20
with open(sys.argv[1], "w") as out:
    written = 0
    while written < target:
        out.write(fixture)
        out.write(filler)
        written += len(fixture) + len(filler)
