# Mailpit, the local mail catcher (built once per machine by scripts/infra/build-mailpit.sh): svc-identity's mail goes
# to its SMTP port; read it through its API, http://127.0.0.1:MAIL_API_PORT/api/v1/messages (a module build has no
# web UI). Messages are kept in memory: gone when it stops. A background process with a pid file, like FerretDB.
# shellcheck shell=bash

mail_pidfile() { echo "$RUN_DIR/mailpit.pid"; }
mail_running() { pid_alive "$(mail_pidfile)" mailpit; }

# mail_up: starts Mailpit unless it already runs for this profile; sets MAIL_STARTED=1 when it started it.
mail_up() {
  MAIL_STARTED=0
  if mail_running; then
    say "Mailpit ($PROFILE) already running on $MAIL_SMTP_PORT: reusing it"
    return 0
  fi
  local port bin pid
  for port in "$MAIL_SMTP_PORT" "$MAIL_API_PORT"; do
    port_open "$port" && die "port $port is taken by another program: Mailpit ($PROFILE) cannot start"
  done
  bin="$(bash "$ROOT/scripts/infra/build-mailpit.sh")" || die "Mailpit build failed"
  setsid "$bin" --listen "127.0.0.1:$MAIL_API_PORT" --smtp "127.0.0.1:$MAIL_SMTP_PORT" --disable-version-check --quiet \
    >>"$LOG_DIR/mailpit.log" 2>&1 </dev/null &
  pid=$!
  echo "$pid" >"$(mail_pidfile)"
  wait_http "http://127.0.0.1:$MAIL_API_PORT/readyz" 30 "$pid" || die "Mailpit did not start: see $LOG_DIR/mailpit.log"
  MAIL_STARTED=1
}

mail_down() {
  mail_running || { rm -f "$(mail_pidfile)"; return 0; }
  stop_pid "$(cat "$(mail_pidfile)")" 10
  rm -f "$(mail_pidfile)"
}
