#!/usr/bin/env bash
# A platform of its own for the fault suite and the scale and load benchmarks (profile alt, ports from
# ALT_PORT_BASE, data in .data/alt-<base>), and its controls:
#   platform.sh up          fresh engines (data removed) and every service
#   platform.sh down        every service (by pid file, whoever started it), then the engines
#   platform.sh kill S      kill -9 of svc-S;  platform.sh start S: starts it again, until /health answers
#   platform.sh stop-services / start-services
#   platform.sh broker-stop | broker-start | db-stop | db-start
#   platform.sh purge-queue Q   empties queue Q (events lost for good), printing how many messages it held
# INSTANCES=N (the same on every call) runs N instances of each service (scripts/lib/instances.sh), and:
#   platform.sh roll S [SLOT]   replaces svc-S's instance on SLOT (default: each in turn) by a new one on a free slot
#   platform.sh slots S         the slots svc-S's instances run on; kill/start take an instance's id (albums.2)
# Services get the caller's environment too (a benchmark raises the sign-in limits that way), but never its
# MONGO_URL or AMQP_URL: a platform of its own has its own engines, which it stops and starts (npm test exports the
# test profile's; the fault suite stopping "its" broker must not stop npm test's, nor share its databases).
set -euo pipefail
unset MONGO_URL AMQP_URL
source "$(dirname "${BASH_SOURCE[0]}")/infra/infra.sh"
source "$ROOT/scripts/lib/services.sh"
use_profile alt
export LOG_LEVEL="${LOG_LEVEL:-warn}"

case "${1:-}" in
  up)
    instances_stop 2>/dev/null || true
    infra_down alt 2>/dev/null || true
    rm -rf "$DATA_DIR"
    infra_up alt
    services_start || die "the platform did not come up (logs in $LOG_DIR)"
    ;;
  down)
    instances_stop
    infra_down alt
    ;;
  stop-services) instances_stop ;;
  start-services) services_start || die "the platform did not come up (logs in $LOG_DIR)" ;;
  kill)
    pid="$(cat "$RUN_DIR/$2.pid")"
    kill -9 "$pid" 2>/dev/null || true
    while kill -0 "$pid" 2>/dev/null; do sleep 0.05; done
    ;;
  start)
    name="${2%%.*}" slot=1
    [ "$name" != "$2" ] && slot="${2#*.}"
    service_spawn "$name" "$slot"
    service_await "$name" /health 90 "$slot" >/dev/null
    ;;
  roll) if [ -n "${3:-}" ]; then instance_roll "$2" "$3"; else instances_roll "$2"; fi ;;
  slots) instances_running "$2" ;;
  broker-stop) rmq_down ;;
  broker-start) rmq_up >/dev/null ;;
  db-stop) pg_down ;;
  db-start) pg_up >/dev/null ;;
  purge-queue)
    rmq_cmd rabbitmqctl -q list_queues name messages | awk -v q="$2" '$1 == q { print $2 }'
    rmq_cmd rabbitmqctl -q purge_queue "$2" >/dev/null
    ;;
  *) die "usage: platform.sh up | down | stop-services | start-services | kill S | start S | roll S [SLOT] | slots S | broker-stop | broker-start | db-stop | db-start | purge-queue Q" ;;
esac
