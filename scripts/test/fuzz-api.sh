#!/usr/bin/env bash
# Fuzzes the public API from its own document against a running platform (npm test runs it on the test
# platform, right after the browser journeys): schemathesis generates calls for every operation of
# GET /api/v1/openapi.json, signed in as a fresh user, for at most FUZZ_SECONDS (default 150). It fails when an
# answer is a 5xx or shows internal text (a stack trace, an engine's error: scripts/test/fuzz/hooks.py), and
# prints what it tried. Reports (JUnit, NDJSON) go to .data/test/fuzz/.
#   BASE_URL=http://localhost:18080 bash scripts/test/fuzz-api.sh
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../lib/common.sh"
BASE_URL="${BASE_URL:-http://localhost:18080}"
SECONDS_BUDGET="${FUZZ_SECONDS:-150}"
REPORTS="${FUZZ_REPORTS:-$ROOT/.data/test/fuzz}"

ST="$(bash "$ROOT/scripts/infra/install-schemathesis.sh")"
mkdir -p "$REPORTS"
rm -rf "${REPORTS:?}"/* "$REPORTS/.schemathesis"

# A real user, so that user routes are fuzzed past their guard (admin routes then answer 403).
tag="$(date +%s)$RANDOM"
signup="$(curl -fsS -X POST "$BASE_URL/api/v1/abialbum/users/signup" -H 'content-type: application/json' \
  -d "{\"name\":\"Fuzz $tag\",\"email\":\"fuzz-$tag@abialbum.test\",\"password\":\"Fuzz@2024x\"}")" \
  || die "could not sign up the fuzzing user at $BASE_URL"
field() { node -e 'let v = JSON.parse(process.argv[1]); for (const k of process.argv[2].split(".")) v = v?.[k]; process.stdout.write(String(v ?? ""))' "$1" "$2"; }
TOKEN="$(field "$signup" data.accessToken)"
# Things of the user's own, whose ids the fuzzer uses for about half of its path parameters (hooks.py): without
# them nearly every `{id}` it makes up is answered 404 before any of the code behind it runs.
post() {
  curl -sS -X POST "$BASE_URL/api/v1/abialbum/$1" -H 'content-type: application/json' -H "authorization: Bearer $TOKEN" -d "$2" || true
}
album="$(field "$(post albums '{"title":"Fuzzed album","isPublic":true}')" data.album.id)"
ids="{\"albumId\":\"$album\",\"userId\":\"$(field "$signup" data.id)\""
if [ -n "$album" ]; then
  sleep 1 # svc-media learns of the album from an event
  ids+=",\"sectionId\":\"$(field "$(post albums/sections "{\"albumId\":\"$album\",\"title\":\"Fuzzed section\"}")" data.section.id)\""
  ids+=",\"mediaId\":\"$(field "$(post albums/media "{\"albumId\":\"$album\",\"url\":\"https://example.com/fuzz.jpg\"}")" data.media.id)\""
  ids+=",\"highlightId\":\"$(field "$(post albums/highlights "{\"albumId\":\"$album\",\"url\":\"https://example.com/fuzz-h.jpg\"}")" data.highlight.id)\""
fi
export FUZZ_IDS="$ids}"

say "fuzzing $BASE_URL/api/v1/openapi.json for at most ${SECONDS_BUDGET}s"
rc=0
# Positive and negative data, examples and coverage first (every operation, boundary values), then random
# fuzzing until the budget is spent (a fixed seed, so a CI run can be repeated; FUZZ_SEED=<n> explores others). Only our checks: the document's answers are not what is under test here.
# Run from the reports folder: schemathesis keeps its own files (.schemathesis/) where it runs. One worker: with
# more, Hypothesis' descriptions of its strategies race between threads now and then (a "Runtime Error" of the
# tool, failing the run with nothing wrong in the API).
(cd "$REPORTS" && SCHEMATHESIS_HOOKS=hooks PYTHONPATH="$ROOT/scripts/test/fuzz" "$ST" --no-color --config-file "$ROOT/scripts/test/fuzz/schemathesis.toml" run "$BASE_URL/api/v1/openapi.json" \
  --url "$BASE_URL" \
  --header "Authorization: Bearer $TOKEN" \
  --checks not_a_server_error,no_internal_text \
  --phases examples,coverage,fuzzing \
  --max-time "$SECONDS_BUDGET" \
  --max-examples "${FUZZ_MAX_EXAMPLES:-50}" \
  --workers "${FUZZ_WORKERS:-1}" \
  --request-timeout 15 \
  --suppress-health-check all \
  --seed "${FUZZ_SEED:-20261126}" \
  --report junit,ndjson --report-dir "$REPORTS" \
  >"$REPORTS/output.txt" 2>&1) || rc=$?

# The short summary: operations tried, requests and their answers, failures (schemathesis' own summary, then ours
# from its report); the whole output, with each failure's request and answer, is in the reports folder.
sed -n '/= SUMMARY =/,$p' "$REPORTS/output.txt" | grep -vE '^(=|Reports:|  - (JUnit|NDJSON):|For more information|$)' >&2 || true
for report in "$REPORTS"/ndjson-*.ndjson; do
  [ -f "$report" ] && "$(dirname "$ST")/python" "$ROOT/scripts/test/fuzz/summary.py" "$report" >&2
done
[ "$rc" -eq 0 ] || { warn "the fuzzer found failures (or could not run): $REPORTS/output.txt"; tail -n 60 "$REPORTS/output.txt" >&2; }
exit "$rc"
