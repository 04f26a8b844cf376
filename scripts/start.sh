#!/usr/bin/env bash
# npm start: set-up, local infrastructure (dev profile), the five services, demo data once, then waits.
# INSTANCES=2 npm start: two instances of each service behind the gateway, and MinIO (scripts/lib/instances.sh).
# Ctrl-C stops what this run started (services by pid, engines it started), and nothing else.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
source "$ROOT/scripts/infra/infra.sh"
source "$ROOT/scripts/lib/services.sh"
source "$ROOT/scripts/setup.sh"
source "$ROOT/scripts/lib/tracing.sh"

STOPPING=0
cleanup() {
  local rc=$?
  [ "$STOPPING" = 1 ] && return
  STOPPING=1
  trap - INT TERM
  say "stopping"
  services_stop
  tracing_stop
  [ -n "${INFRA_STARTED:-}" ] && infra_down dev "$INFRA_STARTED"
  say "stopped"
  exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

setup_main
infra_up dev
# TRACING=1: a local Jaeger first, and the services send it their spans (README "Traces").
if [ "${TRACING:-0}" = 1 ]; then tracing_start || die "tracing was asked for (TRACING=1) but Jaeger did not start"; fi
services_start || die "the platform did not come up (logs in $LOG_DIR)"

if [ ! -f "$DATA_DIR/seeded" ]; then
  say "seeding demo data"
  # The demo people verify their addresses from the profile's Mailpit (none to read when SMTP_URL names a server).
  mail_api="$([ -n "${SMTP_URL:-}" ] || echo "http://127.0.0.1:$MAIL_API_PORT")"
  (cd "$ROOT" && GATEWAY_URL="http://127.0.0.1:$GATEWAY_PORT" MONGO_URL="${MONGO_URL:-$LOCAL_MONGO_URL}" \
    SITE_CONFIG_FILE="$DATA_DIR/site-config.json" MAIL_API_URL="$mail_api" node -r @swc-node/register scripts/seed/index.ts) \
    || die "seeding failed (the platform stays down; run npm start again to retry)"
  touch "$DATA_DIR/seeded"
fi

cat >&2 <<EOF

  Abi Social Album is up:   http://localhost:$GATEWAY_PORT/abialbum

  Demo sign-in:   demo@abialbum.test / Demo@12345
  Admin sign-in:  ${ADMIN_EMAIL:-admin@abialbum.test} / ${ADMIN_PASSWORD:-Admin@12345}   (http://localhost:$GATEWAY_PORT/abialbum/admin/login)
  Mail sent:      $(if [ -n "${SMTP_URL:-}" ]; then echo "to $SMTP_URL"; else echo "http://127.0.0.1:$MAIL_API_PORT/api/v1/messages  (one: /api/v1/message/<ID>)"; fi)
  Logs:           $LOG_DIR/<service>.log

  Ctrl-C stops it.
EOF
if [ "${TRACING:-0}" = 1 ]; then
  cat >&2 <<EOF
  Traces:         npm run traces  (the latest), npm run traces -- <trace id>  (one as a tree; an answer's
                  traceresponse header and the log lines' trace_id name it); sent to $OTEL_EXPORTER_OTLP_ENDPOINT

EOF
fi
if [ "$INSTANCES" -gt 1 ]; then
  cat >&2 <<EOF
  $INSTANCES instances of each service (svc-albums on ports $(for ((i = 1; i <= INSTANCES; i++)); do printf '%s ' "$(service_port albums "$i")"; done)and so on; logs <service>.<slot>.log),
  svc-media's files in MinIO (port $(minio_port), data in $DATA_DIR/minio).
  Replace a service's instances one at a time:  scripts/roll.sh albums

EOF
fi

# Wakes every few seconds so that a crashed service is reported instead of waiting silently.
while true; do
  if ! dead="$(services_alive)"; then
    die "svc-$dead exited; see $LOG_DIR/$dead.log"
  fi
  sleep 3 &
  wait $! || true
done
