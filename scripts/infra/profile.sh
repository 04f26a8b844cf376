# Ports and data directories of a profile: `dev` (npm start) or `test` (npm test), so both can run at once.
# shellcheck shell=bash

# use_profile dev|test: sets the profile's variables in the calling shell.
use_profile() {
  PROFILE="$1"
  case "$PROFILE" in
    dev)
      PG_PORT=54329 FERRET_PORT=27117 FERRET_DEBUG_PORT=27118
      RMQ_NODENAME=abialbum-dev@localhost RMQ_PORT=5679 RMQ_DIST_PORT=25679
      GATEWAY_PORT=8080 IDENTITY_PORT=4001 ALBUMS_PORT=4002 MEDIA_PORT=4003 CONTENT_PORT=4004
      ;;
    test)
      PG_PORT=54339 FERRET_PORT=27127 FERRET_DEBUG_PORT=27128
      RMQ_NODENAME=abialbum-test@localhost RMQ_PORT=5689 RMQ_DIST_PORT=25689
      GATEWAY_PORT=18080 IDENTITY_PORT=14001 ALBUMS_PORT=14002 MEDIA_PORT=14003 CONTENT_PORT=14004
      ;;
    *) die "unknown profile '$PROFILE' (dev or test)" ;;
  esac
  DATA_DIR="$ROOT/.data/$PROFILE"
  LOG_DIR="$DATA_DIR/logs"
  RUN_DIR="$DATA_DIR/run"
  LOCAL_MONGO_URL="mongodb://127.0.0.1:$FERRET_PORT"
  LOCAL_AMQP_URL="amqp://guest:guest@127.0.0.1:$RMQ_PORT"
}
