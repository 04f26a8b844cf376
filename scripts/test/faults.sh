#!/usr/bin/env bash
# The fault suite (issue 12): a platform of its own (scripts/platform.sh, ports from FAULTS_PORT_BASE, fresh
# data), then scripts/test/faults/run.ts drives it through crashes and outages and fails on any loss. The builds
# must exist (npm test runs it after its build step). Everything it started is stopped on exit.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
export ALT_PORT_BASE="${FAULTS_PORT_BASE:-31000}"
trap 'bash "$ROOT/scripts/platform.sh" down' EXIT
trap 'exit 130' INT TERM
bash "$ROOT/scripts/platform.sh" up
export GATEWAY_URL="http://127.0.0.1:$((ALT_PORT_BASE + 10))" FAULTS_MEDIA_DIR="$ROOT/.data/alt-$ALT_PORT_BASE/media"
(cd "$ROOT" && node -r @swc-node/register scripts/test/faults/run.ts "$@")
