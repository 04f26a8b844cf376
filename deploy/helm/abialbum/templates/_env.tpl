{{/*
The environment of a Node component (a service or the gateway): what its config.ts reads. Secrets only by
secretKeyRef; URLs with credentials only through $(VAR) references to those. $ctx: dict root, name.
*/}}
{{- define "abialbum.env" -}}
{{- $root := .root -}}
{{- $name := .name -}}
{{- $v := $root.Values -}}
{{- $facts := include "abialbum.facts" $root | fromYaml -}}
{{- $f := index $facts $name -}}
- name: NODE_ENV
  value: production
- name: PORT
  value: {{ $f.port | quote }}
- name: DRAIN_SECONDS
  value: {{ $v.stop.drainSeconds | quote }}
- name: STOP_ANNOUNCE_MS
  value: {{ $v.stop.announceMs | quote }}
{{- if not (hasKey (index $v.components $name).env "LOG_LEVEL") }}
- name: LOG_LEVEL
  value: {{ $v.logLevel | quote }}
{{- end }}
{{- if eq $f.kind "service" }}
{{- if $v.mongodb.urlSecret.name }}
- name: MONGO_URL
  valueFrom:
    {{- include "abialbum.secretRef" (dict "secret" $v.mongodb.urlSecret "key" $v.mongodb.urlSecret.key "what" "mongodb.urlSecret") | nindent 4 }}
{{- else }}
- name: MONGO_USERNAME
  valueFrom:
    {{- include "abialbum.secretRef" (dict "secret" $v.mongodb.credentialsSecret "key" $v.mongodb.credentialsSecret.usernameKey "what" "mongodb.credentialsSecret") | nindent 4 }}
- name: MONGO_PASSWORD
  valueFrom:
    {{- include "abialbum.secretRef" (dict "secret" $v.mongodb.credentialsSecret "key" $v.mongodb.credentialsSecret.passwordKey "what" "mongodb.credentialsSecret") | nindent 4 }}
{{- if not $v.mongodb.hosts }}{{ fail "set mongodb.hosts: the replica set's members (host:port each)" }}{{ end }}
{{- $query := printf "replicaSet=%s" (required "set mongodb.replicaSet: the replica set's name" $v.mongodb.replicaSet) }}
{{- with $v.mongodb.options }}{{ $query = printf "%s&%s" $query . }}{{ end }}
- name: MONGO_URL
  value: {{ printf "mongodb://$(MONGO_USERNAME):$(MONGO_PASSWORD)@%s/?%s" (join "," $v.mongodb.hosts) $query | quote }}
{{- end }}
- name: MONGO_DB
  value: {{ printf "abialbum_%s" (trimPrefix "svc-" $name) | quote }}
- name: AMQP_USERNAME
  valueFrom:
    {{- include "abialbum.secretRef" (dict "secret" $v.rabbitmq.credentialsSecret "key" $v.rabbitmq.credentialsSecret.usernameKey "what" "rabbitmq.credentialsSecret") | nindent 4 }}
- name: AMQP_PASSWORD
  valueFrom:
    {{- include "abialbum.secretRef" (dict "secret" $v.rabbitmq.credentialsSecret "key" $v.rabbitmq.credentialsSecret.passwordKey "what" "rabbitmq.credentialsSecret") | nindent 4 }}
- name: AMQP_URL
  value: {{ printf "%s://$(AMQP_USERNAME):$(AMQP_PASSWORD)@%s:%v/%s" (ternary "amqps" "amqp" $v.rabbitmq.tls) (required "set rabbitmq.host" $v.rabbitmq.host) $v.rabbitmq.port (urlquery $v.rabbitmq.vhost) | quote }}
- name: JWT_ISSUER
  value: {{ $v.jwt.issuer | quote }}
- name: JWT_AUDIENCE
  value: {{ $v.jwt.audience | quote }}
