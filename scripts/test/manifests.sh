#!/usr/bin/env bash
# The Kubernetes manifests in deploy/helm, checked offline (npm test's step "manifests"). For each area alone and for
# all at once (or only the area named: `bash scripts/test/manifests.sh --area svc-media`, as scripts/test/area.sh
# runs it; `--area packages`, whose code ships inside every area, checks them all): the chart is linted (helm lint
# --strict) and rendered (helm template) with its example values; every rendered object is checked against the
# Kubernetes schemas in strict mode (kubernetes-validate --strict: an unknown or misplaced field fails), of the
# oldest version the chart supports (Chart.yaml's kubeVersion) and the newest bundled; and the renderings are held to
# the policy (scripts/test/manifests-policy.ts: probes, resources, PDB, HPA, NetworkPolicy, non-root read-only
# containers, no `latest` tag, no secret value). The policy's own test (that it fails a careless chart) is
# scripts/test/manifests-policy.test.ts, run with the scripts workspace's tests.
# Helm and kubernetes-validate come from scripts/setup.sh --for-tests (built or installed here if missing).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../lib/common.sh"
cd "$ROOT"

CHART="$ROOT/deploy/helm/abialbum"
VALUES="$CHART/ci/example-values.yaml"
# Rendered for the newest Kubernetes (scripts/test/manifests-policy.test.ts: the same); validated against these.
KUBE_VERSION="${KUBE_VERSION:-1.37.0}"
SCHEMA_VERSIONS=(1.27.0 "$KUBE_VERSION")
ALL_AREAS=(svc-identity svc-albums svc-media svc-content svc-gateway shell mfe-public mfe-owner mfe-admin)
AREAS=()
while [ "$#" -gt 0 ]; do
  case "$1" in
    --area) [ -n "${2:-}" ] || die "--area needs a name"; AREAS+=("$2"); shift 2 ;;
    --area=*) AREAS+=("${1#--area=}"); shift ;;
    *) AREAS+=("$1"); shift ;;
  esac
done
if [ "${#AREAS[@]}" -eq 0 ] || [[ " ${AREAS[*]} " == *" packages "* ]]; then AREAS=("${ALL_AREAS[@]}" all); fi
for area in "${AREAS[@]}"; do
  [[ " ${ALL_AREAS[*]} all " == *" $area "* ]] || die "no area $area in the chart (${ALL_AREAS[*]}, all, packages)"
done

HELM="$(bash "$ROOT/scripts/infra/build-helm.sh")"
VALIDATE="$(bash "$ROOT/scripts/infra/install-kubernetes-validate.sh")"
OUT="$(mktemp -d)"
trap 'rm -rf "$OUT"' EXIT

failed=0
rendered=()
for area in "${AREAS[@]}"; do
  if ! lint="$("$HELM" lint --strict "$CHART" --kube-version "$KUBE_VERSION" -f "$VALUES" --set "area=$area" 2>&1)"; then
    echo "$area: helm lint --strict failed"; echo "$lint" | sed 's/^/  /'; failed=1; continue
  fi
  if ! "$HELM" template abialbum "$CHART" --namespace abialbum --kube-version "$KUBE_VERSION" -f "$VALUES" \
    --set "area=$area" >"$OUT/$area.yaml" 2>"$OUT/$area.err"; then
    echo "$area: helm template failed"; sed 's/^/  /' "$OUT/$area.err"; failed=1; continue
  fi
  echo "$area: helm lint ok, $(grep -c '^kind: ' "$OUT/$area.yaml") objects rendered"
  rendered+=("$area.yaml")
done
[ "${#rendered[@]}" -gt 0 ] || exit 1

cd "$OUT"
for version in "${SCHEMA_VERSIONS[@]}"; do
  if report="$("$VALIDATE" --strict --quiet --kubernetes-version "$version" "${rendered[@]}" 2>&1)"; then
    echo "kubernetes-validate --strict (Kubernetes $version): ${#rendered[@]} rendering(s) valid"
  else
    echo "kubernetes-validate --strict (Kubernetes $version) failed:"; echo "$report" | sed 's/^/  /'; failed=1
  fi
done
cd "$ROOT"
node -r @swc-node/register scripts/test/manifests-policy.ts "${rendered[@]/#/$OUT/}" || failed=1

if [ "$failed" = 0 ]; then echo "manifests: ${#rendered[@]} rendering(s) linted, valid against the schemas and within the policy"; fi
exit "$failed"
