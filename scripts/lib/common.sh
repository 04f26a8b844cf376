# Shared shell helpers. Source it; it defines ROOT and small functions, and changes no shell options.
# shellcheck shell=bash

ROOT="${ROOT:-$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)}"

say() { printf '\033[36m[abialbum]\033[0m %s\n' "$*" >&2; }
warn() { printf '\033[33m[abialbum]\033[0m %s\n' "$*" >&2; }
die() { printf '\033[31m[abialbum]\033[0m %s\n' "$*" >&2; exit 1; }

# Runs a command as root: directly when we are root, through sudo otherwise.
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

# Runs a command as USER when we are root (engines refuse to run as root); as ourselves otherwise.
as_user() {
  local user="$1"; shift
  if [ "$(id -u)" -eq 0 ]; then runuser -u "$user" -- "$@"; else "$@"; fi
}

# Commands in the background whose output is kept and printed whole once they ended, never interleaved with what
# runs meanwhile: the journeys' lanes (scripts/test/journeys.sh), the contract tests two at a time (scripts/pact.sh),
# a step beside the others (steps.sh's step_beside, which prints its log under its own step header). One way to start
# all three.
# kept_start LOG COMMAND...: starts COMMAND (a command or a shell function, in a subshell) with both its streams in
# LOG and nothing on its input; its pid in KEPT_PID.
kept_start() {
  local log="$1"; shift
  "$@" >"$log" 2>&1 </dev/null &
  KEPT_PID=$!
}
# kept_show TITLE LOG: what a kept command printed, whole, under TITLE (on stderr).
kept_show() { { say "$1"; cat "$2" 2>/dev/null || true; } >&2; }
# kept_stop PID...: stops kept commands still running (TERM; KILL for any still there 15 s later) and waits until
# they ended (a run being stopped leaves nothing behind). Never fails.
kept_stop() {
  [ "$#" -gt 0 ] || return 0
  local pid left i
  kill -TERM "$@" 2>/dev/null || true
  for ((i = 0; i < 150; i++)); do
    left=0
    for pid in "$@"; do kill -0 "$pid" 2>/dev/null && left=1; done
    [ "$left" = 1 ] || break
    sleep 0.1
  done
  [ "$left" = 0 ] || kill -KILL "$@" 2>/dev/null || true
  wait "$@" 2>/dev/null || true
}

port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# wait_port PORT SECONDS [PID]: true once PORT accepts connections; false on timeout or when PID dies.
wait_port() {
  local port="$1" secs="$2" pid="${3:-}" i
  for ((i = 0; i < secs * 5; i++)); do
    port_open "$port" && return 0
    if [ -n "$pid" ] && ! kill -0 "$pid" 2>/dev/null; then return 1; fi
    sleep 0.2
  done
  return 1
}

# wait_http URL SECONDS [PID]: true once URL answers 2xx; false on timeout or when PID dies.
wait_http() {
  local url="$1" secs="$2" pid="${3:-}" i
  for ((i = 0; i < secs * 4; i++)); do
    curl -fsS -o /dev/null --max-time 2 "$url" 2>/dev/null && return 0
    if [ -n "$pid" ] && ! kill -0 "$pid" 2>/dev/null; then return 1; fi
    sleep 0.25
  done
  return 1
}

# pid_alive PIDFILE [PATTERN]: the pid in PIDFILE runs, and its command line contains PATTERN when given
# (a recycled pid must never be mistaken for ours).
pid_alive() {
  local file="$1" pattern="${2:-}" pid
  [ -s "$file" ] || return 1
  pid="$(head -n1 "$file" | tr -dc '0-9')"
  [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null || return 1
  [ -z "$pattern" ] || tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -q -- "$pattern"
}

# stop_pids SECONDS PID...: TERM to each at once, wait until every one is gone, then KILL what is left. Stopping
# services one after another waited for each one's graceful stop in turn (a platform of ten: 29 s instead of 3).
stop_pids() {
  local secs="$1" pid i
  shift
  local pids=() alive
  for pid in "$@"; do kill -0 "$pid" 2>/dev/null && pids+=("$pid"); done
  [ "${#pids[@]}" -gt 0 ] || return 0
  kill -TERM "${pids[@]}" 2>/dev/null || true
  for ((i = 0; i < secs * 10; i++)); do
    alive=()
    for pid in "${pids[@]}"; do kill -0 "$pid" 2>/dev/null && alive+=("$pid"); done
    [ "${#alive[@]}" -gt 0 ] || return 0
    pids=("${alive[@]}")
    sleep 0.1
  done
  warn "pid(s) ${pids[*]} did not stop in ${secs}s; killing them"
  kill -KILL "${pids[@]}" 2>/dev/null || true
}

# stop_pid PID [SECONDS]: TERM, wait, then KILL.
stop_pid() { stop_pids "${2:-10}" "$1"; }

# The profile's engines that are one binary built once per machine by scripts/infra/build-NAME.sh (FerretDB, Mailpit):
# run in the background with their pid in RUN_DIR/NAME.pid and their output in LOG_DIR/NAME.log, and found again
# through the pid file, never by name. Need use_profile called.

# engine_running NAME: the pid file names a live NAME.
engine_running() { pid_alive "$RUN_DIR/$1.pid" "$1"; }

# engine_up NAME LABEL "PORT..." READY ARG...: starts NAME with ARGs unless it already runs for this profile; sets
# ENGINE_STARTED=1 when it started it. Dies when one of its PORTs (the first is the one it is known by) is taken by
# another program. READY PID: a function that waits until the engine answers and dies if it does not.
engine_up() {
  local name="$1" label="$2" ports="$3" ready="$4" port bin pid
  shift 4
  ENGINE_STARTED=0
  if engine_running "$name"; then
    say "$label ($PROFILE) already running on ${ports%% *}: reusing it"
    return 0
  fi
  for port in $ports; do
    port_open "$port" && die "port $port is taken by another program: $label ($PROFILE) cannot start"
  done
  bin="$(bash "$ROOT/scripts/infra/build-$name.sh")" || die "$label build failed"
  # setsid: a Ctrl-C in the terminal reaches our script, which then stops services before the engine.
  setsid "$bin" "$@" >>"$LOG_DIR/$name.log" 2>&1 </dev/null &
  pid=$!
  echo "$pid" >"$RUN_DIR/$name.pid"
  "$ready" "$pid"
  ENGINE_STARTED=1
}

# engine_down NAME SECONDS: stops NAME if it runs (TERM, then KILL after SECONDS); its pid file goes either way.
engine_down() {
  if engine_running "$1"; then stop_pid "$(cat "$RUN_DIR/$1.pid")" "$2"; fi
  rm -f "$RUN_DIR/$1.pid"
}

# newer_than STAMP PATH...: true when STAMP is missing or any file under the PATHs is newer than it.
newer_than() {
  local stamp="$1"; shift
  [ -e "$stamp" ] || return 0
  local found
  found="$(find "$@" \( -name node_modules -o -name dist -o -name .data \) -prune -o -type f -newer "$stamp" -print -quit 2>/dev/null)"
  [ -n "$found" ]
}
