#!/usr/bin/env bash
# Contract tests.
#   pact.sh                   every consumer (each jest.pact.config.js writes its contracts/pacts/*.json afresh),
#                             then every provider verification (jest.verify.config.js)
#   pact.sh --consumer AREA   only AREA's consumer tests (scripts/areas.json): only that consumer's pact files are
#                             written; one that now differs from the committed one is verified at once by its
#                             provider, as a broker's can-i-deploy would ask
#   pact.sh --provider AREA   only AREA's provider verification, of every consumer's pacts; no pact file is written
#   pact.sh --area AREA       both
#   PACT_BASE=COMMIT          what a consumer's new pacts are compared with (default HEAD: the committed pacts, which the
#                             full run verified)
# A provider verifies the current pacts (contracts/pacts) and the deployed ones (contracts/deployed/<area>/, kept
# by `npm run release:record`): a change that breaks a consumer running now fails here. Fails when a pact it should
# have verified, current or deployed, was not.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
source "$ROOT/scripts/lib/areas.sh"
cd "$ROOT"
export PACT_DO_NOT_TRACK=true SCARF_ANALYTICS=false

usage() { die "usage: scripts/pact.sh [--consumer AREA | --provider AREA | --area AREA]"; }
mode=all area=""
case "${1:-}" in
  "") ;;
  --consumer | --provider | --area) [ -n "${2:-}" ] || usage; mode="${1#--}" area="$2"; area_check "$area" ;;
  *) usage ;;
esac

find_configs() { find . -name "$1" -not -path '*/node_modules/*' | sed 's|^\./||' | sort; }
PACT_DIR="$ROOT/contracts/pacts"

