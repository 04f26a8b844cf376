# The recipes of the build-*.sh and install-*.sh scripts: a tool made once per machine into a cache outside the
# clone (~/.cache/abialbum, or ABIALBUM_CACHE). Each script prints the tool's path on stdout (a second call reuses
# the cached tool); `--path` only prints where it is (or would be), making nothing. Source it from a script that runs
# with `set -euo pipefail`: these functions end the script once it has nothing left to do.
# shellcheck shell=bash

TOOL_CACHE="${ABIALBUM_CACHE:-$HOME/.cache/abialbum}"

# go_tool_start LABEL NAME VERSION [--path]: sets BIN, TOOL_CACHE/NAME-VERSION/NAME, and ends the script printing it
# when asked for the path only or when it is built already. Otherwise moves into an empty work dir (removed on exit)
# where the caller writes the go.mod to build from (go_tool_require).
go_tool_start() {
  local label="$1" name="$2" version="$3"
  BIN="$TOOL_CACHE/$name-$version/$name"
  if [ "${4:-}" = --path ]; then echo "$BIN"; exit 0; fi
  if [ -x "$BIN" ]; then echo "$BIN"; exit 0; fi
  command -v go >/dev/null || { echo "go is required to build $label" >&2; exit 1; }
  mkdir -p "$(dirname "$BIN")"
  GO_TOOL_WORK=$(mktemp -d)
  trap 'rm -rf "$GO_TOOL_WORK"' EXIT
  cd "$GO_TOOL_WORK"
}

# go_tool_require MODULE VERSION: a go.mod that needs only the tool's module, as published on the Go module proxy.
go_tool_require() {
  printf 'module %swrap\n\ngo 1.24\n\nrequire %s %s\n' "$(basename "$BIN")" "$1" "$2" > go.mod
}

# go_tool_build PACKAGE [GO BUILD FLAG...]: builds PACKAGE (the tool's command) into BIN and prints BIN. The binary
# takes its place only once complete: a cut-off build leaves none to be taken for built.
go_tool_build() {
  local package="$1"
  shift
  GOFLAGS=-mod=mod go build -trimpath "$@" -o "$BIN.tmp" "$package" >&2
  mv "$BIN.tmp" "$BIN"
  echo "$BIN"
}

# pypi_tool PACKAGE VERSION COMMAND [--path|--check]: installs PyPI's PACKAGE==VERSION in a virtualenv of its own,
# TOOL_CACHE/PACKAGE-VERSION (the system Python is never touched), and prints the path of its COMMAND there.
# `--check` only says whether it is installed (exit status).
pypi_tool() {
  local package="$1" version="$2" command="$3"
  local venv="$TOOL_CACHE/$package-$version"
  local bin="$venv/bin/$command" done="$venv/.installed"
  if [ "${4:-}" = --path ]; then echo "$bin"; return 0; fi
  if [ "${4:-}" = --check ]; then [ -x "$bin" ] && [ -f "$done" ]; return; fi
  if [ -x "$bin" ] && [ -f "$done" ]; then echo "$bin"; return 0; fi
  command -v python3 >/dev/null || { echo "python3 is required to install $package" >&2; exit 1; }
  # A virtualenv cannot be moved (its scripts name its path): made in place, and taken as finished only once the
  # marker is written, so a cut-off install is made again.
  rm -rf "$venv"
  python3 -m venv "$venv" >&2
  "$venv/bin/pip" install --quiet --disable-pip-version-check "$package==$version" >&2
  touch "$done"
  echo "$bin"
}
