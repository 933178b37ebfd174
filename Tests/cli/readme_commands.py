"""Runs every shell command of README.md's fenced `sh` blocks, so that none goes stale.

Usage: readme_commands.py README.md [--list]

A command is a line of a block fenced with ```sh (or bash, shell), with `\\`-continued lines
joined; its trailing `# comment` stays (bash ignores it). Each runs with `bash -c` from the
repository root, one at a time, against the binaries `make test` built (`.build/release/vitrine`,
`.build/debug/vitrine`), and fails the check when it exits non-zero or takes longer than ten
minutes. scripts/test.d/readme.sh runs this with
a live server whose port and admin password are in VITRINE_HTTP_PORT and VITRINE_ADMIN_PASSWORD,
as a reader's `make run` would have them.

Three adjustments, all because `make test` calls this after building everything, and before its
browser stage:

- `swift test …` runs as `swift test --skip-build …`: the tests were built a moment ago with
  `make test`'s flags (warnings as errors), and a plain `swift test` would rebuild the whole
  package with other flags. A `swift test` that runs no test at all fails the check (a `--filter`
  that matches nothing exits 0).
- A pytest run (`python -m pytest …`, or scripts/browser-tests.sh with VITRINE_PYTEST_ARGS) only
  collects its tests (`--collect-only -q`): the browser stage runs every one of them, and
  collecting still proves that the files and `-k` expressions exist and select something (pytest
  exits 5 when nothing is collected, 4 for a missing file).
- The commands in SKIPPED are not run, each for the reason given; a SKIPPED entry the README no
  longer has fails the check, so the list cannot go stale either.
"""
import pathlib
import re
import subprocess
import sys
import time

SKIPPED = {
    "make run": "serves until stopped (its banner is checked by scripts/test.d/cli-commands.sh)",
    "make test": "is the run this check is part of",
    "scripts/browser-tests.sh .build/debug/vitrine":
        "is make test's own browser stage, word for word; running it twice would double the longest stage",
}
TIMEOUT = 600
FENCE = re.compile(r"^```(\w*)\s*$")


def commands(readme):
    """The commands of the README's shell blocks, in order, with their line numbers."""
    found, block, pending, start = [], None, "", 0
    for number, line in enumerate(readme.read_text(encoding="utf-8").splitlines(), start=1):
        fence = FENCE.match(line)
        if fence:
            block = None if block is not None else fence.group(1)
            continue
        if block not in ("sh", "bash", "shell"):
            continue
        if not pending:
            start = number
        if line.rstrip().endswith("\\"):
            pending += line.rstrip()[:-1] + " "
            continue
        command = (pending + line).strip()
        pending = ""
        if command and not command.startswith("#"):
            found.append((start, command))
    return found


def bare(command):
    """The command without its trailing comment and extra spaces, for the skip list."""
    return re.sub(r"\s+#[^'\"]*$", "", command).strip()


def adjusted(command):
    """The command as this check runs it (see the module's description)."""
    command = re.sub(r"^swift test\b", "swift test --skip-build", command)
    command = re.sub(
        r'\bVITRINE_PYTEST_ARGS=(?:"([^"]*)"|(\S+))',
        lambda match: f'VITRINE_PYTEST_ARGS="{match.group(1) or match.group(2)} --collect-only -q"',
        command,
    )
    return re.sub(r"-m pytest\b", "-m pytest --collect-only -q", command)


def tests_ran(output):
    """How many tests a `swift test` run reports (Swift Testing and XCTest together)."""
    testing = [int(n) for n in re.findall(r"Test run with (\d+) tests?", output)]
    xctest = [int(n) for n in re.findall(r"Executed (\d+) tests?", output)]
    return (testing[-1] if testing else 0) + (xctest[-1] if xctest else 0)


def main():
    readme = pathlib.Path(sys.argv[1])
    found = commands(readme)
    if "--list" in sys.argv:
        for number, command in found:
            print(f"{readme}:{number}: {command}")
        return 0
    missing = [skipped for skipped in SKIPPED if skipped not in {bare(command) for _, command in found}]
    if missing:
        print(f"readme: the skip list names commands the README no longer has: {missing}")
        return 1
    failures, ran = [], 0
    for number, command in found:
        if bare(command) in SKIPPED:
            print(f"skip {readme}:{number}: {bare(command)} — {SKIPPED[bare(command)]}")
            continue
        run = adjusted(command)
        started = time.monotonic()
        try:
            result = subprocess.run(["bash", "-c", run], capture_output=True, text=True, timeout=TIMEOUT)
            output, status = result.stdout + result.stderr, result.returncode
        except subprocess.TimeoutExpired as expired:
            output, status = f"{expired.stdout or ''}{expired.stderr or ''}", f"timed out after {TIMEOUT} s"
        took = time.monotonic() - started
        ran += 1
        problem = None
        if status != 0:
            problem = f"exit {status}"
        elif run.startswith("swift test") and "--list-tests" not in run and tests_ran(output) == 0:
            problem = "ran no test"
        print(f"{'FAIL' if problem else 'ok  '} {readme}:{number} ({took:.1f} s): {bare(command)}")
        if problem:
            tail = "\n".join(output.splitlines()[-30:])
            print(f"     {problem}; its last lines:\n{tail}")
            failures.append(number)
    print(f"readme: {ran} commands ran, {len(SKIPPED)} skipped, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
