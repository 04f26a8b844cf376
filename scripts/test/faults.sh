#!/usr/bin/env bash
# The fault suite (issue 12): a platform of its own (profile alt, ports from FAULTS_PORT_BASE, fresh data),
# then scripts/test/faults/run.ts drives it through crashes and outages and fails on any loss. The builds
# must exist (npm test runs it after its build step). Everything it started is stopped on exit.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../infra/infra.sh"
source "$ROOT/scripts/lib/services.sh"
export ALT_PORT_BASE="${FAULTS_PORT_BASE:-31000}"
use_profile alt

stop_all() {
  local name
  # The suite restarts services itself: stop them by their pid files, whoever started them.
  for name in gateway content media albums identity; do
    [ -f "$RUN_DIR/$name.pid" ] && stop_pid "$(cat "$RUN_DIR/$name.pid")" 15 2>/dev/null
    rm -f "$RUN_DIR/$name.pid"
  done
  infra_down alt
}
trap stop_all EXIT
trap 'exit 130' INT TERM

stop_all 2>/dev/null || true
rm -rf "$DATA_DIR"
infra_up alt
LOG_LEVEL="${LOG_LEVEL:-warn}" services_start || die "the fault platform did not come up (logs in $LOG_DIR)"
export GATEWAY_URL="http://127.0.0.1:$GATEWAY_PORT" FAULTS_MEDIA_DIR="$DATA_DIR/media"
(cd "$ROOT" && node -r @swc-node/register scripts/test/faults/run.ts "$@")
