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
lanes=() names=() failed=0
# Stopped (the step's time limit, Ctrl-C): the lanes are stopped too, and what they printed so far is shown.
stopped() {
  kept_stop ${lanes[@]+"${lanes[@]}"}
  cat "$logs"/*.log >&2 2>/dev/null || true
  exit 130
}
trap stopped INT TERM
trap 'rm -rf "$logs"' EXIT

# lane NAME FILE...: a jest run of the journeys FILE..., in band, in a browser of its own, its output kept (common.sh).
lane() {
  local name="$1"; shift
  kept_start "$logs/$name.log" "$JEST" --runInBand --runTestsByPath "$@"
  lanes+=("$KEPT_PID") names+=("$name: $*")
}
# lanes_end: waits for every lane started, in order, and prints what each printed once it ended.
lanes_end() {
  local i name
  for i in "${!lanes[@]}"; do
    wait "${lanes[$i]}" || failed=1
    name="${names[$i]}"
    kept_show "lane $name" "$logs/${name%%:*}.log"
  done
  lanes=() names=()
}

say "two lanes of journeys at once: ${LANE_A[*]} | ${LANE_B[*]}"
lane a "${LANE_A[@]}"
lane b "${LANE_B[@]}"
lanes_end
say "then alone: ${ALONE[*]}"
lane alone "${ALONE[@]}"
lanes_end
[ "$failed" = 0 ] || die "some journeys failed (their lanes' output above)"
