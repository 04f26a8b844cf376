#!/usr/bin/env bash
# Builds Jaeger (the v2 all-in-one: OTLP receiver, in-memory store, query API) once per machine from the Go module
# proxy (TOOLCHAIN.md's verified recipe, about 2.5 minutes) into a cache outside the clone: the local viewer of the
# services' traces that `TRACING=1 npm start` runs (scripts/lib/tracing.sh). Prints the binary's path; a second call
# reuses the cached binary. `--path` only prints where the binary is (or would be), building nothing.
# A module build has no UI (the page on the query port is a placeholder); `npm run traces` reads its query API.
set -euo pipefail
VERSION="${JAEGER_VERSION:-v1.76.0}"
CACHE="${ABIALBUM_CACHE:-$HOME/.cache/abialbum}/jaeger-$VERSION"
BIN="$CACHE/jaeger"
if [ "${1:-}" = --path ]; then echo "$BIN"; exit 0; fi
if [ -x "$BIN" ]; then echo "$BIN"; exit 0; fi
command -v go >/dev/null || { echo "go is required to build Jaeger" >&2; exit 1; }
mkdir -p "$CACHE"
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
cd "$W"
printf 'module jwrap\n\ngo 1.24\n\nrequire github.com/jaegertracing/jaeger %s\n' "$VERSION" > go.mod
GOFLAGS=-mod=mod go build -trimpath -o "$BIN.tmp" github.com/jaegertracing/jaeger/cmd/jaeger >&2
mv "$BIN.tmp" "$BIN"
echo "$BIN"
