# Mailpit, the local mail catcher (built once per machine by scripts/infra/build-mailpit.sh): svc-identity's mail goes
# to its SMTP port; read it through its API, http://127.0.0.1:MAIL_API_PORT/api/v1/messages (a module build has no
# web UI). Messages are kept in memory: gone when it stops. A background process with a pid file, like FerretDB
# (engine_up in scripts/lib/common.sh).
# shellcheck shell=bash

mail_running() { engine_running mailpit; }

mail_ready() {
  wait_http "http://127.0.0.1:$MAIL_API_PORT/readyz" 30 "$1" || die "Mailpit did not start: see $LOG_DIR/mailpit.log"
}

# mail_up: starts Mailpit unless it already runs for this profile; sets MAIL_STARTED=1 when it started it.
mail_up() {
  engine_up mailpit Mailpit "$MAIL_SMTP_PORT $MAIL_API_PORT" mail_ready \
    --listen "127.0.0.1:$MAIL_API_PORT" --smtp "127.0.0.1:$MAIL_SMTP_PORT" --disable-version-check --quiet
  MAIL_STARTED="$ENGINE_STARTED"
}

mail_down() { engine_down mailpit 10; }
