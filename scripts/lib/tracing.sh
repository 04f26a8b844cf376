# TRACING=1 npm start: a local Jaeger (the v2 all-in-one, traces in memory; built once per machine by
# scripts/infra/build-jaeger.sh) that every service and the gateway send their spans to by OTLP over HTTP
# (OTEL_EXPORTER_OTLP_ENDPOINT, exported for the services started after it). A module build of Jaeger has no UI:
# `npm run traces` reads its query API (scripts/ops/traces.ts). With OTEL_EXPORTER_OTLP_ENDPOINT already set, the
# spans go there and no Jaeger is started. Needs common.sh sourced and use_profile called.
# shellcheck shell=bash

JAEGER_OTLP_PORT="${JAEGER_OTLP_PORT:-4318}"
JAEGER_QUERY_PORT="${JAEGER_QUERY_PORT:-16686}"
JAEGER_HEALTH_PORT="${JAEGER_HEALTH_PORT:-13133}"
JAEGER_QUERY_GRPC_PORT="${JAEGER_QUERY_GRPC_PORT:-16685}"
JAEGER_PID=""

tracing_start() {
  if [ -n "${OTEL_EXPORTER_OTLP_ENDPOINT:-}" ]; then
    say "traces go to $OTEL_EXPORTER_OTLP_ENDPOINT (OTEL_EXPORTER_OTLP_ENDPOINT); no local Jaeger"
    return 0
  fi
  local bin port
  bin="$(bash "$ROOT/scripts/infra/build-jaeger.sh" --path)"
  if [ ! -x "$bin" ]; then
    say "building Jaeger (once per machine, about 3 minutes): the local viewer of TRACING=1"
    bin="$(bash "$ROOT/scripts/infra/build-jaeger.sh")" || return 1
  fi
  for port in "$JAEGER_OTLP_PORT" "$JAEGER_QUERY_PORT" "$JAEGER_HEALTH_PORT" "$JAEGER_QUERY_GRPC_PORT"; do
    port_open "$port" && { warn "port $port (Jaeger) is already in use: is another TRACING=1 npm start running?"; return 1; }
  done
  mkdir -p "$LOG_DIR" "$RUN_DIR"
  (exec env JAEGER_OTLP_PORT="$JAEGER_OTLP_PORT" JAEGER_QUERY_PORT="$JAEGER_QUERY_PORT" JAEGER_HEALTH_PORT="$JAEGER_HEALTH_PORT" \
    JAEGER_QUERY_GRPC_PORT="$JAEGER_QUERY_GRPC_PORT" \
    setsid "$bin" --config "$ROOT/scripts/infra/jaeger.yaml") >>"$LOG_DIR/jaeger.log" 2>&1 </dev/null &
  JAEGER_PID=$!
  echo "$JAEGER_PID" >"$RUN_DIR/jaeger.pid"
  if ! wait_http "http://127.0.0.1:$JAEGER_QUERY_PORT/api/services" 60 "$JAEGER_PID"; then
    warn "Jaeger did not start; last lines of $LOG_DIR/jaeger.log:"
    tail -n 20 "$LOG_DIR/jaeger.log" >&2
    return 1
  fi
  export OTEL_EXPORTER_OTLP_ENDPOINT="http://127.0.0.1:$JAEGER_OTLP_PORT"
  say "Jaeger ready: OTLP/HTTP on $JAEGER_OTLP_PORT, query API on http://127.0.0.1:$JAEGER_QUERY_PORT (npm run traces)"
}

# tracing_stop: stops the Jaeger this shell started (its traces go with it), after the services sent their last spans.
tracing_stop() {
  [ -n "$JAEGER_PID" ] || return 0
  stop_pid "$JAEGER_PID" 10
  rm -f "$RUN_DIR/jaeger.pid"
  JAEGER_PID=""
  say "stopped Jaeger"
}
