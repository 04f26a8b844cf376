#!/usr/bin/env bash
# Builds Helm once per machine (TOOLCHAIN.md's verified recipe: helm.sh/helm/v3 from the Go module proxy, a minute
# on an idle machine, 5.5 on a busy one; 110 MB) into a cache outside the clone: what scripts/test/manifests.sh lints
# and renders the chart in deploy/helm with. Prints the binary's path; a second call reuses the cached binary.
# `--path` only prints where the binary is (or would be), building nothing.
set -euo pipefail
# shellcheck source=cached-tools.sh
source "$(dirname "${BASH_SOURCE[0]}")/cached-tools.sh"
VERSION="${HELM_VERSION:-v3.22.0}"
go_tool_start Helm helm "$VERSION" "$@"
go_tool_require helm.sh/helm/v3 "$VERSION"
# What a release build sets at link time (helm's Makefile): its version, and the Kubernetes version of its client
# modules (1.37 for v3.22.0), the default of --kube-version (a module build would say 1.20 otherwise).
KUBE_MINOR="${HELM_KUBE_MINOR:-37}"
flags="-X helm.sh/helm/v3/internal/version.version=$VERSION"
for pkg in pkg/chartutil pkg/lint/rules; do
  flags+=" -X helm.sh/helm/v3/$pkg.k8sVersionMajor=1 -X helm.sh/helm/v3/$pkg.k8sVersionMinor=$KUBE_MINOR"
done
go_tool_build helm.sh/helm/v3/cmd/helm -ldflags "$flags"
