#!/usr/bin/env bash
# Everything a fresh machine of this kind lacks, and nothing more: Debian packages, npm packages, the FerretDB,
# Mailpit and MinIO binaries (cached outside the clone), the builds of the front ends and services. Fast when all is there.
#   --no-build: all but the builds (front ends and services); --only-build: only those builds;
#   --for-tests: also what only the tests use (MinIO, for svc-media's S3 storage tests; schemathesis, for the API
#   fuzzing; Helm and kubernetes-validate, for the manifest checks); npm test passes it.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
source "$ROOT/scripts/infra/packages.sh"
source "$ROOT/scripts/lib/build.sh"

npm_install_needed() {
  [ -d "$ROOT/node_modules" ] || return 0
  [ -f "$ROOT/node_modules/.package-lock.json" ] || return 0
  [ "$ROOT/package-lock.json" -nt "$ROOT/node_modules/.package-lock.json" ]
}

setup_main() {
  local build=1 for_tests=0 arg
  for arg in "$@"; do
    case "$arg" in
      --no-build) build=0 ;;
      --only-build) build_stale; return ;;
      --for-tests) for_tests=1 ;;
      *) die "unknown option $arg" ;;
    esac
  done
  ensure_packages
  if npm_install_needed; then
    say "installing npm packages"
    # Never `npm ci`: the lockfile made here lacks other platforms' optional binaries (TOOLCHAIN.md).
    local lock=()
    command -v flock >/dev/null && lock=(flock /tmp/npm.lock) # other npm runs on this machine wait their turn
    (cd "$ROOT" && "${lock[@]}" npm install --no-audit --no-fund)
    touch "$ROOT/node_modules/.package-lock.json"
  fi
  if [ -z "${MONGO_URL:-}" ]; then
    bash "$ROOT/scripts/infra/build-ferretdb.sh" >/dev/null
  fi
  # The local mail catcher of npm start and the tests (svc-identity's mail tests start their own).
  if [ -z "${SMTP_URL:-}" ] && [ ! -x "$(bash "$ROOT/scripts/infra/build-mailpit.sh" --path)" ]; then
    say "building Mailpit, the local mail catcher (once per machine, about 30 s)"
    bash "$ROOT/scripts/infra/build-mailpit.sh" >/dev/null
  fi
  # svc-media's S3 storage tests run against a real MinIO, whatever MongoDB is used; npm start does not need it.
  if [ "$for_tests" = 1 ] && [ ! -x "$(bash "$ROOT/scripts/infra/build-minio.sh" --path)" ]; then
    say "building MinIO for the S3 storage tests (once per machine, about 3 minutes)"
    bash "$ROOT/scripts/infra/build-minio.sh" >/dev/null
  fi
  # The API fuzzing of npm test: schemathesis in a virtualenv of its own, outside the clone (never the system Python).
  if [ "$for_tests" = 1 ] && ! bash "$ROOT/scripts/infra/install-schemathesis.sh" --check; then
    say "installing schemathesis for the API fuzzing (once per machine)"
    bash "$ROOT/scripts/infra/install-schemathesis.sh" >/dev/null
  fi
  # The Kubernetes manifests' checks (scripts/test/manifests.sh): Helm built from the Go module proxy, and
  # kubernetes-validate (the Kubernetes schemas, offline) in a virtualenv of its own; both cached outside the clone.
  if [ "$for_tests" = 1 ] && [ ! -x "$(bash "$ROOT/scripts/infra/build-helm.sh" --path)" ]; then
    say "building Helm for the manifest checks (once per machine, 1 to 6 minutes)"
    bash "$ROOT/scripts/infra/build-helm.sh" >/dev/null
  fi
  if [ "$for_tests" = 1 ] && ! bash "$ROOT/scripts/infra/install-kubernetes-validate.sh" --check; then
    say "installing kubernetes-validate for the manifest checks (once per machine)"
    bash "$ROOT/scripts/infra/install-kubernetes-validate.sh" >/dev/null
  fi
  if [ "$build" = 1 ]; then build_stale; fi
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then setup_main "$@"; fi
