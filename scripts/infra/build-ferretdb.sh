#!/usr/bin/env bash
# Builds FerretDB once per machine (TOOLCHAIN.md's verified recipe) into a cache outside the clone.
# Prints the binary's path. A second call reuses the cached binary. `--path` only prints where the binary is (or
# would be), building nothing.
set -euo pipefail
# shellcheck source=cached-tools.sh
source "$(dirname "${BASH_SOURCE[0]}")/cached-tools.sh"
VERSION="${FERRETDB_VERSION:-v1.24.2}"
go_tool_start FerretDB ferretdb "$VERSION" "$@"
# Built from a copy of its module's source: its version is a file of the source tree, not a link-time setting.
SRC=$(go mod download -json "github.com/FerretDB/FerretDB@$VERSION" | node -e 'let b="";process.stdin.on("data",d=>b+=d).on("end",()=>console.log(JSON.parse(b).Dir))')
cp -r "$SRC" src && chmod -R u+w src && echo "$VERSION" > src/build/version/version.txt
printf 'module fdbwrap\n\ngo 1.24\n\nrequire github.com/FerretDB/FerretDB %s\n\nreplace github.com/FerretDB/FerretDB => ./src\n' "$VERSION" > go.mod
go_tool_build github.com/FerretDB/FerretDB/cmd/ferretdb
