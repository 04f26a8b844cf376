#!/usr/bin/env bash
# Replaces a service's instances one at a time, as a team's deploy does, on a platform started with INSTANCES=N
# (npm start; PROFILE=test for npm test's ports, PROFILE=alt with ALT_PORT_BASE for a platform of its own):
#   scripts/roll.sh albums        every instance of svc-albums in turn
#   scripts/roll.sh albums 2      only the one on slot 2 (ports: scripts/lib/instances.sh)
# Each: a new instance (from svc-NAME/dist, so build first: npm run build -w svc-albums) on the free slot, until
# its /ready says 200; then SIGTERM to the old one, waiting until it has finished its calls and exited.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/infra/infra.sh"
use_profile "${PROFILE:-dev}"
[ -f "$RUN_DIR/instances" ] || die "no platform with INSTANCES > 1 runs on the $PROFILE profile (INSTANCES=2 npm start)"
INSTANCES="$(cat "$RUN_DIR/instances")"
source "$ROOT/scripts/lib/services.sh"
name="${1:-}"
case "$name" in identity | albums | media | content) ;; *) die "usage: scripts/roll.sh identity|albums|media|content [SLOT]" ;; esac
if [ -n "${2:-}" ]; then instance_roll "$name" "$2" >/dev/null; else instances_roll "$name"; fi
