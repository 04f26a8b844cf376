#!/usr/bin/env bash
# The browser journeys (npm test's "browser journeys" step) against a running platform: two lanes at once, each
# its journeys one after another in a browser of its own, then, alone, the journeys that change what every other
# journey's pages show. On 2 cores one lane leaves about a quarter of the machine idle (it waits on the platform and
# the browser in turn), so two lanes take less time than one. Each lane's output is printed whole when it ends.
#   BASE_URL=http://localhost:18080 MAIL_API_URL=http://127.0.0.1:18025 bash scripts/test/journeys.sh
# `bash scripts/test/journeys.sh journeys/albums.e2e.ts ...` runs the named journeys in band instead.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../lib/common.sh"
cd "$ROOT/e2e"
JEST="$ROOT/node_modules/.bin/jest"

if [ "$#" -gt 0 ]; then exec "$JEST" --runInBand "$@"; fi

# Alone, after both lanes: public-and-admin edits the About page (which accessibility and languages read);
# remote-switch publishes and rolls back a build of the owner front end, which every page of the site loads.
ALONE=(journeys/public-and-admin.e2e.ts journeys/remote-switch.e2e.ts)
# The first lane: the longest journeys, which only read (every screen with axe, every screen in every language).
LANE_A=(journeys/accessibility.e2e.ts journeys/languages.e2e.ts)
# The second lane: every other journey (each signs up its own people and makes its own albums).
LANE_B=()
for file in journeys/*.e2e.ts; do
  case " ${ALONE[*]} ${LANE_A[*]} " in *" $file "*) ;; *) LANE_B+=("$file") ;; esac
done

logs="$(mktemp -d "${TMPDIR:-/tmp}/abialbum-journeys.XXXXXX")"
trap 'rm -rf "$logs"' EXIT

# lane NAME FILE...: one jest run in band, its output kept until it ends, then printed whole.
lane() {
  local name="$1" rc=0; shift
  "$JEST" --runInBand --runTestsByPath "$@" >"$logs/$name.log" 2>&1 || rc=$?
  { printf '\033[36m[abialbum]\033[0m lane %s: %s\n' "$name" "$*"; cat "$logs/$name.log"; } >&2
  return "$rc"
}

say "two lanes of journeys at once: ${LANE_A[*]} | ${LANE_B[*]}"
failed=0
lane a "${LANE_A[@]}" &
lane_a=$!
lane b "${LANE_B[@]}" || failed=1
wait "$lane_a" || failed=1
say "then alone: ${ALONE[*]}"
lane alone "${ALONE[@]}" || failed=1
[ "$failed" = 0 ] || die "some journeys failed (their lanes' output above)"
