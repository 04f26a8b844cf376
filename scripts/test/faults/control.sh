#!/usr/bin/env bash
# The fault suite's hands on its own platform (profile alt, ALT_PORT_BASE): kill -9 a service and start it
# again, stop and start the broker or PostgreSQL. Usage: control.sh kill|start SERVICE, or broker-stop,
# broker-start, db-stop, db-start.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../../infra/infra.sh"
source "$ROOT/scripts/lib/services.sh"
use_profile alt

case "${1:-}" in
  kill)
    pid="$(cat "$RUN_DIR/$2.pid")"
    kill -9 "$pid" 2>/dev/null || true
    while kill -0 "$pid" 2>/dev/null; do sleep 0.05; done
    ;;
  start)
    LOG_LEVEL="${LOG_LEVEL:-warn}" service_spawn "$2"
    service_await "$2" /health 90 >/dev/null
    ;;
  broker-stop) rmq_down ;;
  broker-start) rmq_up >/dev/null ;;
  db-stop) pg_down ;;
  db-start) pg_up >/dev/null ;;
  *) die "usage: control.sh kill|start SERVICE | broker-stop | broker-start | db-stop | db-start" ;;
esac
