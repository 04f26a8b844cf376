#!/usr/bin/env bash
# Installs schemathesis (the API fuzzer of scripts/test/fuzz-api.sh) once per machine, in a virtualenv of its own
# in the cache outside the clone: the system Python is never touched. Prints the `st` command's path; a second
# call reuses it. `--path` only prints where it is (or would be), installing nothing; `--check` only says whether it
# is installed (exit status).
set -euo pipefail
VERSION="${SCHEMATHESIS_VERSION:-4.32.5}"
CACHE="${ABIALBUM_CACHE:-$HOME/.cache/abialbum}/schemathesis-$VERSION"
BIN="$CACHE/bin/st"
if [ "${1:-}" = --path ]; then echo "$BIN"; exit 0; fi
DONE="$CACHE/.installed"
if [ "${1:-}" = --check ]; then [ -x "$BIN" ] && [ -f "$DONE" ]; exit; fi
if [ -x "$BIN" ] && [ -f "$DONE" ]; then echo "$BIN"; exit 0; fi
command -v python3 >/dev/null || { echo "python3 is required to install schemathesis" >&2; exit 1; }
# A virtualenv cannot be moved (its scripts name its path): made in place, and taken as finished only once the
# marker is written, so a cut-off install is made again.
rm -rf "$CACHE"
python3 -m venv "$CACHE" >&2
"$CACHE/bin/pip" install --quiet --disable-pip-version-check "schemathesis==$VERSION" >&2
touch "$DONE"
echo "$BIN"
