# Starts and stops the five services of a profile (ports from scripts/infra/profile.sh), by process id.
# Needs common.sh and profile.sh sourced, and use_profile called.
# INSTANCES=N (default 1) runs N instances of each service but the gateway (scripts/lib/instances.sh).
# shellcheck shell=bash

SERVICES=(identity albums media content gateway)
STARTED_SERVICES=() # "id:pid" of what this shell started, in start order (id: name, or name.slot past the first)
INSTANCES="${INSTANCES:-1}"

# service_port NAME [SLOT]: slot 1 is the profile's port; slot k is 10*(k-1) above it (4002, 4012, 4022...).
service_port() {
  local slot="${2:-1}" base
  case "$1" in
    identity) base="$IDENTITY_PORT" ;; albums) base="$ALBUMS_PORT" ;; media) base="$MEDIA_PORT" ;;
    content) base="$CONTENT_PORT" ;; gateway) echo "$GATEWAY_PORT"; return ;;
  esac
  echo $((base + 10 * (slot - 1)))
}

# instance_id NAME [SLOT]: names its pid file and log (albums, albums.2, ...): slot 1 keeps today's names.
instance_id() { if [ "${2:-1}" = 1 ]; then echo "$1"; else echo "$1.$2"; fi; }

# The environment of one service (the platform conventions of the briefing), one VAR=value per line.
service_env() {
  local name="$1" slot="${2:-1}"
  local mongo="${MONGO_URL:-$LOCAL_MONGO_URL}" amqp="${AMQP_URL:-$LOCAL_AMQP_URL}"
  echo "PORT=$(service_port "$name" "$slot")"
  echo "LOG_LEVEL=${LOG_LEVEL:-info}"
  # glibc gives every thread that allocates (libuv's file I/O pool, libvips in sharp) its own arena, which keeps
  # what it once held: two arenas kept svc-media's peak under 20 parallel uploads ~20 MiB lower (bench/src/upload.ts).
  echo "MALLOC_ARENA_MAX=2"
  echo "JWT_ISSUER=${JWT_ISSUER:-abialbum-identity}"
  echo "JWT_AUDIENCE=${JWT_AUDIENCE:-abialbum}"
  if [ "$INSTANCES" -gt 1 ]; then
    # Through the gateway (it routes the key set to any ready identity): identity's first port may be the one
    # being replaced when a service reads the keys.
    echo "JWKS_URL=http://127.0.0.1:$GATEWAY_PORT/.well-known/jwks.json"
  else
    echo "JWKS_URL=http://127.0.0.1:$IDENTITY_PORT/.well-known/jwks.json"
  fi
  if [ "$name" = gateway ]; then
    # The gateway forwards uploads in 64 KiB socket reads, each a buffer freed soon after at the top of the heap:
    # glibc gave every freed top over 128 KiB back to the system and faulted it in again (3,470 brk calls for a
    # 1 GiB upload); keeping up to 8 MiB free took about 0.3 s of system time off it (bench/src/upload.ts).
    echo "MALLOC_TRIM_THRESHOLD_=8388608"
    if [ "$INSTANCES" -gt 1 ]; then
      instances_gateway_env
    else
      echo "IDENTITY_URL=http://127.0.0.1:$IDENTITY_PORT"
      echo "ALBUMS_URL=http://127.0.0.1:$ALBUMS_PORT"
      echo "MEDIA_URL=http://127.0.0.1:$MEDIA_PORT"
      echo "CONTENT_URL=http://127.0.0.1:$CONTENT_PORT"
    fi
    # Its own metrics on a port of their own (README "Metrics"): never through its public port.
    echo "METRICS_PORT=$GATEWAY_METRICS_PORT"
    echo "METRICS_HOST=127.0.0.1"
    echo "WEB_ROOT=$ROOT"
    # Remotes published without a rebuild of the shell (scripts/ops/publish-remote.sh): remotes.json and builds.
    echo "WEB_DEPLOY_DIR=$DATA_DIR/web"
    echo "SITE_CONFIG_FILE=$DATA_DIR/site-config.json"
    [ -n "${FEATURED_ALBUM_ID:-}" ] && echo "FEATURED_ALBUM_ID=$FEATURED_ALBUM_ID"
    return
  fi
  echo "MONGO_URL=$mongo"
  echo "MONGO_DB=abialbum_$name"
  if [ "$INSTANCES" -gt 1 ]; then instances_pool_env; fi
  # Calls between services that no browser makes (svc-albums and svc-media repair their copies from each other's
  # exports; npm run repair uses the same default).
  echo "INTERNAL_TOKEN=${INTERNAL_TOKEN:-abialbum-local-internal-token-of-this-machine}"
  # svc-albums and svc-media sign and check the links to files not everyone may fetch with the same key.
  echo "FILE_LINK_SECRET=${FILE_LINK_SECRET:-abialbum-local-file-link-secret-of-this-machine}"
  # Each service that keeps copies reads the exports of the services they come from (svc-media also asks svc-albums
  # whether a share link opens): with several instances, every slot of the other service, the first that answers.
  if [ "$name" != identity ]; then
    local peer
    for peer in media albums identity; do
      [ "$peer" = "$name" ] && continue
      if [ "$INSTANCES" -gt 1 ]; then
        echo "$(echo "$peer" | tr '[:lower:]' '[:upper:]')_URL=$(instances_urls "$peer")"
      else
        echo "$(echo "$peer" | tr '[:lower:]' '[:upper:]')_URL=http://127.0.0.1:$(service_port "$peer")"
      fi
    done
  fi
  echo "AMQP_URL=$amqp"
  if [ "$name" = identity ]; then
    echo "ADMIN_EMAIL=${ADMIN_EMAIL:-admin@abialbum.test}"
    echo "ADMIN_PASSWORD=${ADMIN_PASSWORD:-Admin@12345}"
    # Mail goes to the profile's Mailpit (scripts/infra/mailpit.sh) unless SMTP_URL names a server; its links open the gateway.
    echo "SMTP_URL=${SMTP_URL:-smtp://127.0.0.1:$MAIL_SMTP_PORT}"
    echo "PUBLIC_URL=${PUBLIC_URL:-http://localhost:$GATEWAY_PORT}"
  fi
  if [ "$name" = media ]; then
    echo "MEDIA_DIR=${MEDIA_DIR:-$DATA_DIR/media}"
    if [ "$INSTANCES" -gt 1 ]; then instances_media_env; else echo "MEDIA_STORAGE=${MEDIA_STORAGE:-local}"; fi
  fi
}

