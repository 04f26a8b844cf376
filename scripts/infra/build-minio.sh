#!/usr/bin/env bash
# Builds MinIO once per machine (TOOLCHAIN.md's verified recipe) into a cache outside the clone: the S3-compatible
# server the S3 storage tests run against (a separate process, never linked). Prints the binary's path; a second
# call reuses the cached binary. `--path` only prints where the binary is (or would be), building nothing.
set -euo pipefail
# shellcheck source=cached-tools.sh
source "$(dirname "${BASH_SOURCE[0]}")/cached-tools.sh"
VERSION="${MINIO_VERSION:-v0.0.0-20260212201848-7aac2a2c5b7c}"
go_tool_start MinIO minio "$VERSION" "$@"
go_tool_require github.com/minio/minio "$VERSION"
go_tool_build github.com/minio/minio
