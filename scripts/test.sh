#!/usr/bin/env bash
# npm test: set-up, the test profile's own engines (fresh data, other ports than npm start), then every suite
# in order, stopping at the first failing step: lint, typecheck, unit and service tests of every workspace,
# contract tests, the builds (front ends and services), browser journeys against the whole platform, the API
# fuzzing on the same platform, the fault suite (crashes and outages on a platform of its own), the compose file.
# The last line is always "N passed, N failed" (steps). Everything it started is stopped on exit.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
source "$ROOT/scripts/infra/infra.sh"
source "$ROOT/scripts/lib/services.sh"
cd "$ROOT"

PASSED=0 FAILED=0 RESULTS=() T0=$SECONDS CURRENT_STEP=""

# step NAME TIMEOUT COMMAND...: runs one step, records it, false when it failed. TIMEOUT `-` runs a shell
# function in this shell (what it starts is recorded here for the cleanup); otherwise a command under
# `timeout --foreground`, so that Ctrl-C still reaches it.
step() {
  local name="$1" limit="$2" t=$SECONDS rc=0; shift 2
  printf '\n\033[1m==> %s\033[0m\n' "$name" >&2
  CURRENT_STEP="$name"
  if [ "$limit" = - ]; then "$@" || rc=$?; else timeout --foreground "$limit" "$@" || rc=$?; fi
  if [ "$rc" -eq 0 ]; then
    PASSED=$((PASSED + 1)); RESULTS+=("  ok    $name ($((SECONDS - t))s)")
  else
    [ "$rc" -eq 124 ] && name="$name: timed out after $limit"
    FAILED=$((FAILED + 1)); RESULTS+=("  FAIL  $name ($((SECONDS - t))s)")
  fi
  CURRENT_STEP=""
  return "$rc"
}

summary() {
  printf '\n\033[1mSummary (%ss)\033[0m\n' "$((SECONDS - T0))"
  printf '%s\n' "${RESULTS[@]}"
  echo "$PASSED passed, $FAILED failed"
}

# Stops, after any step or interruption, what this run started: services, then the test engines.
CLEANED=0
cleanup() {
  local rc=$?
  [ "$CLEANED" = 1 ] && return; CLEANED=1
  if [ -n "${CURRENT_STEP:-}" ]; then FAILED=$((FAILED + 1)); RESULTS+=("  FAIL  $CURRENT_STEP (interrupted)"); fi
  services_stop 2>/dev/null || true
  [ -n "${INFRA_STARTED:-}" ] && infra_down test "$INFRA_STARTED"
  summary
  [ "$rc" -eq 0 ] && [ "$FAILED" -eq 0 ] || exit 1
}
trap cleanup EXIT
trap 'exit 130' INT TERM
# KEEP_GOING=1 runs the remaining steps after a failure (to see every problem at once); the result is still a failure.
stop_here() { [ "${KEEP_GOING:-0}" = 1 ] || exit 1; }

mkdir -p "$ROOT/.data"
exec 9>"$ROOT/.data/test.lock"
flock -n 9 || die "another npm test is running on this machine (lock .data/test.lock)"

# A fresh test profile: anything a killed run left behind is stopped (by its pid files) and its data removed.
fresh_infra() {
  infra_down test
  rm -rf "$ROOT/.data/test"
  infra_up test
}

# Workspaces with their own jest config, in workspace order; the journeys (e2e) run later, on the platform.
jest_workspaces() {
  node -e 'for (const ws of require("./package.json").workspaces)
    if (ws !== "e2e" && require("fs").existsSync(`${ws}/jest.config.js`)) console.log(ws)'
}

step "set-up" 1200 bash scripts/setup.sh --no-build --for-tests || stop_here
step "test engines (fresh)" - fresh_infra || stop_here
export MONGO_URL="${MONGO_URL:-$LOCAL_MONGO_URL}" AMQP_URL="${AMQP_URL:-$LOCAL_AMQP_URL}"
step "lint" 600 npm run lint --silent || stop_here
step "typecheck" 900 bash scripts/typecheck.sh || stop_here

unit_failed=0
for ws in $(jest_workspaces) scripts; do
  step "tests: $ws" 900 env -C "$ROOT/$ws" "$ROOT/node_modules/.bin/jest" --ci --maxWorkers=2 --passWithNoTests \
    || unit_failed=1
done
[ "$unit_failed" = 0 ] || stop_here

step "contract tests (pact)" 900 bash scripts/pact.sh || stop_here
step "builds (front ends, services)" 900 bash scripts/setup.sh --only-build || stop_here
# Sizes from the builds' stats (exact, no browser): README "Keeping the first load light".
step "first-load budget" 120 node -r @swc-node/register scripts/budget/check-budget.ts || stop_here
step "platform up (test ports)" - services_start || stop_here
step "browser journeys (e2e)" 1200 env BASE_URL="http://localhost:$GATEWAY_PORT" npm test -w e2e --silent || stop_here
# The same platform, fuzzed from its API document: no 5xx, no internal text in any answer (FUZZ_SECONDS, 150 s).
step "API fuzzing (schemathesis)" 300 env BASE_URL="http://localhost:$GATEWAY_PORT" bash scripts/test/fuzz-api.sh || stop_here
# Its own platform (other ports, fresh data): crashes and outages, and a table of what was lost (nothing).
step "fault suite" 900 bash scripts/test/faults.sh || stop_here
# Two instances of each service on a platform of its own, each service's replaced one at a time under load: 0 failed, 0 lost.
step "rolling drill (short)" 360 bash scripts/test/rolling-drill.sh || stop_here
step "docker-compose config" 120 docker-compose -f docker-compose.yml config -q || stop_here
