#!/usr/bin/env bash
# Type-checks every workspace and scripts/ (tsc --noEmit), two programs at a time (2 cores); each one's errors are
# printed under its name. The same checks as `npm run typecheck` (each workspace's own tsconfig), in a third of the
# time: the workspaces of one kind are checked as one program (tsconfig.check-node.json, tsconfig.check-web.json),
# so service-kit, web-kit, contracts and the type libraries are read and checked once rather than once per workspace.
# A workspace whose program differs stays alone: svc-gateway (its tests' jsdom brings the DOM's types), e2e and
# bench (the DOM library). A workspace in none of them fails the check: each must be checked somewhere.
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
cd "$ROOT"

GROUPED=(tsconfig.check-node.json tsconfig.check-web.json)
ALONE=(svc-gateway e2e bench)

# Every workspace with a tsconfig, and scripts/, is in a grouped program's include or alone.
missing="$(node -e '
  const fs = require("fs");
  const included = process.argv.slice(1, 3).flatMap((f) => JSON.parse(fs.readFileSync(f, "utf8")).include);
  const alone = process.argv.slice(3);
  const dirs = [...require("./package.json").workspaces, "scripts"].filter((ws) => fs.existsSync(`${ws}/tsconfig.json`));
  for (const ws of dirs) if (!alone.includes(ws) && !included.some((p) => p.startsWith(`${ws}/`))) console.log(ws);
' "${GROUPED[@]}" "${ALONE[@]}")" || die "typecheck: could not read the grouped programs"
[ -z "$missing" ] || die "typecheck: not in any checked program (add to tsconfig.check-*.json): $missing"

check() {
  local out
  if out="$("$ROOT/node_modules/.bin/tsc" --noEmit -p "$1" 2>&1)"; then echo "ok    $1"; else printf 'FAIL  %s\n%s\n' "$1" "$out"; return 1; fi
}
export -f check
export ROOT

printf '%s\n' "${GROUPED[@]}" "${ALONE[@]}" | xargs -P 2 -I{} bash -c 'check "$1"' _ {}
