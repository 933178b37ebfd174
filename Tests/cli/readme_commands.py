"""Runs every shell command of the docs' fenced `sh` blocks, so that none goes stale.

Usage: readme_commands.py FILE.md... [--list]

scripts/test.d/readme.sh passes README.md and every docs/*.md. A command is a line of a block
fenced with ```sh (or bash, shell), with `\\`-continued lines joined; its trailing `# comment`
stays (bash ignores it). Each runs with `bash -c` from the repository root (whichever file it is
in), one at a time, in the order of the files given, against the binary `make test` built
(`.build/release/vitrine`), and fails the check when it exits non-zero or takes longer than ten
minutes. Reports name each command by FILE:LINE. scripts/test.d/readme.sh runs this with a live
server whose port and admin password are in VITRINE_HTTP_PORT and VITRINE_ADMIN_PASSWORD, as a
reader's `make run` would have them. `--list` prints the commands without running them.

Three adjustments, all because `make test` calls this after building everything, and before its
browser stage:

- `swift test …` runs as `swift test -c release -Xswiftc -enable-testing -Xswiftc -gnone --skip-build …`: the
  tests were built a moment ago in `make test`'s one release build, and a plain `swift test`
  would build the whole package again in debug. A `swift test` that runs no test at all fails
  the check (a `--filter` that matches nothing exits 0).
- A pytest run (`python -m pytest …`, or scripts/browser-tests.sh with VITRINE_PYTEST_ARGS) only
  collects its tests (`--collect-only -q`): the browser stage runs every one of them, and
  collecting still proves that the files and `-k` expressions exist and select something (pytest
  exits 5 when nothing is collected, 4 for a missing file).
- The commands in SKIPPED are not run (wherever they occur), each for the reason given; a
  SKIPPED entry that none of the files given has any more fails the check, so the list cannot go
  stale either.
"""
import pathlib
import re
import subprocess
import sys
import time

SKIPPED = {
    "make run": "serves until stopped (its banner is checked by scripts/test.d/cli-commands.sh)",
    "make test": "is the run this check is part of",
    "scripts/browser-tests.sh .build/release/vitrine":
        "is make test's own browser stage, word for word; running it twice would double the longest stage",
}
TIMEOUT = 600
# Fences may be indented (a block inside a list item), and an indented sh block runs too.
FENCE = re.compile(r"^\s*```(\w*)\s*$")


def commands(document):
    """The commands of one file's shell blocks, in order, with their line numbers."""
    found, block, pending, start = [], None, "", 0
    for number, line in enumerate(document.read_text(encoding="utf-8").splitlines(), start=1):
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
    command = re.sub(r"^swift test\b", "swift test -c release -Xswiftc -enable-testing -Xswiftc -gnone --skip-build", command)
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
    arguments = sys.argv[1:]
    documents = [pathlib.Path(argument) for argument in arguments if argument != "--list"]
    if not documents:
        print("usage: readme_commands.py FILE.md... [--list]")
        return 2
    found = [(f"{document}:{number}", command) for document in documents for number, command in commands(document)]
    if "--list" in arguments:
        for place, command in found:
            print(f"{place}: {command}")
        return 0
    missing = [skipped for skipped in SKIPPED if skipped not in {bare(command) for _, command in found}]
    if missing:
        names = ", ".join(str(document) for document in documents)
        print(f"readme: the skip list names commands none of {names} has any more: {missing}")
        return 1
    failures, ran, skipped = [], 0, 0
    for place, command in found:
        if bare(command) in SKIPPED:
            print(f"skip {place}: {bare(command)} — {SKIPPED[bare(command)]}")
            skipped += 1
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
        print(f"{'FAIL' if problem else 'ok  '} {place} ({took:.1f} s): {bare(command)}")
        if problem:
            tail = "\n".join(output.splitlines()[-30:])
            print(f"     {problem}; its last lines:\n{tail}")
            failures.append(place)
    print(f"readme: {ran} commands ran, {skipped} skipped, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
