#!/usr/bin/env bash
# Contract tests. Consumers first (every jest.pact.config.js: they write contracts/pacts/*.json), then every
# provider verification (jest.verify.config.js). Fails when a pact file in contracts/pacts was not verified.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
cd "$ROOT"
export PACT_DO_NOT_TRACK=true SCARF_ANALYTICS=false

find_configs() { find . -name "$1" -not -path '*/node_modules/*' | sed 's|^\./||' | sort; }
mapfile -t consumers < <(find_configs jest.pact.config.js)
mapfile -t providers < <(find_configs jest.verify.config.js)
PACT_DIR="$ROOT/contracts/pacts"

if [ "${#consumers[@]}" -eq 0 ] && [ "${#providers[@]}" -eq 0 ] && ! ls "$PACT_DIR"/*.json >/dev/null 2>&1; then
  say "no contract tests yet"
  exit 0
fi

# The consumers write the pact files afresh (pact_ffi merges into a file it finds): an interaction taken out of a
# consumer test leaves its contract too.
if [ "${#consumers[@]}" -gt 0 ]; then rm -f "$PACT_DIR"/*.json; fi
for config in "${consumers[@]}"; do
  say "pact consumer: $config"
  npx jest -c "$config" --ci --runInBand || die "consumer pact tests failed: $config"
done

# The verifier prints "Verifying a pact between <consumer> and <provider>" for every pact it checks.
VERIFY_LOG="$(mktemp)"
trap 'rm -f "$VERIFY_LOG"' EXIT
for config in "${providers[@]}"; do
  say "pact provider verification: $config"
  npx jest -c "$config" --ci --runInBand 2>&1 | tee -a "$VERIFY_LOG" || die "provider verification failed: $config"
done

node - "$PACT_DIR" "$VERIFY_LOG" <<'EOF'
const fs = require('node:fs');
const path = require('node:path');
const [dir, log] = process.argv.slice(2);
const text = fs.readFileSync(log, 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
const verified = new Set([...text.matchAll(/Verifying a pact between (\S+) and (\S+)/g)].map((m) => `${m[1]} -> ${m[2]}`));
const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
const unverified = files.filter((f) => {
  const pact = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
  return !verified.has(`${pact.consumer.name} -> ${pact.provider.name}`);
});
for (const f of files) console.log(`${unverified.includes(f) ? 'UNVERIFIED' : 'verified  '}  contracts/pacts/${f}`);
if (files.length === 0) {
  console.error('no pact files in contracts/pacts although contract tests exist');
  process.exit(1);
}
if (unverified.length > 0) {
  console.error(`${unverified.length} pact file(s) have no provider verification`);
  process.exit(1);
}
EOF
