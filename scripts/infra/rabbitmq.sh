# RabbitMQ (Debian's rabbitmq-server) as its own node, ports and dirs under the profile's data dir.
# Debian's default node (5672), if any, is neither used nor touched.
# shellcheck shell=bash

rmq_dir() { echo "$DATA_DIR/rabbitmq"; }
rmq_pidfile() { echo "$(rmq_dir)/rabbitmq.pid"; }

# Runs a RabbitMQ command with this profile's node in its environment (the caller's env stays clean).
rmq_cmd() {
  local d; d="$(rmq_dir)"
  env RABBITMQ_MNESIA_BASE="$d/mnesia" RABBITMQ_LOG_BASE="$d/log" RABBITMQ_PID_FILE="$(rmq_pidfile)" \
    RABBITMQ_NODENAME="$RMQ_NODENAME" RABBITMQ_NODE_PORT="$RMQ_PORT" RABBITMQ_DIST_PORT="$RMQ_DIST_PORT" \
    RABBITMQ_ENABLED_PLUGINS_FILE="$d/enabled_plugins" "$@"
}

rmq_running() { pid_alive "$(rmq_pidfile)" beam && port_open "$RMQ_PORT"; }

# rmq_up: starts the node unless it already runs for this profile; sets RMQ_STARTED=1 when it started it.
rmq_up() {
  RMQ_STARTED=0
  if rmq_running; then
    say "RabbitMQ ($PROFILE) already running on $RMQ_PORT: reusing it"
    return 0
  fi
  port_open "$RMQ_PORT" && die "port $RMQ_PORT is taken by another program: RabbitMQ ($PROFILE) cannot start"
  local d; d="$(rmq_dir)"
  mkdir -p "$d/mnesia" "$d/log"
  [ -f "$d/enabled_plugins" ] || echo '[].' >"$d/enabled_plugins"
  rm -f "$(rmq_pidfile)"
  # The start script drops from root to the rabbitmq user: every dir it writes must be owned by it.
  as_root chown -R rabbitmq:rabbitmq "$d"
  rmq_cmd rabbitmq-server -detached >>"$LOG_DIR/rabbitmq-start.log" 2>&1 \
    || die "RabbitMQ did not start: see $LOG_DIR/rabbitmq-start.log and $d/log"
  rmq_cmd rabbitmqctl -q wait "$(rmq_pidfile)" --timeout 90 >>"$LOG_DIR/rabbitmq-start.log" 2>&1 \
    || die "RabbitMQ ($RMQ_NODENAME) did not come up: see $d/log"
  wait_port "$RMQ_PORT" 30 || die "RabbitMQ does not listen on $RMQ_PORT: see $d/log"
  RMQ_STARTED=1
}

rmq_down() {
  pid_alive "$(rmq_pidfile)" beam || return 0
  local pid; pid="$(cat "$(rmq_pidfile)")"
  # With the pid file, `stop` returns only once the node's process has exited.
  rmq_cmd rabbitmqctl -q stop "$(rmq_pidfile)" >>"$LOG_DIR/rabbitmq-start.log" 2>&1 \
    || { warn "rabbitmqctl stop failed for $RMQ_NODENAME; terminating pid $pid"; stop_pid "$pid" 20; }
}
