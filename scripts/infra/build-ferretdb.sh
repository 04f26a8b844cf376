#!/usr/bin/env bash
# Builds FerretDB once per machine (TOOLCHAIN.md's verified recipe) into a cache outside the clone.
# Prints the binary's path. A second call reuses the cached binary.
set -euo pipefail
VERSION="${FERRETDB_VERSION:-v1.24.2}"
CACHE="${ABIALBUM_CACHE:-$HOME/.cache/abialbum}/ferretdb-$VERSION"
BIN="$CACHE/ferretdb"
if [ -x "$BIN" ]; then echo "$BIN"; exit 0; fi
command -v go >/dev/null || { echo "go is required to build FerretDB" >&2; exit 1; }
mkdir -p "$CACHE"
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
cd "$W"
SRC=$(go mod download -json "github.com/FerretDB/FerretDB@$VERSION" | node -e 'let b="";process.stdin.on("data",d=>b+=d).on("end",()=>console.log(JSON.parse(b).Dir))')
cp -r "$SRC" src && chmod -R u+w src && echo "$VERSION" > src/build/version/version.txt
printf 'module fdbwrap\n\ngo 1.24\n\nrequire github.com/FerretDB/FerretDB %s\n\nreplace github.com/FerretDB/FerretDB => ./src\n' "$VERSION" > go.mod
GOFLAGS=-mod=mod go build -trimpath -o "$BIN.tmp" github.com/FerretDB/FerretDB/cmd/ferretdb >&2
mv "$BIN.tmp" "$BIN"
echo "$BIN"
