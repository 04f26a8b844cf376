#!/usr/bin/env bash
# Local infrastructure of a profile: PostgreSQL + FerretDB (MongoDB wire protocol), RabbitMQ and Mailpit (mail).
#   source it and call infra_up / infra_down, or run it: scripts/infra/infra.sh up|down|status dev|test
# MONGO_URL set: no Mongo engine is started (that server is used). AMQP_URL set: no broker is started. SMTP_URL set:
# no mail catcher is started (svc-identity sends there).
# shellcheck shell=bash

INFRA_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=../lib/common.sh
source "$INFRA_DIR/../lib/common.sh"
for f in profile packages postgres ferretdb rabbitmq mailpit; do
  # shellcheck source=/dev/null
  source "$INFRA_DIR/$f.sh"
done

# infra_up PROFILE: starts what is missing; INFRA_STARTED lists what this call started (for infra_down_started).
infra_up() {
  use_profile "$1"
  mkdir -p "$LOG_DIR" "$RUN_DIR"
  INFRA_STARTED=""
  if [ -z "${MONGO_URL:-}" ]; then
    pg_up; [ "$PG_STARTED" = 1 ] && INFRA_STARTED+=" postgres"
    ferret_up; [ "$FERRET_STARTED" = 1 ] && INFRA_STARTED+=" ferretdb"
    say "MongoDB-compatible engine ($PROFILE): $LOCAL_MONGO_URL"
  else
    say "MONGO_URL is set: using it, no local engine started"
  fi
  if [ -z "${AMQP_URL:-}" ]; then
    rmq_up; [ "$RMQ_STARTED" = 1 ] && INFRA_STARTED+=" rabbitmq"
    say "RabbitMQ ($PROFILE): $LOCAL_AMQP_URL"
  else
    say "AMQP_URL is set: using it, no local broker started"
  fi
  if [ -z "${SMTP_URL:-}" ]; then
    mail_up; [ "$MAIL_STARTED" = 1 ] && INFRA_STARTED+=" mailpit"
    say "Mailpit ($PROFILE): SMTP on $MAIL_SMTP_PORT, mail read at http://127.0.0.1:$MAIL_API_PORT/api/v1/messages"
  else
    say "SMTP_URL is set: mail goes there, no local catcher started"
  fi
}

# infra_down PROFILE [COMPONENTS]: stops the profile's engines (all of them, or only the listed ones),
# found through their pid files and data dirs, never by name.
infra_down() {
  use_profile "$1"
  local only="${2-all}"
  [ -d "$DATA_DIR" ] || return 0
  mkdir -p "$LOG_DIR" "$RUN_DIR"
  want() { [ "$only" = all ] || [[ " $only " == *" $1 "* ]]; }
  if want mailpit; then mail_down; fi
  if want rabbitmq; then rmq_down; fi
  if want ferretdb; then ferret_down; fi
  if want postgres; then pg_down; fi
  return 0
}

infra_status() {
  use_profile "$1"
  local s
  if pg_running; then s=up; else s=down; fi; echo "postgres  $PG_PORT  $s"
  if ferret_running; then s=up; else s=down; fi; echo "ferretdb  $FERRET_PORT  $s"
  if rmq_running; then s=up; else s=down; fi; echo "rabbitmq  $RMQ_PORT  $s"
  if mail_running; then s=up; else s=down; fi; echo "mailpit   $MAIL_SMTP_PORT  $s"
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -euo pipefail
  cmd="${1:-}" profile="${2:-dev}"
  case "$cmd" in
    up) ensure_packages; infra_up "$profile" ;;
    down) infra_down "$profile" ;;
    status) infra_status "$profile" ;;
    *) echo "usage: $0 up|down|status dev|test|alt" >&2; exit 2 ;;
  esac
fi
