# FerretDB 1.24.2 (MongoDB wire protocol) on the profile's PostgreSQL, as a background process with a pid file
# (engine_up in scripts/lib/common.sh).
# shellcheck shell=bash

ferret_running() { engine_running ferretdb; }

ferret_ready() {
  wait_port "$FERRET_PORT" 60 "$1" || die "FerretDB did not open port $FERRET_PORT: see $LOG_DIR/ferretdb.log"
}

# ferret_up: starts FerretDB unless it already runs for this profile; sets FERRET_STARTED=1 when it started it.
ferret_up() {
  mkdir -p "$DATA_DIR/ferretdb"
  engine_up ferretdb FerretDB "$FERRET_PORT" ferret_ready --handler=postgresql \
    --postgresql-url="postgres://postgres@127.0.0.1:$PG_PORT/ferretdb?pool_max_conns=$FERRET_PG_POOL" \
    --listen-addr="127.0.0.1:$FERRET_PORT" --debug-addr="127.0.0.1:$FERRET_DEBUG_PORT" \
    --telemetry=disable --state-dir="$DATA_DIR/ferretdb" --log-level=warn
  FERRET_STARTED="$ENGINE_STARTED"
}

ferret_down() { engine_down ferretdb 15; }
