# FerretDB 1.24.2 (MongoDB wire protocol) on the profile's PostgreSQL, as a background process with a pid file.
# shellcheck shell=bash

ferret_pidfile() { echo "$RUN_DIR/ferretdb.pid"; }
ferret_running() { pid_alive "$(ferret_pidfile)" ferretdb; }

# ferret_up: starts FerretDB unless it already runs for this profile; sets FERRET_STARTED=1 when it started it.
ferret_up() {
  FERRET_STARTED=0
  if ferret_running; then
    say "FerretDB ($PROFILE) already running on $FERRET_PORT: reusing it"
    return 0
  fi
  port_open "$FERRET_PORT" && die "port $FERRET_PORT is taken by another program: FerretDB ($PROFILE) cannot start"
  local bin pid
  bin="$(bash "$ROOT/scripts/infra/build-ferretdb.sh")" || die "FerretDB build failed"
  mkdir -p "$DATA_DIR/ferretdb"
  # setsid: a Ctrl-C in the terminal reaches our script, which then stops services before the engine.
  setsid "$bin" --handler=postgresql \
    --postgresql-url="postgres://postgres@127.0.0.1:$PG_PORT/ferretdb" \
    --listen-addr="127.0.0.1:$FERRET_PORT" --debug-addr="127.0.0.1:$FERRET_DEBUG_PORT" \
    --telemetry=disable --state-dir="$DATA_DIR/ferretdb" --log-level=warn \
    >>"$LOG_DIR/ferretdb.log" 2>&1 </dev/null &
  pid=$!
  echo "$pid" >"$(ferret_pidfile)"
  wait_port "$FERRET_PORT" 60 "$pid" || die "FerretDB did not open port $FERRET_PORT: see $LOG_DIR/ferretdb.log"
  FERRET_STARTED=1
}

ferret_down() {
  ferret_running || { rm -f "$(ferret_pidfile)"; return 0; }
  stop_pid "$(cat "$(ferret_pidfile)")" 15
  rm -f "$(ferret_pidfile)"
}
