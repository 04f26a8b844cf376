#!/usr/bin/env bash
# Builds MinIO once per machine (TOOLCHAIN.md's verified recipe) into a cache outside the clone: the S3-compatible
# server the S3 storage tests run against (a separate process, never linked). Prints the binary's path; a second
# call reuses the cached binary. `--path` only prints where the binary is (or would be), building nothing.
set -euo pipefail
VERSION="${MINIO_VERSION:-v0.0.0-20260212201848-7aac2a2c5b7c}"
CACHE="${ABIALBUM_CACHE:-$HOME/.cache/abialbum}/minio-$VERSION"
BIN="$CACHE/minio"
if [ "${1:-}" = --path ]; then echo "$BIN"; exit 0; fi
if [ -x "$BIN" ]; then echo "$BIN"; exit 0; fi
command -v go >/dev/null || { echo "go is required to build MinIO" >&2; exit 1; }
mkdir -p "$CACHE"
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
cd "$W"
printf 'module mwrap\n\ngo 1.24\n\nrequire github.com/minio/minio %s\n' "$VERSION" > go.mod
GOFLAGS=-mod=mod go build -trimpath -o "$BIN.tmp" github.com/minio/minio >&2
mv "$BIN.tmp" "$BIN"
echo "$BIN"
