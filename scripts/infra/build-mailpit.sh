#!/usr/bin/env bash
# Builds Mailpit once per machine (TOOLCHAIN.md's verified recipe) into a cache outside the clone: the local mail
# catcher that svc-identity's mail goes to under `npm start` and in the tests (SMTP in, mail read through its API,
# `GET /api/v1/messages`; a module build has no web UI). Prints the binary's path; a second call reuses the cached
# binary. `--path` only prints where the binary is (or would be), building nothing.
set -euo pipefail
VERSION="${MAILPIT_VERSION:-v1.33.1}"
CACHE="${ABIALBUM_CACHE:-$HOME/.cache/abialbum}/mailpit-$VERSION"
BIN="$CACHE/mailpit"
if [ "${1:-}" = --path ]; then echo "$BIN"; exit 0; fi
if [ -x "$BIN" ]; then echo "$BIN"; exit 0; fi
command -v go >/dev/null || { echo "go is required to build Mailpit" >&2; exit 1; }
mkdir -p "$CACHE"
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
cd "$W"
printf 'module mwrap\n\ngo 1.24\n\nrequire github.com/axllent/mailpit %s\n' "$VERSION" > go.mod
GOFLAGS=-mod=mod go build -trimpath -o "$BIN.tmp" github.com/axllent/mailpit >&2
mv "$BIN.tmp" "$BIN"
echo "$BIN"
