#!/usr/bin/env bash
# The Compose file must stay valid: `docker-compose config` parses and resolves it (no engine
# needed), with and without the metrics profile (Prometheus).
set -euo pipefail
docker-compose -f docker-compose.yml config --quiet
docker-compose -f docker-compose.yml --profile metrics config --services | grep -qx prometheus \
    || { echo "docker-compose.yml: the metrics profile has no prometheus service"; exit 1; }
# (docker-compose 1.x lists every service in `config --services`, profiles or not: read the file.)
grep -A3 '^  prometheus:' docker-compose.yml | grep -q 'profiles: \[metrics\]' \
    || { echo "docker-compose.yml: prometheus is not under the metrics profile"; exit 1; }
grep -q 'HEALTHCHECK .*"/app/vitrine", "healthcheck"' Dockerfile || { echo "Dockerfile: no HEALTHCHECK through vitrine healthcheck"; exit 1; }
echo "docker-compose.yml: valid, Prometheus only under --profile metrics; Dockerfile HEALTHCHECK uses vitrine healthcheck"
