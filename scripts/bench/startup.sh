#!/usr/bin/env bash
# `make bench` slot for a command's start: `vitrine --version` against `xmllint --version`,
# hyperfine medians of HTML_BENCH_RUNS (default 20) runs in one run; the page faults of one start
# (the child's minor faults, from getrusage); the binary's shared libraries (ldd) and size in bytes.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=${VITRINE_BIN:-.build/release/vitrine}
runs=${HTML_BENCH_RUNS:-20}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
hyperfine -N --warmup 3 --runs "$runs" --style none --export-json "$work/start.json" \
    -n vitrine "$bin --version" -n xmllint "xmllint --version" > /dev/null 2>&1
python3 - "$work/start.json" "$bin" <<'PY'
import json, resource, subprocess, sys
medians = {r["command"]: r["median"] for r in json.load(open(sys.argv[1]))["results"]}
for name in ("vitrine", "xmllint"):
    print(f"startup.{name}_version_seconds: {medians[name]:.4f}")
print(f"startup.vitrine_over_xmllint_ratio: {medians['vitrine'] / medians['xmllint']:.3f}")
path = sys.argv[2]
before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_minflt
subprocess.run([path, "--version"], check=True, capture_output=True)
print(f"startup.vitrine_page_faults: {resource.getrusage(resource.RUSAGE_CHILDREN).ru_minflt - before}")
libraries = [line for line in subprocess.run(["ldd", path], capture_output=True, text=True).stdout.splitlines() if "=>" in line or line.strip().startswith("/")]
print(f"startup.vitrine_shared_libraries: {len(libraries)}")
with open(path, "rb") as binary:
    binary.seek(0, 2)
    print(f"startup.vitrine_bytes: {binary.tell()}")
PY
