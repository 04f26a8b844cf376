#!/usr/bin/env bash
# Type-checks every workspace and scripts/ (tsc --noEmit), two programs at a time (2 cores); each one's errors are
# printed under its name. The same checks as `npm run typecheck` (each workspace's own tsconfig), in under half the
# time: the workspaces of one kind are checked as one program, so service-kit, web-kit, contracts and the type
# libraries are read and checked once rather than once per workspace. A group's program is made from its workspaces'
# own tsconfig.json (their `include`s; each must extend the group's base and add no options of its own). A workspace
# whose program differs stays alone: svc-gateway (its tests' jsdom brings the DOM's types), e2e and bench (the DOM
# library). A workspace with a tsconfig in neither fails the check: each must be checked somewhere.
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
cd "$ROOT"

# BASE=MEMBER...: a program of the workspaces MEMBER, each extending the tsconfig BASE.
KINDS=(
  "tsconfig.node.json=contracts packages/service-kit svc-identity svc-albums svc-media svc-content scripts"
  "tsconfig.web.json=packages/web-kit shell mfe-public mfe-owner mfe-admin"
)
ALONE=(svc-gateway e2e bench)
OUT="$ROOT/.data/typecheck"
mkdir -p "$OUT"

# Writes each group's program (OUT/<base>) and prints its path; dies naming a workspace in no program, or one whose
# tsconfig a group cannot take as it is.
mapfile -t programs < <(node - "$OUT" "${#ALONE[@]}" "${ALONE[@]}" "${KINDS[@]}" <<'JS'
const fs = require('node:fs');
const path = require('node:path');
const [out, aloneCount, ...rest] = process.argv.slice(2);
const alone = rest.slice(0, Number(aloneCount));
const groups = rest.slice(Number(aloneCount)).map((g) => ({ base: g.split('=')[0], members: g.split('=')[1].split(' ') }));
const root = process.cwd();
const fail = (message) => { console.error(message); process.exit(1); };
const grouped = groups.flatMap((g) => g.members);
const withTsconfig = [...require('./package.json').workspaces, 'scripts'].filter((ws) => fs.existsSync(`${ws}/tsconfig.json`));
const missing = withTsconfig.filter((ws) => !alone.includes(ws) && !grouped.includes(ws));
if (missing.length) fail(`typecheck: not in any checked program (add to KINDS or ALONE in scripts/typecheck.sh): ${missing.join(' ')}`);
for (const { base, members } of groups) {
  const include = members.flatMap((ws) => {
    const own = JSON.parse(fs.readFileSync(`${ws}/tsconfig.json`, 'utf8'));
    if (path.resolve(ws, own.extends ?? '') !== path.resolve(root, base) || own.compilerOptions || own.files || own.exclude)
      fail(`typecheck: ${ws}/tsconfig.json is not its group's base (${base}) plus includes: check it alone (ALONE)`);
    return own.include.map((pattern) => path.resolve(ws, pattern));
  });
  const file = path.join(out, base);
  fs.writeFileSync(file, JSON.stringify({ extends: path.resolve(root, base), include }, null, 2));
  console.log(file);
}
JS
) && [ "${#programs[@]}" -eq "${#KINDS[@]}" ] || die "typecheck: the grouped programs could not be made"

check() {
  local out
  if out="$("$ROOT/node_modules/.bin/tsc" --noEmit -p "$1" 2>&1)"; then echo "ok    $2"; else printf 'FAIL  %s\n%s\n' "$2" "$out"; return 1; fi
}
export -f check
export ROOT

jobs=() # program, label
for i in "${!KINDS[@]}"; do jobs+=("${programs[$i]}" "${KINDS[$i]#*=}"); done
for ws in "${ALONE[@]}"; do jobs+=("$ws" "$ws"); done
printf '%s\n' "${jobs[@]}" | xargs -P 2 -n 2 -d '\n' bash -c 'check "$1" "$2"' _
