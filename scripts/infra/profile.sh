# Ports and data directories of a profile: `dev` (npm start), `test` (npm test) or `alt` (ports from ALT_PORT_BASE),
# so they can all run at once.
# shellcheck shell=bash

# use_profile dev|test|alt: sets the profile's variables in the calling shell.
use_profile() {
  PROFILE="$1"
  case "$PROFILE" in
    dev)
      PG_PORT=54329 FERRET_PORT=27117 FERRET_DEBUG_PORT=27118
      RMQ_NODENAME=abialbum-dev@localhost RMQ_PORT=5679 RMQ_DIST_PORT=25679
      GATEWAY_PORT=8080 IDENTITY_PORT=4001 ALBUMS_PORT=4002 MEDIA_PORT=4003 CONTENT_PORT=4004
      GATEWAY_METRICS_PORT=9464 MAIL_SMTP_PORT=1025 MAIL_API_PORT=8025
      ;;
    test)
      PG_PORT=54339 FERRET_PORT=27127 FERRET_DEBUG_PORT=27128
      RMQ_NODENAME=abialbum-test@localhost RMQ_PORT=5689 RMQ_DIST_PORT=25689
      GATEWAY_PORT=18080 IDENTITY_PORT=14001 ALBUMS_PORT=14002 MEDIA_PORT=14003 CONTENT_PORT=14004
      GATEWAY_METRICS_PORT=19464 MAIL_SMTP_PORT=11025 MAIL_API_PORT=18025
      ;;
    alt)
      # A third platform beside the other two (a benchmark or a second developer): every port from ALT_PORT_BASE.
      local b="${ALT_PORT_BASE:-30000}"
      PG_PORT=$((b + 1)) FERRET_PORT=$((b + 2)) FERRET_DEBUG_PORT=$((b + 3))
      RMQ_NODENAME="abialbum-alt$b@localhost" RMQ_PORT=$((b + 4)) RMQ_DIST_PORT=$((b + 5))
      GATEWAY_PORT=$((b + 10)) IDENTITY_PORT=$((b + 11)) ALBUMS_PORT=$((b + 12)) MEDIA_PORT=$((b + 13)) CONTENT_PORT=$((b + 14))
      GATEWAY_METRICS_PORT=$((b + 9)) MAIL_SMTP_PORT=$((b + 6)) MAIL_API_PORT=$((b + 7))
      ;;
    *) die "unknown profile '$PROFILE' (dev, test or alt)" ;;
  esac
  DATA_DIR="$ROOT/.data/$PROFILE"
  [ "$PROFILE" = alt ] && DATA_DIR="$ROOT/.data/alt-${ALT_PORT_BASE:-30000}"
  LOG_DIR="$DATA_DIR/logs"
  RUN_DIR="$DATA_DIR/run"
  LOCAL_MONGO_URL="mongodb://127.0.0.1:$FERRET_PORT"
  LOCAL_AMQP_URL="amqp://guest:guest@127.0.0.1:$RMQ_PORT"
  # FerretDB's pool of PostgreSQL connections must be larger than the number of client connections (every service
  # instance's driver pool, MONGO_POOL_SIZE each): FerretDB 1.24 runs an update or a findAndModify on two pooled
  # connections at once (its read's cursor stays open while it writes), so with as many such calls in flight as the
  # pool has connections, each holds one and waits for a second forever (README "Data at scale").
  FERRET_PG_POOL=400
  PG_MAX_CONNECTIONS=$((FERRET_PG_POOL + 20))
}