# service_spawn NAME [SLOT]: starts one service in the background from its build (svc-NAME/dist/index.js, made by
# `npm run build`; npm start, npm test and npm run bench build what is stale first), logs to LOG_DIR/ID.log.
service_spawn() {
  local name="$1" slot="${2:-1}" port pid id
  port="$(service_port "$name" "$slot")"
  id="$(instance_id "$name" "$slot")"
  [ -f "$ROOT/svc-$name/dist/index.js" ] || die "svc-$name/dist/index.js does not exist: run 'npm run build -w svc-$name' (or npm start, which builds it)"
  if port_open "$port"; then
    die "port $port ($id) is already in use: is another 'npm start'/'npm test' running? (pid file: $RUN_DIR/$id.pid)"
  fi
  mkdir -p "$LOG_DIR" "$RUN_DIR"
  local -a envs
  mapfile -t envs < <(service_env "$name" "$slot")
  printf '\n--- %s start %s (port %s)\n' "$id" "$(date -Is)" "$port" >>"$LOG_DIR/$id.log"
  # setsid: Ctrl-C reaches only our script, which stops the services in order. Plain JavaScript: no TypeScript
  # compiler in the process (about 90 MiB less resident memory than `node -r @swc-node/register`).
  (cd "$ROOT" && exec env "${envs[@]}" setsid node --enable-source-maps "svc-$name/dist/index.js") \
    >>"$LOG_DIR/$id.log" 2>&1 </dev/null &
  pid=$!
  echo "$pid" >"$RUN_DIR/$id.pid"
  STARTED_SERVICES+=("$id:$pid")
}

# service_await NAME PATH SECONDS [SLOT]: waits for http://127.0.0.1:PORT/PATH, failing with the log's tail.
service_await() {
  local name="$1" path="$2" secs="$3" slot="${4:-1}" pid port id
  id="$(instance_id "$name" "$slot")"
  pid="$(cat "$RUN_DIR/$id.pid")"
  port="$(service_port "$name" "$slot")"
  if ! wait_http "http://127.0.0.1:$port$path" "$secs" "$pid"; then
    warn "svc-$id did not answer $path on $port; last lines of $LOG_DIR/$id.log:"
    tail -n 30 "$LOG_DIR/$id.log" >&2
    return 1
  fi
  say "svc-$id ready on $port"
}

# services_start: identity first (until /ready), then albums, media, content, then the gateway.
services_start() {
  if [ "$INSTANCES" -gt 1 ]; then instances_start; return; fi
  service_spawn identity
  service_await identity /ready 90 || return 1
  local s
  for s in albums media content; do service_spawn "$s"; done
  for s in albums media content; do service_await "$s" /health 90 || return 1; done
  service_spawn gateway
  service_await gateway /health 60 || return 1
}

# services_stop: stops, all at once, only the services this shell started.
services_stop() {
  if [ "$INSTANCES" -gt 1 ]; then instances_stop; return; fi
  local entry pids=() names=()
  for entry in "${STARTED_SERVICES[@]}"; do
    if kill -0 "${entry#*:}" 2>/dev/null; then pids+=("${entry#*:}"); names+=("svc-${entry%%:*}"); fi
  done
  stop_pids 15 "${pids[@]}"
  [ "${#names[@]}" -eq 0 ] || say "stopped ${names[*]}"
  for entry in "${STARTED_SERVICES[@]}"; do rm -f "$RUN_DIR/${entry%%:*}.pid"; done
  STARTED_SERVICES=()
}

# services_alive: false when a started service has exited (its name goes to stdout).
services_alive() {
  if [ "$INSTANCES" -gt 1 ]; then instances_alive; return; fi
  local entry
  for entry in "${STARTED_SERVICES[@]}"; do
    kill -0 "${entry#*:}" 2>/dev/null || { echo "${entry%%:*}"; return 1; }
  done
}

# shellcheck source=instances.sh
source "$(dirname "${BASH_SOURCE[0]}")/instances.sh"
