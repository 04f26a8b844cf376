#!/usr/bin/env bash
# Installs PyPI's kubernetes-validate (the Kubernetes JSON schemas, offline: TOOLCHAIN.md) once per machine, in a
# virtualenv of its own in the cache outside the clone: the system Python is never touched. scripts/test/manifests.sh
# checks the chart's rendered manifests with it. Prints the command's path; a second call reuses it. `--path` only
# prints where it is (or would be), installing nothing; `--check` only says whether it is installed (exit status).
set -euo pipefail
# shellcheck source=cached-tools.sh
source "$(dirname "${BASH_SOURCE[0]}")/cached-tools.sh"
pypi_tool kubernetes-validate "${KUBERNETES_VALIDATE_VERSION:-1.37.0}" kubernetes-validate "$@"
