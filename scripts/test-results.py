"""Compares the results of several `make test` outputs (scripts/test-repeat.sh) and prints every
test whose result differed between them.

Usage: test-results.py RUN.txt RUN.txt…

Read from each output: the stage summary's lines (`ok` or `FAILED (N)`, or `not run`, then the
stage), Swift Testing's `✔ Test NAME passed` and `✘ Test NAME … failed`/`recorded an issue` lines,
and pytest's `-rA` summary (`PASSED path::test`, `FAILED …`, `ERROR …`). A test missing from a run
(its stage did not run) counts as "absent". Exit status 1 when a test differed, else 0."""
import re
import sys

SWIFT = re.compile(r"^[✔✘] Test (.+?) (passed after|failed after|recorded an issue)")
PYTEST = re.compile(r"^(PASSED|FAILED|ERROR|SKIPPED|XFAIL|XPASS) (\S+)")
STAGE = re.compile(r"^(ok|FAILED \(\d+\)|not run) +(.+?)(?: +\d+(?:\.\d+)? s| +\d+ min \d+ s|$)")


def results(path):
    """{test: result} for one run's output."""
    found = {}
    in_summary = False
    for line in open(path, encoding="utf-8", errors="replace"):
        line = line.rstrip("\n")
        if line.startswith("== make test: summary"):
            in_summary = True
            continue
        if in_summary:
            stage = STAGE.match(line)
            if stage:
                found["stage: " + stage.group(2).strip()] = stage.group(1).split(" (")[0]
            continue
        swift = SWIFT.match(line)
        if swift:
            name = "swift: " + swift.group(1)
            outcome = "passed" if swift.group(2) == "passed after" else "failed"
            # A failure anywhere in a parameterised test's cases fails it.
            if found.get(name) != "failed":
                found[name] = outcome
            continue
        pytest = PYTEST.match(line)
        if pytest:
            found["browser: " + pytest.group(2)] = pytest.group(1).lower()
    return found


def main(paths):
    if len(paths) < 2:
        print("test-results: give two runs or more")
        return 2
    runs = [results(path) for path in paths]
    tests = sorted(set().union(*runs))
    differed = [(test, [run.get(test, "absent") for run in runs]) for test in tests]
    differed = [(test, seen) for test, seen in differed if len(set(seen)) > 1]
    print(f"test-results: {len(tests)} tests and stages over {len(runs)} runs ({', '.join(str(len(run)) for run in runs)} seen per run)")
    for test, seen in differed:
        print(f"differed: {test}: {' · '.join(seen)}")
    print(f"test-results: {len(differed)} differed" if differed else "test-results: every result was the same in every run")
    return 1 if differed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
