# Debian packages the platform needs on this kind of machine. Installs only what is missing.
# shellcheck shell=bash

# fonts-noto-cjk: Chromium's glyphs for Japanese, Korean and Chinese (the language journey at 375 px reads them; without
# it they draw as empty boxes). The core set only (56 MB download, 91 MB installed), not -extra.
SYSTEM_PACKAGES=(postgresql rabbitmq-server chromium fonts-noto-cjk ffmpeg libheif-examples docker-compose)

package_installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'install ok installed'; }

ensure_packages() {
  local missing=() p
  for p in "${SYSTEM_PACKAGES[@]}"; do package_installed "$p" || missing+=("$p"); done
  [ "${#missing[@]}" -eq 0 ] && return 0
  command -v apt-get >/dev/null || die "missing packages (${missing[*]}) and no apt-get to install them"
  say "installing ${missing[*]} (Debian packages)"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  local plain=() lean=()
  for p in "${missing[@]}"; do
    # docker-compose only validates the compose file here: without its recommends (a Docker engine).
    if [ "$p" = docker-compose ]; then lean+=("$p"); else plain+=("$p"); fi
  done
  if [ "${#plain[@]}" -gt 0 ]; then
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${plain[@]}" >/dev/null
  fi
  if [ "${#lean[@]}" -gt 0 ]; then
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${lean[@]}" >/dev/null
  fi
}

# The newest PostgreSQL server binaries Debian installed (postgresql 15 on bookworm).
pg_bin_dir() {
  local dir
  dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n1)"
  [ -n "$dir" ] || die "PostgreSQL server binaries not found under /usr/lib/postgresql"
  echo "$dir"
}
