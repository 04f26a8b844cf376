{{/*
nginx.conf of a front end's pod: the image's nginx (scripts/docker/remote.Dockerfile, shell/Dockerfile) run as its
unprivileged user on a read-only file system: it listens on 8080, keeps its pid and temporary files in /tmp (an
emptyDir), and logs to the container's output. The servers are those of scripts/docker/nginx-shell.conf and
nginx-remote.conf (the pages' headers are checked equal by scripts/test/manifests-policy.test.ts), with /ready
beside /health. $ctx: dict root, name.
*/}}
{{- define "abialbum.nginxConf" -}}
{{- $root := .root -}}
worker_processes auto;
pid /tmp/nginx.pid;
error_log /dev/stderr notice;

events {
  worker_connections 1024;
}

http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log /dev/stdout;
  sendfile on;
  keepalive_timeout 65;
  server_tokens off;
  client_body_temp_path /tmp/client_temp;
  proxy_temp_path /tmp/proxy_temp;
  fastcgi_temp_path /tmp/fastcgi_temp;
  uwsgi_temp_path /tmp/uwsgi_temp;
  scgi_temp_path /tmp/scgi_temp;

  server {
    listen 8080;
    root /usr/share/nginx/html;
    gzip on;
    gzip_types application/javascript text/css application/json image/svg+xml;
{{- if eq .name "shell" }}
{{- range $root.Values.entry.trustedProxies }}
    set_real_ip_from {{ . }};
{{- end }}
{{- if $root.Values.entry.trustedProxies }}
    real_ip_header X-Forwarded-For;
    real_ip_recursive on;
{{- end }}

    # The upstreams are resolved when called, so the shell starts before (or without) their areas.
    resolver {{ $root.Values.dns.resolver }} valid=10s ipv6=off;
    set $gateway {{ include "abialbum.fqdn" (dict "root" $root "name" "svc-gateway") }};
    set $mfe_public {{ include "abialbum.fqdn" (dict "root" $root "name" "mfe-public") }};
    set $mfe_owner {{ include "abialbum.fqdn" (dict "root" $root "name" "mfe-owner") }};
    set $mfe_admin {{ include "abialbum.fqdn" (dict "root" $root "name" "mfe-admin") }};

    # The pages' headers, as the gateway sets them in single-host mode (svc-gateway/src/http/security-headers.ts).
    add_header Content-Security-Policy "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob: https: http:; media-src 'self' blob: https: http:; connect-src 'self'; font-src 'self' data:; worker-src 'self' blob:; manifest-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'" always;
    add_header X-Frame-Options "DENY" always;
    add_header X-Content-Type-Options "nosniff" always;
    add_header Referrer-Policy "strict-origin-when-cross-origin" always;
    add_header Permissions-Policy "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), interest-cohort=()" always;

    location = /health { access_log off; default_type application/json; return 200 '{"status":"ok"}'; }
    location = /ready { access_log off; default_type application/json; return 200 '{"status":"ready"}'; }

    location /api/ {
      add_header X-Served-Through "shell" always;
      proxy_pass http://$gateway;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_request_buffering off; # uploads stream through to svc-media
      client_max_body_size 0;      # the gateway enforces the per-route limits
      proxy_max_temp_file_size 0;  # answers (a ZIP download) pass through memory buffers, never /tmp's small emptyDir
    }

    location /mf/public/ { rewrite ^/mf/public/(.*)$ /$1 break; proxy_pass http://$mfe_public; }
    location /mf/owner/ { rewrite ^/mf/owner/(.*)$ /$1 break; proxy_pass http://$mfe_owner; }
    location /mf/admin/ { rewrite ^/mf/admin/(.*)$ /$1 break; proxy_pass http://$mfe_admin; }

    location = / { return 302 /abialbum/landing; }
    location = /remotes.json { expires epoch; }
    location /abialbum { try_files $uri /index.html; }
    location / { try_files $uri @home; }
    location @home { return 302 /; }
{{- else }}
    # Module Federation manifests and chunks, read from the shell's origin.
    add_header Access-Control-Allow-Origin "*" always;

    location = /health { access_log off; default_type application/json; return 200 '{"status":"ok"}'; }
    location = /ready { access_log off; default_type application/json; return 200 '{"status":"ready"}'; }
    location / { try_files $uri =404; }
{{- end }}
  }
}
{{- end -}}
