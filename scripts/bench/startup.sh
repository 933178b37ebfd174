#!/usr/bin/env bash
# `make bench` slot for a command's start: `vitrine --version` (the front), `vitrine-check
# --version` and `vitrine-full --version` against `xmllint --version`, hyperfine medians of HTML_BENCH_RUNS
# (default 20) runs in one run; the page faults of one start of each (the children's minor faults,
# from getrusage); each binary's shared libraries (ldd) and size in bytes.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=${VITRINE_BIN:-.build/release/vitrine}
check="$(dirname "$bin")/vitrine-check"
full="$(dirname "$bin")/vitrine-full"
runs=${HTML_BENCH_RUNS:-20}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
hyperfine -N --warmup 3 --runs "$runs" --style none --export-json "$work/start.json" \
    -n light "$bin --version" -n check "$check --version" -n full "$full --version" -n xmllint "xmllint --version" \
    > /dev/null 2>&1
python3 - "$work/start.json" "$bin" "$check" "$full" <<'PY'
import json, resource, subprocess, sys
medians = {r["command"]: r["median"] for r in json.load(open(sys.argv[1]))["results"]}
for name in ("light", "check", "full", "xmllint"):
    print(f"startup.{name}_version_seconds: {medians[name]:.4f}")
print(f"startup.light_over_full_ratio: {medians['light'] / medians['full']:.3f}")
for name, path in (("light", sys.argv[2]), ("check", sys.argv[3]), ("full", sys.argv[4])):
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_minflt
    subprocess.run([path, "--version"], check=True, capture_output=True)
    print(f"startup.{name}_page_faults: {resource.getrusage(resource.RUSAGE_CHILDREN).ru_minflt - before}")
    libraries = [line for line in subprocess.run(["ldd", path], capture_output=True, text=True).stdout.splitlines() if "=>" in line or line.strip().startswith("/")]
    print(f"startup.{name}_shared_libraries: {len(libraries)}")
    with open(path, "rb") as binary:
        binary.seek(0, 2)
        print(f"startup.{name}_bytes: {binary.tell()}")
PY
