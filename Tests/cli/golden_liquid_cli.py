#!/usr/bin/env python3
"""Runs the Golden Liquid suite through `vitrine liquid`, one process per case.

Reads the same fixtures as Tests/LiquidTests/GoldenLiquidTests.swift: the cases from
Tests/Fixtures/liquid/golden_liquid.json (skipping `include tag` and `render tag`, which need
partial files) and the cases known to fail from Tests/Fixtures/liquid/known-failures.json. Each
template is written to a file byte for byte and its `data` to a JSON file in the suite's own key
order; the command's standard output, read as bytes, must equal `result` (or one of `results`),
and an `invalid` case must exit 1. Every case must pass except the known failures, and each of
those must still fail, as in process.

Usage: golden_liquid_cli.py VITRINE_BIN [--jobs N] [--verbose]
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

FIXTURES = Path(__file__).resolve().parent.parent / "Fixtures" / "liquid"


def load_cases():
    """The suite's cases the engine is meant to run, in file order."""
    suite = json.loads((FIXTURES / "golden_liquid.json").read_text(encoding="utf-8"))
    cases = []
    for test in suite["tests"]:
        tags = test.get("tags", [])
        if "include tag" in tags or "render tag" in tags:
            continue
        results = test["results"] if "results" in test else ([test["result"]] if "result" in test else [])
        cases.append(
            {
                "name": test["name"],
                "template": test["template"],
                "data": test.get("data", {}),
                "results": results,
                "invalid": test.get("invalid", False) is True,
            }
        )
    return cases


def run(binary, work, index, case):
    """Renders one case; returns (passed, what happened)."""
    template = work / f"{index}.liquid"
    data = work / f"{index}.json"
    template.write_bytes(case["template"].encode("utf-8"))
    data.write_bytes(json.dumps(case["data"], ensure_ascii=False).encode("utf-8"))
    completed = subprocess.run(
        [binary, "liquid", str(template), "--data", str(data)],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        timeout=60,
    )
    if case["invalid"]:
        return completed.returncode == 1, f"exit {completed.returncode}, stdout {completed.stdout!r}"
    if completed.returncode != 0:
        return False, f"exit {completed.returncode}: {completed.stderr.decode('utf-8', 'replace').strip()}"
    expected = [result.encode("utf-8") for result in case["results"]]
    return completed.stdout in expected, f"got {completed.stdout!r}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("binary")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--verbose", action="store_true", help="print every failing case")
    arguments = parser.parse_args()

    cases = load_cases()
    known = json.loads((FIXTURES / "known-failures.json").read_text(encoding="utf-8"))
    names = {case["name"] for case in cases}
    problems = [f'known-failures.json lists "{name}", which is not a case of the suite' for name in known if name not in names]

    with tempfile.TemporaryDirectory() as directory:
        work = Path(directory)
        with ThreadPoolExecutor(max_workers=arguments.jobs) as pool:
            outcomes = list(pool.map(lambda item: run(arguments.binary, work, *item), enumerate(cases)))

    passed = 0
    for case, (ok, detail) in zip(cases, outcomes):
        passed += ok
        if case["name"] in known:
            if ok:
                problems.append(f'{case["name"]}: listed in known-failures.json but now passes: remove it from the list')
        elif not ok:
            expected = "an error" if case["invalid"] else repr(case["results"])
            problems.append(f'{case["name"]}\n  template: {case["template"]!r}\n  expected: {expected}\n  {detail}')

    print(f"golden-liquid-cli: {passed} of {len(cases)} cases pass through `vitrine liquid`, {len(known)} known to fail")
    if problems:
        shown = problems if arguments.verbose or len(problems) <= 20 else problems[:20] + [f"… and {len(problems) - 20} more"]
        print("\n".join(shown))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
