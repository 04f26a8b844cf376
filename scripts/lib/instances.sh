# Several instances of every service on one machine (INSTANCES=N, N > 1; sourced by services.sh), and replacing
# them one at a time. Each service has N+1 slots (ports 4002, 4012, 4022...; services.sh service_port), N of them
# running: the gateway is given all N+1 (it probes them and skips the empty one), so a new instance can start
# on the free slot before the old one stops. Pid files and logs: RUN_DIR/ID.pid, LOG_DIR/ID.log (albums, albums.2).
# With more than one svc-media the files must be where every instance reads them: a MinIO of the profile
# (MEDIA_STORAGE=s3), unless S3_ENDPOINT names another server.
# shellcheck shell=bash

MINIO_ACCESS_KEY="abialbum-local"
MINIO_SECRET_KEY="abialbum-local-secret-of-this-machine"
MINIO_BUCKET="abialbum-media"
BACKENDS=(identity albums media content)

# running PID: alive and not a zombie (an exited child its parent shell has not reaped yet counts as gone).
running() { [ -r "/proc/$1/stat" ] && ! awk '{ exit ($3 == "Z") ? 0 : 1 }' "/proc/$1/stat" 2>/dev/null; }

since() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }

instances_slots() { echo $((INSTANCES + 1)); }
minio_port() { echo $((IDENTITY_PORT + 8)); } # 4009, 14009, ALT_PORT_BASE+19: free in every profile

# instances_urls NAME: every slot's URL of svc-NAME, comma-separated (callers probe or skip the empty one).
instances_urls() {
  local slot list=""
  for ((slot = 1; slot <= $(instances_slots); slot++)); do
    list+="${list:+,}http://127.0.0.1:$(service_port "$1" "$slot")"
  done
  echo "$list"
}

# The gateway's upstream lists: every slot of each service.
instances_gateway_env() {
  local name
  for name in "${BACKENDS[@]}"; do
    echo "$(echo "$name" | tr '[:lower:]' '[:upper:]')_URL=$(instances_urls "$name")"
  done
}

# The engine's sockets of one service (MONGO_POOL_SIZE, packages/service-kit/src/config.ts: 20 for one instance),
# shared among its instances: N instances keep 20/N each, so the engine answers as many commands at once whatever
# the number of instances. Measured 2026-12-06 (the mixed load of bench instances-cost, 30-s rounds one after another
# on one platform): two instances of 20 each answered 661-808 req/s with the hot album's follow/unfollow p99 at
# 990-1,369 ms; two of 10 each 865-1,216 req/s and 668-993 ms, as one instance of 20 (894-996 req/s). With 40
# commands at once the engine spent about a quarter more CPU on each (FerretDB and PostgreSQL: 1.85 ms, 1.47 at 20).
# A caller's MONGO_POOL_SIZE wins.
instances_pool_env() {
  echo "MONGO_POOL_SIZE=${MONGO_POOL_SIZE:-$(((20 + INSTANCES - 1) / INSTANCES))}"
}

instances_media_env() {
  echo "MEDIA_STORAGE=s3"
  [ -n "${S3_ENDPOINT:-}" ] && return # the caller's S3 server and credentials (inherited)
  echo "S3_ENDPOINT=http://127.0.0.1:$(minio_port)"
  echo "S3_BUCKET=$MINIO_BUCKET"
  echo "S3_ACCESS_KEY_ID=$MINIO_ACCESS_KEY"
  echo "S3_SECRET_ACCESS_KEY=$MINIO_SECRET_KEY"
}

# The profile's MinIO (data in DATA_DIR/minio), started unless it runs; built once per machine when missing.
minio_start() {
  [ -n "${S3_ENDPOINT:-}" ] && return 0
  local bin port pid
  port="$(minio_port)"
  if pid_alive "$RUN_DIR/minio.pid" minio && port_open "$port"; then return 0; fi
  bin="$(bash "$ROOT/scripts/infra/build-minio.sh" --path)"
  if [ ! -x "$bin" ]; then
    say "building MinIO (once per machine, about 3 minutes): several svc-media keep their files there"
    bin="$(bash "$ROOT/scripts/infra/build-minio.sh")"
  fi
  port_open "$port" && die "port $port (MinIO) is already in use"
  mkdir -p "$DATA_DIR/minio" "$LOG_DIR" "$RUN_DIR"
  (exec env MINIO_ROOT_USER="$MINIO_ACCESS_KEY" MINIO_ROOT_PASSWORD="$MINIO_SECRET_KEY" MINIO_BROWSER=off \
    setsid "$bin" server "$DATA_DIR/minio" --quiet --address "127.0.0.1:$port" --console-address "127.0.0.1:$((port - 1))") \
    >>"$LOG_DIR/minio.log" 2>&1 </dev/null &
  pid=$!
  echo "$pid" >"$RUN_DIR/minio.pid"
  STARTED_SERVICES+=("minio:$pid")
  wait_http "http://127.0.0.1:$port/minio/health/live" 30 "$pid" || { tail -n 20 "$LOG_DIR/minio.log" >&2; return 1; }
  say "MinIO ready on $port (svc-media's files, bucket $MINIO_BUCKET)"
}

# instance_pid NAME SLOT: the pid of the instance on that slot, when it runs (its pid file names a live svc-NAME).
instance_pid() {
  local file
  file="$RUN_DIR/$(instance_id "$1" "$2").pid"
  pid_alive "$file" "svc-$1/dist/index.js" && head -n1 "$file"
}

