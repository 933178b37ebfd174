#!/usr/bin/env bash
# The Compose file must stay valid: `docker-compose config` parses and resolves it (no engine needed).
set -euo pipefail
docker-compose -f docker-compose.yml config --quiet
echo "docker-compose.yml: valid"
