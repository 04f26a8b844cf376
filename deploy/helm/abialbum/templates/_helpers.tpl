{{/*
What each component is, from the code (not values: every area's release must agree on them):
- kind: service (its src/config.ts reads MongoDB and RabbitMQ), gateway, or web (nginx serving a front end's build);
- port: the PORT it listens on (its config's default; docker-compose.yml);
- calls: the components it calls, from its config's *_URL variables (JWKS_URL is svc-identity's key set), and for
  the shell the upstreams of its nginx (the gateway and the remotes). scripts/test/manifests-policy.test.ts checks
  this list against each config.ts.
- metricsPort: where /metrics is answered when not on `port` (the gateway's METRICS_PORT: never its public port);
- uid: the image's unprivileged user (node:20-slim's `node`, nginx's `nginx`).
*/}}
{{- define "abialbum.facts" -}}
svc-identity: { kind: service, port: 4001, uid: 1000, calls: [] }
svc-albums: { kind: service, port: 4002, uid: 1000, calls: [svc-identity, svc-media] }
svc-media: { kind: service, port: 4003, uid: 1000, calls: [svc-identity, svc-albums] }
svc-content: { kind: service, port: 4004, uid: 1000, calls: [svc-identity, svc-albums, svc-media] }
svc-gateway: { kind: gateway, port: 8080, metricsPort: 9464, uid: 1000, calls: [svc-identity, svc-albums, svc-media, svc-content] }
shell: { kind: web, port: 8080, uid: 101, calls: [svc-gateway, mfe-public, mfe-owner, mfe-admin] }
mfe-public: { kind: web, port: 8080, uid: 101, calls: [] }
mfe-owner: { kind: web, port: 8080, uid: 101, calls: [] }
mfe-admin: { kind: web, port: 8080, uid: 101, calls: [] }
{{- end -}}

{{- define "abialbum.allComponents" -}}
[svc-identity, svc-albums, svc-media, svc-content, svc-gateway, shell, mfe-public, mfe-owner, mfe-admin]
{{- end -}}

{{/* The components this release installs (`area`). */}}
{{- define "abialbum.selected" -}}
{{- $all := include "abialbum.allComponents" . | fromYamlArray -}}
{{- $area := required "set area: one of svc-identity, svc-albums, svc-media, svc-content, svc-gateway, shell, mfe-public, mfe-owner, mfe-admin, or all" .Values.area -}}
{{- if eq $area "all" -}}
{{ toYaml $all }}
{{- else if has $area $all -}}
{{ toYaml (list $area) }}
{{- else -}}
{{ fail (printf "area %q is none of %s, all" $area (join ", " $all)) }}
{{- end -}}
{{- end -}}

{{/* Labels every object of a component has; $ctx: dict root, name. */}}
{{- define "abialbum.labels" -}}
app.kubernetes.io/name: {{ .name }}
app.kubernetes.io/part-of: abialbum
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
app.kubernetes.io/version: {{ (index .root.Values.components .name).image.tag | toString | replace "+" "_" | trunc 63 | quote }}
helm.sh/chart: {{ printf "%s-%s" .root.Chart.Name .root.Chart.Version }}
{{- end -}}

{{/* A Deployment's selector: the component in this release. */}}
{{- define "abialbum.selector" -}}
app.kubernetes.io/name: {{ .name }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
{{- end -}}

{{/* A component's pods, whichever release installed them (a NetworkPolicy peer across areas). */}}
{{- define "abialbum.peer" -}}
- podSelector:
    matchLabels:
      app.kubernetes.io/name: {{ . }}
      app.kubernetes.io/part-of: abialbum
{{- end -}}

{{/* A component's image: registry/repository:tag, the tag required and never `latest`; $ctx: dict root, name. */}}
{{- define "abialbum.image" -}}
{{- $image := (index .root.Values.components .name).image -}}
{{- $tag := required (printf "set components.%s.image.tag: the version to run (never latest)" .name) $image.tag | toString -}}
{{- if eq (lower $tag) "latest" -}}
{{- fail (printf "components.%s.image.tag is latest: name the version to run" .name) -}}
{{- end -}}
{{- $repo := $image.repository -}}
{{- with .root.Values.image.registry }}{{ $repo = printf "%s/%s" (trimSuffix "/" .) $repo }}{{ end -}}
{{- printf "%s:%s" $repo $tag -}}
{{- end -}}

{{/* A Secret reference that must be named; $ctx: dict secret, key, what. */}}
{{- define "abialbum.secretRef" -}}
secretKeyRef:
  name: {{ required (printf "set %s.name: the existing Secret that holds it" .what) .secret.name }}
  key: {{ required (printf "set the key of %s" .what) .key }}
{{- end -}}

{{/* The component's URL in the namespace (its Service). */}}
{{- define "abialbum.url" -}}
{{- $facts := include "abialbum.facts" .root | fromYaml -}}
http://{{ .name }}:{{ (index $facts .name).port }}
{{- end -}}

{{/* The component's Service, fully qualified (nginx's resolver does not search). */}}
{{- define "abialbum.fqdn" -}}
{{- $facts := include "abialbum.facts" .root | fromYaml -}}
{{ .name }}.{{ .root.Release.Namespace }}.svc.{{ .root.Values.clusterDomain }}:{{ (index $facts .name).port }}
{{- end -}}

{{/* An egress rule to peers from values (.to: a list of peers, or none: any address) on .ports. */}}
{{- define "abialbum.egressTo" -}}
- ports:
  {{- range .ports }}
    - protocol: TCP
      port: {{ . }}
  {{- end }}
  {{- with .to }}
  to:
    {{- toYaml . | nindent 4 }}
  {{- end }}
{{- end -}}
