#!/usr/bin/env bash
# npm run bench: measures a running platform. Uses `npm start`'s platform when it is up; otherwise starts the
# test profile (infra and services on the test ports) for the run and stops it afterwards, unless `npm test`
# holds it. The svc-albums benchmarks start the service in-process on a fresh database of that profile's
# engine (or of MONGO_URL), dropped afterwards.
# `npm run bench -- upload lighthouse` runs only those (bench/src/<name>.ts) against the same platform.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
source "$ROOT/scripts/infra/infra.sh"
source "$ROOT/scripts/lib/services.sh"
source "$ROOT/scripts/setup.sh"

# BENCH_PROFILE=alt (with ALT_PORT_BASE) measures a platform of its own, beside npm start and npm test.
BENCH_PROFILE="${BENCH_PROFILE:-dev}"
use_profile "$BENCH_PROFILE"
# Benchmarks that start a platform of their own (bench/src/own-platform.ts) need none started here, only the builds:
# a second platform left idle beside theirs would take a share of the 2 cores they measure.
OWN_PLATFORM_BENCHES=" rolling instances-cost load scale tracing-cost "
own_platform_only() { [ $# -gt 0 ] || return 1; local n; for n in "$@"; do [[ "$OWN_PLATFORM_BENCHES" == *" $n "* ]] || return 1; done; }
if own_platform_only "$@"; then
  setup_main
elif [ "$BENCH_PROFILE" = alt ]; then
  setup_main
  trap 'services_stop; [ -n "${INFRA_STARTED:-}" ] && infra_down alt "$INFRA_STARTED"' EXIT
  trap 'exit 130' INT TERM
  infra_up alt
  LOG_LEVEL="${LOG_LEVEL:-warn}" services_start || die "the platform did not come up (logs in $LOG_DIR)"
elif curl -fs -o /dev/null --max-time 2 "http://127.0.0.1:$GATEWAY_PORT/health" \
  && curl -fs -o /dev/null --max-time 2 "http://127.0.0.1:$IDENTITY_PORT/health"; then
  say "measuring the running npm start platform"
else
  # npm test starts the same engines on the same ports, and stops them when it begins or ends.
  mkdir -p "$ROOT/.data"
  exec 9>"$ROOT/.data/test.lock"
  flock -n 9 || die "npm test is running (lock .data/test.lock): it uses the test profile; run the benchmarks after it"
  setup_main
  trap 'services_stop; [ -n "${INFRA_STARTED:-}" ] && infra_down test "$INFRA_STARTED"' EXIT
  trap 'exit 130' INT TERM
  infra_up test
  LOG_LEVEL="${LOG_LEVEL:-warn}" services_start || die "the platform did not come up (logs in $LOG_DIR)"
fi

export GATEWAY_URL="http://127.0.0.1:$GATEWAY_PORT" IDENTITY_URL="http://127.0.0.1:$IDENTITY_PORT"
export BASE_URL="http://localhost:$GATEWAY_PORT"
export MONGO_URL="${MONGO_URL:-$LOCAL_MONGO_URL}"
# The upload benchmark reads the services' memory (their pid files) and writes next to their media folder.
export BENCH_RUN_DIR="$RUN_DIR" BENCH_MEDIA_DIR="${MEDIA_DIR:-$DATA_DIR/media}"
if [ $# -gt 0 ]; then
  for name in "$@"; do
    [ -f "$ROOT/bench/src/$name.ts" ] || die "no benchmark bench/src/$name.ts"
    (cd "$ROOT/bench" && node -r @swc-node/register "src/$name.ts")
  done
else
  (cd "$ROOT" && npm run bench -w bench --silent)
fi
say "results written to bench/results.json"
