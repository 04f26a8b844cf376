#!/usr/bin/env bash
# The short rolling drill (issue 25; npm test runs it after the fault suite): a platform of its own with two
# instances of each service (ports from ROLLING_PORT_BASE, 25000+, fresh data, MinIO), each service's instances
# replaced one at a time under a light load; fails on any failed call or any effect lost or doubled.
# The full drill, with kill -9 and the p99 target: npm run bench -- rolling. The builds must exist.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
export ROLLING_PORT_BASE="${ROLLING_PORT_BASE:-25000}"
trap 'ALT_PORT_BASE=$ROLLING_PORT_BASE INSTANCES=2 bash "$ROOT/scripts/platform.sh" down 2>/dev/null || true' EXIT
trap 'exit 130' INT TERM
cd "$ROOT/bench" && node -r @swc-node/register src/rolling.ts --short
