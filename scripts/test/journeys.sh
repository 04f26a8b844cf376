#!/usr/bin/env bash
# The browser journeys (npm test's "browser journeys" step) against a running platform: two lanes at once, each
# its journeys one after another in a browser of its own, then, alone, the journeys that change what other journeys'
# pages show. On 2 cores one lane leaves about a quarter of the machine idle (it waits on the platform and the browser
# in turn), so two lanes take less time than one. Each lane's output is printed whole once it ended.
#   BASE_URL=http://localhost:18080 MAIL_API_URL=http://127.0.0.1:18025 bash scripts/test/journeys.sh
# `bash scripts/test/journeys.sh journeys/albums.e2e.ts ...` runs the named journeys in band instead.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../lib/common.sh"
cd "$ROOT/e2e"
JEST="$ROOT/node_modules/.bin/jest"

if [ "$#" -gt 0 ]; then exec "$JEST" --runInBand "$@"; fi

# Alone, after both lanes: public-and-admin edits the About page (which accessibility and languages read) and blocks
# an album for a moment; remote-switch publishes and rolls back a build of the owner front end, which every page loads.
ALONE=(journeys/public-and-admin.e2e.ts journeys/remote-switch.e2e.ts)
# The first lane: the two longest journeys (every screen with axe, every screen in every language), which change
# nothing the others check (their own people and albums only).
LANE_A=(journeys/accessibility.e2e.ts journeys/languages.e2e.ts)
# The second lane: every other journey (each signs up its own people and makes its own albums).
LANE_B=()
for file in journeys/*.e2e.ts; do
  case " ${ALONE[*]} ${LANE_A[*]} " in *" $file "*) ;; *) LANE_B+=("$file") ;; esac
done

logs="$(mktemp -d "${TMPDIR:-/tmp}/abialbum-journeys.XXXXXX")"
lanes=()
# Stopped (the step's time limit, Ctrl-C): the lanes are stopped too, and what they printed so far is shown.
stopped() {
  [ "${#lanes[@]}" -eq 0 ] || kill -TERM "${lanes[@]}" 2>/dev/null || true
  wait || true
  cat "$logs"/*.log >&2 2>/dev/null || true
  exit 130
}
trap stopped INT TERM
trap 'rm -rf "$logs"' EXIT

# show NAME FILE...: what a lane printed, whole, once it ended.
show() {
  local name="$1"; shift
  { printf '\033[36m[abialbum]\033[0m lane %s: %s\n' "$name" "$*"; cat "$logs/$name.log"; } >&2
}

say "two lanes of journeys at once: ${LANE_A[*]} | ${LANE_B[*]}"
failed=0
"$JEST" --runInBand --runTestsByPath "${LANE_A[@]}" >"$logs/a.log" 2>&1 &
lanes+=($!)
"$JEST" --runInBand --runTestsByPath "${LANE_B[@]}" >"$logs/b.log" 2>&1 &
lanes+=($!)
wait "${lanes[0]}" || failed=1
show a "${LANE_A[@]}"
wait "${lanes[1]}" || failed=1
show b "${LANE_B[@]}"
say "then alone: ${ALONE[*]}"
"$JEST" --runInBand --runTestsByPath "${ALONE[@]}" >"$logs/alone.log" 2>&1 &
lanes=($!)
wait "${lanes[0]}" || failed=1
show alone "${ALONE[@]}"
lanes=()
[ "$failed" = 0 ] || die "some journeys failed (their lanes' output above)"
