#!/usr/bin/env bash
# Installs schemathesis (the API fuzzer of scripts/test/fuzz-api.sh) once per machine, in a virtualenv of its own
# in the cache outside the clone: the system Python is never touched. Prints the `st` command's path; a second
# call reuses it. `--path` only prints where it is (or would be), installing nothing; `--check` only says whether it
# is installed (exit status).
set -euo pipefail
# shellcheck source=cached-tools.sh
source "$(dirname "${BASH_SOURCE[0]}")/cached-tools.sh"
pypi_tool schemathesis "${SCHEMATHESIS_VERSION:-4.32.5}" st "$@"
