#!/usr/bin/env bash
# npm test: set-up, the test profile's own engines (fresh data, other ports than npm start), then every suite
# in order, stopping at the first failing step: lint, typecheck, unit and service tests of every workspace,
# contract tests, the builds (front ends and services), browser journeys against the whole platform, the API
# fuzzing on the same platform beside the fault suite (crashes and outages on a platform of its own), the short
# rolling drill, the compose file, the manifests.
# The last line is always "N passed, N failed" (steps). Everything it started is stopped on exit.
# `npm test -- --area AREA` runs one team's area alone instead (scripts/test/area.sh).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
source "$ROOT/scripts/infra/infra.sh"
source "$ROOT/scripts/lib/services.sh"
cd "$ROOT"

# npm test -- --area AREA: one team's area alone (scripts/test/area.sh; README "Before a team deploys").
case "${1:-}" in
  "") ;;
  --area) exec bash "$ROOT/scripts/test/area.sh" "${@:2}" ;;
  --area=*) exec bash "$ROOT/scripts/test/area.sh" "${1#--area=}" "${@:2}" ;;
  *) die "usage: npm test [-- --area AREA]" ;;
esac

# step, summary, stop_here (KEEP_GOING=1 runs the remaining steps after a failure; the result is still a failure).
source "$ROOT/scripts/lib/steps.sh"

# Stops, after any step or interruption, what this run started: services, then the test engines.
stop_started() {
  services_stop 2>/dev/null || true
  if [ -n "${INFRA_STARTED:-}" ]; then infra_down test "$INFRA_STARTED"; fi
}
steps_on_exit stop_started

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
step "browser journeys (e2e)" 1200 env BASE_URL="http://localhost:$GATEWAY_PORT" MAIL_API_URL="http://127.0.0.1:$MAIL_API_PORT" \
  npm test -w e2e --silent || stop_here
# The same platform, fuzzed from its API document: no 5xx, no internal text in any answer. It keeps about one core
# busy for a fixed time, so it runs beside the fault suite, whose platform is its own (engines, ports, data): they
# share the machine, nothing else. Beside it, the fuzzer gets 240 s rather than its 150 s alone:
# sharing the machine, it makes about as many calls as alone (4,000-5,000), and still ends before the fault suite.
step_beside "API fuzzing (schemathesis)" 400 env BASE_URL="http://localhost:$GATEWAY_PORT" FUZZ_SECONDS="${FUZZ_SECONDS:-240}" \
  bash scripts/test/fuzz-api.sh
# Its own platform (other ports, fresh data): crashes and outages, and a table of what was lost (nothing).
step "fault suite" 900 bash scripts/test/faults.sh || stop_here
join_beside || stop_here
# Two instances of each service on a platform of its own, each service's replaced one at a time under load: 0 failed, 0 lost.
step "rolling drill (short)" 360 bash scripts/test/rolling-drill.sh || stop_here
step "docker-compose config" 120 docker-compose -f docker-compose.yml config -q || stop_here
step "manifests (helm, kubernetes schemas, policy)" 300 bash scripts/test/manifests.sh || stop_here
