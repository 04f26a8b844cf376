# Front-end builds, only when a source is newer than the last build.
# shellcheck shell=bash

# The front ends: workspaces whose "build" script runs rspack (the shell and the remotes).
build_workspaces() {
  (cd "$ROOT" && node -e '
    const root = require("./package.json");
    for (const ws of root.workspaces) {
      try { if (/rspack/.test(require(`./${ws}/package.json`).scripts?.build ?? "")) console.log(ws); } catch { /* not there yet */ }
    }')
}

# Inputs shared by every front end: a change there rebuilds them all.
SHARED_BUILD_INPUTS=(packages/web-kit contracts/src scripts/rspack package-lock.json tsconfig.base.json tsconfig.web.json)

# build_stale: builds each front end whose sources changed since its dist/.built stamp. FORCE_BUILD=1 rebuilds all.
build_stale() {
  local ws stamp inputs built=0
  for ws in $(build_workspaces); do
    stamp="$ROOT/$ws/dist/.built"
    inputs=("$ROOT/$ws")
    for p in "${SHARED_BUILD_INPUTS[@]}"; do [ -e "$ROOT/$p" ] && inputs+=("$ROOT/$p"); done
    if [ "${FORCE_BUILD:-0}" = 1 ] || newer_than "$stamp" "${inputs[@]}"; then
      say "building $ws"
      (cd "$ROOT" && npm run build -w "$ws" --silent) || { warn "build of $ws failed"; return 1; }
      mkdir -p "$ROOT/$ws/dist" && touch "$stamp"
      built=$((built + 1))
    fi
  done
  [ "$built" -gt 0 ] || say "front-end builds are up to date"
}
