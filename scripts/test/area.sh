#!/usr/bin/env bash
# npm test -- --area AREA (scripts/test.sh hands it here): one team's checks alone, before it deploys its area
# (README "Before a team deploys"). The areas are in scripts/areas.json: svc-identity, svc-albums, svc-media,
# svc-content, svc-gateway, shell, mfe-public, mfe-owner, mfe-admin, packages. Steps, stopping at the first failure
# (KEEP_GOING=1 runs them all): set-up; the area's own fresh engines (every area but the gateway: a front end's
# contract step may verify a changed pact against its provider); lint and typecheck of its workspaces; their unit and
# service tests; its contract tests (scripts/pact.sh --area: the pacts it writes as a consumer, verifying any that
# changed, and every current and deployed pact it provides); its build (and for a front end the first-load budget);
# its manifests (scripts/test/manifests.sh --area). The last line is "N passed, N failed", as in npm test.
#
# Engines: a profile of the area's own (alt, ports from the area's portBase in areas.json, data in
# .data/alt-<portBase>, fresh each run, stopped at the end), so two areas, and npm test, can run at once; only one
# run of the same area at a time (.data/area-<AREA>.lock).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../lib/common.sh"
source "$ROOT/scripts/infra/infra.sh"
source "$ROOT/scripts/lib/areas.sh"
source "$ROOT/scripts/lib/build.sh"
source "$ROOT/scripts/lib/steps.sh"
cd "$ROOT"

AREA="${1:-}"
[ -n "$AREA" ] && [ $# -eq 1 ] || die "usage: npm test -- --area AREA (one of: $(area_names))"
area_check "$AREA"
read -r -a WORKSPACES <<<"$(area_field "$AREA" workspaces)"
read -r -a BUILDS <<<"$(area_field "$AREA" build)"
ALT_PORT_BASE="$(area_field "$AREA" portBase)"
export ALT_PORT_BASE

stop_started() { if [ -n "${INFRA_STARTED:-}" ]; then infra_down alt "$INFRA_STARTED"; fi; }
steps_on_exit stop_started

mkdir -p "$ROOT/.data"
exec 9>"$ROOT/.data/area-$AREA.lock"
flock -n 9 || die "the $AREA area's checks are already running on this machine (lock .data/area-$AREA.lock)"
say "area $AREA: ${WORKSPACES[*]}"

# The area's engines, fresh: whatever a killed run left is stopped (by its pid files) and its data removed.
fresh_engines() {
  infra_down alt
  use_profile alt
  rm -rf "$DATA_DIR"
  infra_up alt
}

# What the area ships as the full run builds it (only when its sources changed since its build; FORCE_BUILD=1 always).
build() { build_stale "${BUILDS[@]}"; }


setup_flags=(--no-build)
[ "$(area_field "$AREA" minio)" = true ] && setup_flags+=(--for-tests)
step "set-up" 1200 bash scripts/setup.sh "${setup_flags[@]}" || stop_here
if [ "$(area_field "$AREA" engines)" = true ]; then
  step "engines of $AREA (fresh, ports from $ALT_PORT_BASE)" - fresh_engines || stop_here
  export MONGO_URL="${MONGO_URL:-$LOCAL_MONGO_URL}" AMQP_URL="${AMQP_URL:-$LOCAL_AMQP_URL}"
fi
step "lint: ${WORKSPACES[*]}" 300 "$ROOT/node_modules/.bin/eslint" --max-warnings=0 "${WORKSPACES[@]}" || stop_here
types_failed=0
for ws in "${WORKSPACES[@]}"; do
  [ -f "$ws/tsconfig.json" ] || continue
  step "typecheck: $ws" 600 "$ROOT/node_modules/.bin/tsc" --noEmit -p "$ws" || types_failed=1
done
[ "$types_failed" = 0 ] || stop_here
tests_failed=0
for ws in "${WORKSPACES[@]}"; do
  [ -f "$ws/jest.config.js" ] || continue
  step "tests: $ws" 900 env -C "$ROOT/$ws" "$ROOT/node_modules/.bin/jest" --ci --maxWorkers=2 --passWithNoTests \
    || tests_failed=1
done
[ "$tests_failed" = 0 ] || stop_here
step "contract tests (pact) of $AREA" 600 bash scripts/pact.sh --area "$AREA" || stop_here
if [ "${#BUILDS[@]}" -gt 0 ]; then
  step "build: ${BUILDS[*]}" - build || stop_here
  if [ "$(area_field "$AREA" budget)" = true ]; then
    step "first-load budget" 300 node -r @swc-node/register scripts/budget/check-budget.ts || stop_here
  fi
fi
# The area's rendered manifests (the Helm chart under deploy/helm; for packages, every area's).
step "manifests of $AREA" 600 bash scripts/test/manifests.sh --area "$AREA" || stop_here