- name: INTERNAL_TOKEN
  valueFrom:
    {{- include "abialbum.secretRef" (dict "secret" $v.secrets.internalToken "key" $v.secrets.internalToken.key "what" "secrets.internalToken") | nindent 4 }}
{{- if has $name (list "svc-albums" "svc-media") }}
- name: FILE_LINK_SECRET
  valueFrom:
    {{- include "abialbum.secretRef" (dict "secret" $v.secrets.fileLinkSecret "key" $v.secrets.fileLinkSecret.key "what" "secrets.fileLinkSecret") | nindent 4 }}
{{- with $v.secrets.fileLinkSecret.previousKey }}
- name: FILE_LINK_SECRET_PREVIOUS
  valueFrom:
    {{- include "abialbum.secretRef" (dict "secret" $v.secrets.fileLinkSecret "key" . "what" "secrets.fileLinkSecret") | nindent 4 }}
{{- end }}
{{- end }}
{{- if has "svc-identity" $f.calls }}
- name: JWKS_URL
  value: {{ printf "%s/.well-known/jwks.json" (include "abialbum.url" (dict "root" $root "name" "svc-identity")) | quote }}
{{- end }}
{{- end }}
{{- range $f.calls }}
- name: {{ printf "%s_URL" (trimPrefix "svc-" . | upper) }}
  value: {{ include "abialbum.url" (dict "root" $root "name" .) | quote }}
{{- end }}
{{- if eq $name "svc-identity" }}
- name: ADMIN_EMAIL
  valueFrom:
    {{- include "abialbum.secretRef" (dict "secret" $v.secrets.admin "key" $v.secrets.admin.emailKey "what" "secrets.admin") | nindent 4 }}
- name: ADMIN_PASSWORD
  valueFrom:
    {{- include "abialbum.secretRef" (dict "secret" $v.secrets.admin "key" $v.secrets.admin.passwordKey "what" "secrets.admin") | nindent 4 }}
- name: SMTP_URL
  valueFrom:
    {{- include "abialbum.secretRef" (dict "secret" $v.mail.smtpUrlSecret "key" $v.mail.smtpUrlSecret.key "what" "mail.smtpUrlSecret") | nindent 4 }}
- name: MAIL_FROM
  value: {{ $v.mail.from | quote }}
- name: PUBLIC_URL
  value: {{ required "set mail.publicUrl: the site's address the mailed links open (https://album.example.com)" $v.mail.publicUrl | quote }}
{{- end }}
{{- if eq $name "svc-media" }}
- name: MEDIA_STORAGE
  value: s3
- name: MEDIA_DIR
  value: /data/media
- name: S3_ENDPOINT
  value: {{ required "set s3.endpoint: the S3 server's http(s) URL" $v.s3.endpoint | quote }}
- name: S3_BUCKET
  value: {{ required "set s3.bucket" $v.s3.bucket | quote }}
- name: S3_REGION
  value: {{ $v.s3.region | quote }}
- name: S3_ACCESS_KEY_ID
  valueFrom:
    {{- include "abialbum.secretRef" (dict "secret" $v.s3.credentialsSecret "key" $v.s3.credentialsSecret.accessKeyIdKey "what" "s3.credentialsSecret") | nindent 4 }}
- name: S3_SECRET_ACCESS_KEY
  valueFrom:
    {{- include "abialbum.secretRef" (dict "secret" $v.s3.credentialsSecret "key" $v.s3.credentialsSecret.secretAccessKeyKey "what" "s3.credentialsSecret") | nindent 4 }}
{{- end }}
{{- if eq $name "svc-gateway" }}
# Its own /metrics, on a port of its own that the Service does not publish.
- name: METRICS_PORT
  value: {{ $f.metricsPort | quote }}
# Behind the shell's nginx, which appends the client's address: the gateway takes that one (and only it).
- name: TRUST_PROXY
  value: "true"
# See scripts/lib/services.sh: the freed room of forwarded uploads' buffers is kept.
- name: MALLOC_TRIM_THRESHOLD_
  value: "8388608"
{{- end }}
{{- with $v.otel.endpoint }}
- name: OTEL_EXPORTER_OTLP_ENDPOINT
  value: {{ . | quote }}
- name: OTEL_SERVICE_NAME
  value: {{ $name | quote }}
{{- with $v.otel.sampler }}
- name: OTEL_TRACES_SAMPLER
  value: {{ . | quote }}
{{- end }}
{{- with $v.otel.samplerArg }}
- name: OTEL_TRACES_SAMPLER_ARG
  value: {{ . | quote }}
{{- end }}
{{- end }}
{{- range $key, $value := (index $v.components $name).env }}
- name: {{ $key }}
  value: {{ $value | toString | quote }}
{{- end }}
{{- end -}}
