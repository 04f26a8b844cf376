# Builds of the front ends and the services, each only when one of its sources is newer than its last build.
# shellcheck shell=bash

# The workspaces whose "build" script runs rspack: the front ends (the shell and the remotes) and the services.
build_workspaces() {
  (cd "$ROOT" && node -e '
    const root = require("./package.json");
    for (const ws of root.workspaces) {
      try { if (/rspack/.test(require(`./${ws}/package.json`).scripts?.build ?? "")) console.log(ws); } catch { /* not there yet */ }
    }')
}

# Inputs shared by every front end, and by every service: a change there rebuilds them all.
SHARED_BUILD_INPUTS=(packages/web-kit contracts/src scripts/rspack package-lock.json tsconfig.base.json tsconfig.web.json)
SHARED_SERVICE_INPUTS=(packages/service-kit/src packages/service-kit/package.json contracts/src contracts/package.json scripts/rspack/service.config.js package-lock.json tsconfig.base.json tsconfig.node.json)

# The sources of one workspace's build: a service is built from src/ alone (its tests do not go in).
build_inputs() {
  local ws="$1" p
  case "$ws" in
    svc-*) echo "$ROOT/$ws/src"; echo "$ROOT/$ws/package.json"; for p in "${SHARED_SERVICE_INPUTS[@]}"; do echo "$ROOT/$p"; done ;;
    *) echo "$ROOT/$ws"; for p in "${SHARED_BUILD_INPUTS[@]}"; do echo "$ROOT/$p"; done ;;
  esac
}

# build_stale [WS...]: builds each front end and service (or only the ones given: an area's) whose sources changed
# since its dist/.built stamp. FORCE_BUILD=1 rebuilds all.
build_stale() {
  local ws stamp p inputs built=0 list=("$@")
  [ "${#list[@]}" -gt 0 ] || mapfile -t list < <(build_workspaces)
  for ws in "${list[@]}"; do
    stamp="$ROOT/$ws/dist/.built"
    inputs=()
    while read -r p; do [ -e "$p" ] && inputs+=("$p"); done < <(build_inputs "$ws")
    if [ "${FORCE_BUILD:-0}" = 1 ] || newer_than "$stamp" "${inputs[@]}"; then
      say "building $ws"
      (cd "$ROOT" && npm run build -w "$ws" --silent) || { warn "build of $ws failed"; return 1; }
      mkdir -p "$ROOT/$ws/dist" && touch "$stamp"
      built=$((built + 1))
    fi
  done
  [ "$built" -gt 0 ] || say "builds are up to date"
}
