#!/usr/bin/env bash
# test.d: long
# The OpenAPI document at /api/openapi.json stays true: every /api route the code registers is in
# it (Tests/api/check_openapi.py), the server serves it as JSON without authentication, and
# schemathesis finds no 5xx and no answer (status, content type, body, headers) that the
# document does not describe.
#
# Phases, all four, each bounded: examples (the document's request examples, once each),
# coverage (values derived from each schema: every enum value, boundaries, missing and extra
# members, wrong types, malformed headers), fuzzing (random cases, at most $max_examples per
# operation) and stateful (create-then-use chains along links schemathesis infers from
# `Location` headers and ids; it is bounded by --max-examples too and takes a few seconds).
# A fixed seed and no example database make the generated cases the same on every run; only
# what the server generates (ids, timestamps) differs, and stateful chains follow it. With 100
# examples the run takes about 1–2 minutes against a debug build on 2 cores.
#
# Extra schemathesis arguments may be given in SCHEMATHESIS_EXTRA (split on spaces), e.g. to
# look at one operation: SCHEMATHESIS_EXTRA='--include-path-regex /api/sessions'.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
source scripts/lib-server.sh
: "${VITRINE_BIN:?VITRINE_BIN must point to the vitrine binary}"
max_examples=${SCHEMATHESIS_MAX_EXAMPLES:-100}
seed=${SCHEMATHESIS_SEED:-20260301}

python3 Tests/api/check_openapi.py

[[ -x .venv/bin/schemathesis ]] || scripts/ensure-venv.sh
work=$(mktemp -d)
trap 'stop_server; rm -rf "$work"' EXIT

start_server "$VITRINE_BIN" "$work" --log-level warning

# The document is served as JSON, with no credentials: the file's document, parsed and written
# again with `servers` set to the base path (here the root, as in the file).
curl -fsS -o "$work/openapi.json" -D "$work/headers.txt" "$url/api/openapi.json"
if ! grep -qi '^content-type: application/json' "$work/headers.txt"; then
    echo "GET /api/openapi.json is not served as application/json:"; cat "$work/headers.txt"; exit 1
fi
python3 -c 'import json, sys; sys.exit(json.load(open(sys.argv[1])) != json.load(open(sys.argv[2])))' \
    "$work/openapi.json" Public/api/openapi.json || { echo "GET /api/openapi.json differs from Public/api/openapi.json"; exit 1; }

extra=()
[[ -n ${SCHEMATHESIS_EXTRA:-} ]] && read -r -a extra <<< "$SCHEMATHESIS_EXTRA"
started=$SECONDS
status=0
# Runs from $work so the default report directory and any cache stay out of the tree.
(cd "$work" && "$root/.venv/bin/schemathesis" run "$url/api/openapi.json" \
    --header "Authorization: Bearer $VITRINE_ADMIN_TOKEN" \
    --checks not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance,response_headers_conformance \
    --phases examples,coverage,fuzzing,stateful \
    --max-examples "$max_examples" \
    --seed "$seed" \
    --generation-database none \
    --generation-with-security-parameters false \
    --workers 1 \
    --request-timeout 20 \
    --no-color \
    "${extra[@]}") || status=$?
if [[ $status -ne 0 ]]; then
    echo "schemathesis failed (exit $status); server log:"
    tail -n 40 "$work/server.log"
    exit "$status"
fi
echo "openapi: document served and schemathesis passed in $((SECONDS - started)) s"
