#!/usr/bin/env bash
# A new build of one remote goes live without the shell (README "A front end goes live alone"):
#   scripts/ops/publish-remote.sh owner                       build mfe-owner into a new build folder and make it live
#   scripts/ops/publish-remote.sh owner --from mfe-owner/dist  publish a build made before
#   scripts/ops/publish-remote.sh owner --rollback [<id>|built] back to the build live before (or that one)
#   scripts/ops/publish-remote.sh owner --list                 the kept builds
# On npm start's platform; PROFILE=test for npm test's. The deploy folder is .data/<profile>/web (WEB_DEPLOY_DIR of
# that profile's gateway); KEEP_BUILDS and RETAIN_HOURS set the retention (scripts/ops/remote-releases.ts).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../lib/common.sh"
source "$ROOT/scripts/infra/profile.sh"
use_profile "${PROFILE:-dev}"
export WEB_DEPLOY_DIR="${WEB_DEPLOY_DIR:-$DATA_DIR/web}"
export GATEWAY_URL="${GATEWAY_URL:-http://127.0.0.1:$GATEWAY_PORT}"
cd "$ROOT"
exec node -r @swc-node/register scripts/ops/publish-remote.ts "$@"