# instances_running NAME: the slots of NAME's running instances, one a line.
instances_running() {
  local slot
  for ((slot = 1; slot <= $(instances_slots); slot++)); do
    instance_pid "$1" "$slot" >/dev/null && echo "$slot"
  done
  return 0
}

instances_start() {
  mkdir -p "$RUN_DIR"
  echo "$INSTANCES" >"$RUN_DIR/instances" # what scripts/roll.sh works with (the gateway's lists are fixed)
  minio_start || return 1
  local s slot
  service_spawn identity 1
  service_await identity /ready 90 1 || return 1
  for ((slot = 2; slot <= INSTANCES; slot++)); do service_spawn identity "$slot"; done
  for s in albums media content; do
    for ((slot = 1; slot <= INSTANCES; slot++)); do service_spawn "$s" "$slot"; done
  done
  for s in "${BACKENDS[@]}"; do
    for ((slot = 1; slot <= INSTANCES; slot++)); do
      [ "$s$slot" = identity1 ] || service_await "$s" /ready 90 "$slot" || return 1
    done
  done
  service_spawn gateway
  service_await gateway /health 60 || return 1
}

# Stops every instance of the profile, whoever started it (its pid files: NAME.pid, NAME.SLOT.pid, those of a roll
# too; a pid file whose process is gone, or is no longer ours, is only removed), all at once (each drains on its
# own), then MinIO. The one way to stop a profile's services: npm start's (INSTANCES > 1), platform.sh's.
instances_stop() {
  local name file pids=()
  for name in gateway "${BACKENDS[@]}"; do
    for file in "$RUN_DIR/$name.pid" "$RUN_DIR/$name".*.pid; do
      [ -e "$file" ] || continue
      pid_alive "$file" "svc-$name/dist/index.js" && pids+=("$(head -n1 "$file")")
      rm -f "$file"
    done
  done
  stop_pids 30 "${pids[@]}"
  [ "${#pids[@]}" -gt 0 ] && say "stopped ${#pids[@]} instance(s) of the gateway and services"
  if pid_alive "$RUN_DIR/minio.pid" minio; then stop_pid "$(cat "$RUN_DIR/minio.pid")" 15; say "stopped MinIO"; fi
  rm -f "$RUN_DIR/minio.pid" "$RUN_DIR/instances"
  STARTED_SERVICES=()
}

# False, naming it, when an instance whose pid file is there has exited (a roll removes the old one's first).
instances_alive() {
  local name file id
  for file in "$RUN_DIR"/*.pid; do
    [ -e "$file" ] || continue
    id="$(basename "$file" .pid)"; name="${id%%.*}"
    case "$name" in identity | albums | media | content | gateway) ;; *) continue ;; esac
    pid_alive "$file" "svc-$name/dist/index.js" || { echo "$id"; return 1; }
  done
}

# instance_roll NAME SLOT: replaces the instance on SLOT: a new one on a free slot, until its /ready says 200
# (the gateway's probes send it calls within PROBE_INTERVAL_MS), then SIGTERM to the old one (its /ready says
# 503 at once, its calls in flight finish, DRAIN_SECONDS), waiting until it exited. The new slot on stdout.
instance_roll() {
  local name="$1" slot="$2" old free="" s
  old="$(instance_pid "$name" "$slot")" || { warn "no svc-$name runs on slot $slot"; return 1; }
  for ((s = 1; s <= $(instances_slots); s++)); do
    instance_pid "$name" "$s" >/dev/null || port_open "$(service_port "$name" "$s")" || { free="$s"; break; }
  done
  [ -n "$free" ] || { warn "svc-$name: no free slot to start the new instance on"; return 1; }
  local t0 t1
  t0="$(date +%s.%N)"
  service_spawn "$name" "$free"
  if ! service_await "$name" /ready 90 "$free" >/dev/null 2>&1; then
    warn "the new svc-$name (port $(service_port "$name" "$free")) did not get ready: the old one keeps running"
    stop_pid "$(cat "$RUN_DIR/$(instance_id "$name" "$free").pid")" 15
    rm -f "$RUN_DIR/$(instance_id "$name" "$free").pid"
    return 1
  fi
  t1="$(date +%s.%N)"
  # The pid file goes first: a watcher (npm start) must not take the old one's exit for a crash.
  rm -f "$RUN_DIR/$(instance_id "$name" "$slot").pid"
  kill -TERM "$old" 2>/dev/null || true
  local i
  for ((i = 0; i < (${DRAIN_SECONDS:-25} + 10) * 10; i++)); do running "$old" || break; sleep 0.1; done
  if running "$old"; then warn "svc-$name (pid $old) did not stop in time: killed"; kill -KILL "$old" 2>/dev/null || true; fi
  say "svc-$name: port $(service_port "$name" "$slot") replaced by port $(service_port "$name" "$free") (ready after $(since "$t0" "$t1") s, the old one stopped $(since "$t1" "$(date +%s.%N)") s later)"
  echo "$free"
}

# instances_roll NAME: replaces each running instance of NAME in turn (a team's deploy).
instances_roll() {
  local slot
  for slot in $(instances_running "$1"); do instance_roll "$1" "$slot" >/dev/null || return 1; done
}
