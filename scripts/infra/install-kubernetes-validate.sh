#!/usr/bin/env bash
# Installs PyPI's kubernetes-validate (the Kubernetes JSON schemas, offline: TOOLCHAIN.md) once per machine, in a
# virtualenv of its own in the cache outside the clone: the system Python is never touched. scripts/test/manifests.sh
# checks the chart's rendered manifests with it. Prints the command's path; a second call reuses it. `--path` only
# prints where it is (or would be), installing nothing; `--check` only says whether it is installed (exit status).
set -euo pipefail
VERSION="${KUBERNETES_VALIDATE_VERSION:-1.37.0}"
CACHE="${ABIALBUM_CACHE:-$HOME/.cache/abialbum}/kubernetes-validate-$VERSION"
BIN="$CACHE/bin/kubernetes-validate"
if [ "${1:-}" = --path ]; then echo "$BIN"; exit 0; fi
DONE="$CACHE/.installed"
if [ "${1:-}" = --check ]; then [ -x "$BIN" ] && [ -f "$DONE" ]; exit; fi
if [ -x "$BIN" ] && [ -f "$DONE" ]; then echo "$BIN"; exit 0; fi
command -v python3 >/dev/null || { echo "python3 is required to install kubernetes-validate" >&2; exit 1; }
# A virtualenv cannot be moved (its scripts name its path): made in place, and taken as finished only once the
# marker is written, so a cut-off install is made again.
rm -rf "$CACHE"
python3 -m venv "$CACHE" >&2
"$CACHE/bin/pip" install --quiet --disable-pip-version-check "kubernetes-validate==$VERSION" >&2
touch "$DONE"
echo "$BIN"
