# PostgreSQL 15 for FerretDB, run as the postgres user on the profile's own data dir and port.
# shellcheck shell=bash

pg_paths() {
  PG_BIN="$(pg_bin_dir)"
  PG_DATA="$DATA_DIR/postgres"
  PG_RUN="$DATA_DIR/postgres-run" # socket and log: written by postgres, so owned by it
}

pg_running() { pg_paths; [ -f "$PG_DATA/PG_VERSION" ] && as_user postgres "$PG_BIN/pg_ctl" -D "$PG_DATA" status >/dev/null 2>&1; }

# pg_up: starts PostgreSQL unless it already runs for this profile; returns 0 and sets PG_STARTED=1 when it started it.
pg_up() {
  pg_paths
  PG_STARTED=0
  mkdir -p "$PG_DATA" "$PG_RUN"
  as_root chown postgres:postgres "$PG_DATA" "$PG_RUN"
  chmod 700 "$PG_DATA"
  if [ ! -f "$PG_DATA/PG_VERSION" ]; then
    as_user postgres "$PG_BIN/initdb" -D "$PG_DATA" -A trust -U postgres >"$LOG_DIR/postgres-initdb.log" 2>&1 \
      || die "initdb failed: see $LOG_DIR/postgres-initdb.log"
  fi
  if pg_running; then
    say "PostgreSQL ($PROFILE) already running on $PG_PORT: reusing it"
  else
    port_open "$PG_PORT" && die "port $PG_PORT is taken by another program: PostgreSQL ($PROFILE) cannot start"
    # A write is answered once it is applied, its WAL flushed within about 0.3 s (synchronous_commit off,
    # wal_writer_delay 100 ms): what MongoDB (docker-compose, production) does by default, a write acknowledged before
    # its journal commit (every 100 ms). A stop of PostgreSQL (pg_ctl, the fault suite's outage) loses nothing; a crash of
    # it may lose the writes of that last moment, as a crash of mongod may. Under the mixed load it took 10% off every
    # write's time (README "Data on the local engine").
    as_user postgres "$PG_BIN/pg_ctl" -D "$PG_DATA" -l "$PG_RUN/postgres.log" -w -t 60 \
      -o "-p $PG_PORT -k $PG_RUN -c listen_addresses=127.0.0.1 -c max_connections=$PG_MAX_CONNECTIONS -c synchronous_commit=off -c wal_writer_delay=100ms" start >/dev/null \
      || die "PostgreSQL did not start: see $PG_RUN/postgres.log"
    PG_STARTED=1
  fi
  local exists
  exists="$(as_user postgres "$PG_BIN/psql" -h 127.0.0.1 -p "$PG_PORT" -U postgres -tAc \
    "select 1 from pg_database where datname = 'ferretdb'")" || die "cannot reach PostgreSQL on $PG_PORT"
  [ "$exists" = 1 ] || as_user postgres "$PG_BIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U postgres ferretdb
  # GIN indexes beside FerretDB's own, for its equality pushdown (README "Data at scale"); idempotent.
  as_user postgres "$PG_BIN/psql" -h 127.0.0.1 -p "$PG_PORT" -U postgres -d ferretdb -q -v ON_ERROR_STOP=1 \
    <"$ROOT/scripts/infra/sql/ferretdb-gin-indexes.sql" >"$LOG_DIR/postgres-tuning.log" 2>&1 \
    || die "PostgreSQL tuning failed: see $LOG_DIR/postgres-tuning.log"
}

pg_down() {
  pg_running || return 0
  as_user postgres "$PG_BIN/pg_ctl" -D "$PG_DATA" -m fast -w -t 60 stop >/dev/null \
    || warn "PostgreSQL ($PROFILE) did not stop cleanly"
}
