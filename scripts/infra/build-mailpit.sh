#!/usr/bin/env bash
# Builds Mailpit once per machine (TOOLCHAIN.md's verified recipe) into a cache outside the clone: the local mail
# catcher that svc-identity's mail goes to under `npm start` and in the tests (SMTP in, mail read through its API,
# `GET /api/v1/messages`; a module build has no web UI). Prints the binary's path; a second call reuses the cached
# binary. `--path` only prints where the binary is (or would be), building nothing.
set -euo pipefail
# shellcheck source=cached-tools.sh
source "$(dirname "${BASH_SOURCE[0]}")/cached-tools.sh"
VERSION="${MAILPIT_VERSION:-v1.33.1}"
go_tool_start Mailpit mailpit "$VERSION" "$@"
go_tool_require github.com/axllent/mailpit "$VERSION"
go_tool_build github.com/axllent/mailpit
