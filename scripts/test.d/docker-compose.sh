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
# The version is written once (Sources/vitrine/Release.swift): the Dockerfile takes it as a build
# argument and the CHANGELOG's newest release heading names it.
! grep -Eq 'image\.version="[0-9]' Dockerfile || { echo "Dockerfile: a literal version; use \${VITRINE_VERSION}"; exit 1; }
version=$("${VITRINE_BIN:-.build/release/vitrine}" --version)
newest=$(grep -m1 -Eo '^## [0-9]+\.[0-9]+\.[0-9]+' CHANGELOG.md | cut -c4-)
[[ $version == "$newest" ]] || { echo "CHANGELOG.md's newest release is $newest but vitrine --version says $version"; exit 1; }
echo "version $version: written once, named by the CHANGELOG, passed to the Docker label"

