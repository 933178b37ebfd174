#!/usr/bin/env bash
# Creates .venv/ with the browser-test and API-test requirements when it is missing or incomplete.
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ ! -x .venv/bin/python ]]; then
    python3 -m venv .venv
fi
if ! .venv/bin/python -c "import pytest, selenium, PIL" 2>/dev/null; then
    .venv/bin/pip install -q --disable-pip-version-check -r Tests/browser/requirements.txt
fi
if ! .venv/bin/python -c "import schemathesis, prometheus_client" 2>/dev/null; then
    .venv/bin/pip install -q --disable-pip-version-check -r Tests/api/requirements.txt
fi
