#!/usr/bin/env bash
# Builds Jaeger (the v2 all-in-one: OTLP receiver, in-memory store, query API) once per machine from the Go module
# proxy (TOOLCHAIN.md's verified recipe, about 2.5 minutes) into a cache outside the clone: the local viewer of the
# services' traces that `TRACING=1 npm start` runs (scripts/lib/tracing.sh). Prints the binary's path; a second call
# reuses the cached binary. `--path` only prints where the binary is (or would be), building nothing.
# A module build has no UI (the page on the query port is a placeholder); `npm run traces` reads its query API.
set -euo pipefail
# shellcheck source=cached-tools.sh
source "$(dirname "${BASH_SOURCE[0]}")/cached-tools.sh"
VERSION="${JAEGER_VERSION:-v1.76.0}"
go_tool_start Jaeger jaeger "$VERSION" "$@"
go_tool_require github.com/jaegertracing/jaeger "$VERSION"
go_tool_build github.com/jaegertracing/jaeger/cmd/jaeger