if [ "$mode" = all ]; then
  mapfile -t consumers < <(find_configs jest.pact.config.js)
  mapfile -t providers < <(find_configs jest.verify.config.js)
  if [ "${#consumers[@]}" -eq 0 ] && [ "${#providers[@]}" -eq 0 ] && ! ls "$PACT_DIR"/*.json >/dev/null 2>&1; then
    say "no contract tests yet"
    exit 0
  fi
else
  consumers=() providers=()
  consumer_dir="$(area_field "$area" consumer.dir)" consumer_name="$(area_field "$area" consumer.name)"
  provider_dir="$(area_field "$area" provider.dir)"
  if [ "$mode" != provider ]; then
    if [ -n "$consumer_dir" ]; then consumers=("$consumer_dir/jest.pact.config.js"); else say "$area is no pact's consumer"; fi
  fi
  if [ "$mode" != consumer ]; then
    if [ -n "$provider_dir" ]; then providers=("$provider_dir/jest.verify.config.js"); else say "$area is no pact's provider"; fi
  fi
fi

# Consumers write pact files while they run, providers read them: another run at the same time (another area's)
# waits for the writers (a shared lock to read, an exclusive one to write).
mkdir -p "$ROOT/.data"
exec 8>"$ROOT/.data/pacts.lock"
pact_lock() { flock -n "-$1" 8 || { say "waiting for another contract run (.data/pacts.lock)"; flock "-$1" 8; }; }

# The verifier prints "Verifying a pact between <consumer> and <provider>" for every pact it checks.
VERIFY_LOG="$(mktemp)"
trap 'rm -f "$VERIFY_LOG"' EXIT
# What must have been verified at the end: PROVIDER:CONSUMER, `*` for any.
expected=()

# jest_configs WHAT CONFIG...: a jest run of each CONFIG (in band), two at a time (2 cores: a run waits on its
# database and broker about a third of the time). Each run's output is kept and printed whole when it ends (common.sh's
# kept_start), and added to VERIFY_LOG; fails, naming them, when any run failed. Consumers write different pact files
# (one per consumer and provider) and providers read them, each with a database of its own (freshDatabase), as jest's
# workers do.
jest_configs() {
  local what="$1" dir config ended rc n=0 failed=()
  local -A logs=() configs=()
  shift
  dir="$(mktemp -d)"
  # Stopped (the step's time limit, Ctrl-C): the runs under way are stopped too.
  trap 'kept_stop "${!logs[@]}"; rm -rf "$dir"; exit 143' INT TERM
  for config in "$@" ""; do
    # The next run starts once fewer than two run; after the last one (""), the runs left are waited for.
    while [ "${#logs[@]}" -ge 2 ] || { [ -z "$config" ] && [ "${#logs[@]}" -gt 0 ]; }; do
      # The first run found ended (not `wait -n`: a run that ended while another was waited for may be forgotten by it).
      for ended in "${!logs[@]}"; do kill -0 "$ended" 2>/dev/null || break; ended=""; done
      if [ -z "$ended" ]; then sleep 0.2; continue; fi
      rc=0
      wait "$ended" || rc=$?
      kept_show "$what: ${configs[$ended]}" "${logs[$ended]}"
      cat "${logs[$ended]}" >>"$VERIFY_LOG"
      [ "$rc" = 0 ] || failed+=("${configs[$ended]}")
      unset "logs[$ended]" "configs[$ended]"
    done
    [ -n "$config" ] || break
    n=$((n + 1))
    kept_start "$dir/$n.log" npx jest -c "$config" --ci --runInBand
    logs[$KEPT_PID]="$dir/$n.log" configs[$KEPT_PID]="$config"
  done
  trap - INT TERM
  rm -rf "$dir"
  [ "${#failed[@]}" -eq 0 ] || die "$what failed: ${failed[*]}"
}
verify() { jest_configs "pact provider verification" "$@"; } # verify CONFIG...: providers' verifications, of every consumer's pacts (current and deployed)

if [ "${#consumers[@]}" -gt 0 ]; then
  pact_lock x
  # The consumers write their pact files afresh (pact_ffi merges into a file it finds): an interaction taken out of
  # a consumer test leaves its contract too. One area's run removes only its consumer's files.
  if [ "$mode" = all ]; then
    rm -f "$PACT_DIR"/*.json
  else
    node -e '
      const fs = require("node:fs"), path = require("node:path");
      const [dir, consumer] = process.argv.slice(1);
      for (const f of fs.readdirSync(dir).filter((f) => f.endsWith(".json")))
        if (JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")).consumer.name === consumer) fs.rmSync(path.join(dir, f));
    ' "$PACT_DIR" "$consumer_name"
  fi
  jest_configs "pact consumer" "${consumers[@]}"
fi
pact_lock s

# same_but_boundaries FILE < BASE: true when the pact FILE equals the one on stdin once every multipart request's
# boundary (in its Content-Type and its base64 body) is the same placeholder.
same_but_boundaries() {
  node -e '
    const fs = require("node:fs");
    const normal = (text) => {
      const pact = JSON.parse(text);
      for (const i of pact.interactions ?? []) {
        const type = i.request?.headers?.["Content-Type"]?.[0] ?? "";
        const boundary = /boundary=(.+)$/.exec(type)?.[1];
        if (!boundary) continue;
        i.request.headers["Content-Type"] = [type.replace(boundary, "BOUNDARY")];
        if (i.request.body?.encoded === "base64")
          i.request.body.content = Buffer.from(i.request.body.content, "base64").toString("latin1").split(boundary).join("BOUNDARY");
      }
      delete pact.metadata;
      return JSON.stringify(pact);
    };
    process.exit(normal(fs.readFileSync(0, "utf8")) === normal(fs.readFileSync(process.argv[1], "utf8")) ? 0 : 1);
  ' "$1"
}

if [[ ($mode == consumer || $mode == area) && ${#consumers[@]} -gt 0 ]]; then
  # The committed pacts were verified by their providers (the full run); a pact of this consumer that changed is not
  # yet: its provider verifies it now.
  base="${PACT_BASE:-HEAD}" changed=()
  for file in "$PACT_DIR"/*.json; do
    [ -e "$file" ] || continue
    [ "$(node -p 'require(process.argv[1]).consumer.name' "$file")" = "$consumer_name" ] || continue
    if git cat-file -e "$base:contracts/pacts/$(basename "$file")" 2>/dev/null && git diff --quiet "$base" -- "$file"; then
      say "unchanged from the committed pact ($base): contracts/pacts/$(basename "$file")"
    elif git show "$base:contracts/pacts/$(basename "$file")" 2>/dev/null | same_but_boundaries "$file"; then
      # A multipart request's boundary is drawn afresh by each run: the same contract, so the committed file stays.
      git show "$base:contracts/pacts/$(basename "$file")" >"$file"
      say "unchanged from the committed pact ($base) but for its multipart boundaries: contracts/pacts/$(basename "$file") kept"
    else
      changed+=("$(node -p 'require(process.argv[1]).provider.name' "$file")")
    fi
  done
  for provider in $(printf '%s\n' "${changed[@]}" | sort -u); do
    [ -f "$provider/jest.verify.config.js" ] || die "no provider verification for $provider ($provider/jest.verify.config.js)"
    say "contracts/pacts/$consumer_name-$provider.json changed: $provider verifies it"
    verify "$provider/jest.verify.config.js"
    expected+=("$provider:*")
  done
fi

[ "${#providers[@]}" -eq 0 ] || verify "${providers[@]}"
if [ "$mode" = all ]; then
  expected+=("*:*")
elif [ "$mode" != consumer ] && [ -n "$provider_dir" ]; then
  expected+=("$(area_field "$area" provider.name):*")
fi
[ "${#expected[@]}" -gt 0 ] || exit 0

node - "$PACT_DIR" "$ROOT/contracts/deployed" "$VERIFY_LOG" "${expected[@]}" <<'EOF'
const fs = require('node:fs');
const path = require('node:path');
const [dir, deployedDir, log, ...expected] = process.argv.slice(2);
const text = fs.readFileSync(log, 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
const verified = new Set([...text.matchAll(/Verifying a pact between (\S+) and (\S+)/g)].map((m) => `${m[1]} -> ${m[2]}`));
const json = (d) => (fs.existsSync(d) ? fs.readdirSync(d).filter((f) => f.endsWith('.json')).map((f) => path.join(d, f)) : []);
const deployed = fs.existsSync(deployedDir)
  ? fs.readdirSync(deployedDir, { withFileTypes: true }).filter((e) => e.isDirectory()).flatMap((e) => json(path.join(deployedDir, e.name)))
  : [];
const wanted = (pact) =>
  expected.some((e) => {
    const [provider, consumer] = e.split(':');
    return (provider === '*' || provider === pact.provider.name) && (consumer === '*' || consumer === pact.consumer.name);
  });
const current = json(dir);
const files = [...current, ...deployed]
  .map((file) => ({ file, pact: JSON.parse(fs.readFileSync(file, 'utf8')) }))
  .filter(({ pact }) => pact.consumer && pact.provider && wanted(pact));
const unverified = files.filter(({ pact }) => !verified.has(`${pact.consumer.name} -> ${pact.provider.name}`));
const root = path.resolve(dir, '../..');
for (const { file } of files) console.log(`${unverified.some((u) => u.file === file) ? 'UNVERIFIED' : 'verified  '}  ${path.relative(root, file)}`);
if (current.length === 0) {
  console.error('no pact files in contracts/pacts although contract tests exist');
  process.exit(1);
}
if (unverified.length > 0) {
  console.error(`${unverified.length} pact file(s) have no provider verification`);
  process.exit(1);
}
EOF
