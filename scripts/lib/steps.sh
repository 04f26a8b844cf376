# The steps of a test run (npm test, npm test -- --area NAME): each timed and recorded, a summary at the end whose
# last line is always "N passed, N failed" (steps). Needs common.sh sourced.
# shellcheck shell=bash

PASSED=0 FAILED=0 RESULTS=() T0=$SECONDS CURRENT_STEP="" FAILED_LOGS=()
# Each step's output is also kept here; the summary ends with the last lines of every failed step's, so that a run
# whose output is seen only in part (its end) still says why.
STEP_LOG_DIR="$(mktemp -d "${TMPDIR:-/tmp}/abialbum-steps.XXXXXX")"

# step NAME TIMEOUT COMMAND...: runs one step, records it, false when it failed. TIMEOUT `-` runs a shell
# function in this shell (what it starts is recorded here for the cleanup); otherwise a command under
# `timeout --foreground`, so that Ctrl-C still reaches it.
step() {
  local name="$1" limit="$2" t=$SECONDS rc=0 log; shift 2
  printf '\n\033[1m==> %s\033[0m\n' "$name" >&2
  CURRENT_STEP="$name"
  log="$STEP_LOG_DIR/$((PASSED + FAILED + 1)).log"
  CURRENT_LOG="$log"
  # Process substitutions, not a pipe: a function step still runs in this shell (what it starts is recorded here).
  if [ "$limit" = - ]; then "$@" > >(tee -i -a "$log") 2> >(tee -i -a "$log" >&2) || rc=$?
  else timeout --foreground "$limit" "$@" > >(tee -i -a "$log") 2> >(tee -i -a "$log" >&2) || rc=$?; fi
  record_step "$name" "$limit" "$t" "$rc" "$log"
  CURRENT_STEP=""
  return "$rc"
}

# record_step NAME LIMIT STARTED RC LOG [ENDED]: a step's outcome, for the summary (ENDED: now by default).
record_step() {
  local name="$1" limit="$2" t="$3" rc="$4" log="$5" ended="${6:-$SECONDS}"
  if [ "$rc" -eq 0 ]; then
    PASSED=$((PASSED + 1)); RESULTS+=("  ok    $name ($((ended - t))s)")
  else
    [ "$rc" -eq 124 ] && name="$name: timed out after $limit"
    FAILED=$((FAILED + 1)); RESULTS+=("  FAIL  $name ($((ended - t))s)"); FAILED_LOGS+=("$name|$log")
  fi
}

# step_beside NAME TIMEOUT COMMAND...: starts a step in the background, beside the steps that follow it until
# `join_beside`, for a step that leaves a core idle (a fuzzer against a platform, for a fixed time) next to one that
# needs no more than the rest of the machine. Its output is kept and printed whole when it ends, not interleaved
# (common.sh's kept_start). One at a time.
BESIDE_PID="" BESIDE_NAME="" BESIDE_LIMIT="" BESIDE_LOG="" BESIDE_T=0
step_beside() {
  BESIDE_NAME="$1" BESIDE_LIMIT="$2" BESIDE_T=$SECONDS; shift 2
  BESIDE_LOG="$STEP_LOG_DIR/beside.log"
  printf '\n\033[1m==> %s (beside the next steps; what it prints comes when it ends)\033[0m\n' "$BESIDE_NAME" >&2
  kept_start "$BESIDE_LOG" beside_run "$BESIDE_LIMIT" "$@"
  BESIDE_PID=$KEPT_PID
}

# beside_run LIMIT COMMAND...: the background step's own subshell. Not --foreground: timeout puts the command in a
# process group of its own and ends all of it at its limit, or when it gets TERM itself (this subshell passes its own
# on: `steps_exit`), and kills it 15 s later if it is still there. The time it ended is kept for the summary (it may
# end well before it is joined).
beside_run() {
  local limit="$1" child="" rc=0
  shift
  trap '[ -n "$child" ] && kill -TERM "$child" 2>/dev/null; [ -n "$child" ] && wait "$child"; exit 143' TERM
  timeout -k 15 "$limit" "$@" &
  child=$!
  wait "$child" || rc=$?
  echo "$SECONDS" >"$BESIDE_LOG.ended"
  exit "$rc"
}

# join_beside: waits for the step started by `step_beside`, prints what it printed, records it; false when it failed.
join_beside() {
  [ -n "$BESIDE_PID" ] || return 0
  local rc=0
  wait "$BESIDE_PID" || rc=$?
  BESIDE_PID=""
  printf '\n\033[1m==> %s (ended)\033[0m\n' "$BESIDE_NAME" >&2
  cat "$BESIDE_LOG" >&2
  record_step "$BESIDE_NAME" "$BESIDE_LIMIT" "$BESIDE_T" "$rc" "$BESIDE_LOG" "$(cat "$BESIDE_LOG.ended" 2>/dev/null || echo "$SECONDS")"
  return "$rc"
}

summary() {
  local entry
  for entry in "${FAILED_LOGS[@]}"; do
    printf '\n\033[1mThe end of what "%s" printed\033[0m\n' "${entry%%|*}"
    { tail -n 40 "${entry#*|}" 2>/dev/null | sed -e 's/\x1b\[[0-9;]*m//g'; } || true
  done
  rm -rf "$STEP_LOG_DIR"
  printf '\n\033[1mSummary (%ss)\033[0m\n' "$((SECONDS - T0))"
  printf '%s\n' "${RESULTS[@]}"
  echo "$PASSED passed, $FAILED failed"
}

# KEEP_GOING=1 runs the remaining steps after a failure (to see every problem at once); the result is still a failure.
stop_here() { [ "${KEEP_GOING:-0}" = 1 ] || exit 1; }

# steps_on_exit FUNCTION: after the last step or any interruption, an interrupted step is counted as failed,
# FUNCTION stops what the run started, the summary is printed, and the exit status is 1 when a step failed.
steps_on_exit() {
  STEPS_STOP="$1" STEPS_CLEANED=0
  trap steps_exit EXIT
  trap 'exit 130' INT TERM
}
steps_exit() {
  local rc=$?
  [ "$STEPS_CLEANED" = 1 ] && return; STEPS_CLEANED=1
  if [ -n "${CURRENT_STEP:-}" ]; then FAILED=$((FAILED + 1)); RESULTS+=("  FAIL  $CURRENT_STEP (interrupted)"); FAILED_LOGS+=("$CURRENT_STEP|$CURRENT_LOG"); fi
  # A step beside the others not joined (a step after it failed, or the run was interrupted): recorded as it ended,
  # or, still running, ended and failed.
  if [ -n "${BESIDE_PID:-}" ]; then
    if [ -f "$BESIDE_LOG.ended" ]; then
      join_beside || true
    else
      kept_stop "$BESIDE_PID"
      FAILED=$((FAILED + 1)); RESULTS+=("  FAIL  $BESIDE_NAME (interrupted)"); FAILED_LOGS+=("$BESIDE_NAME|$BESIDE_LOG")
    fi
  fi
  "$STEPS_STOP" || true
  summary
  [ "$rc" -eq 0 ] && [ "$FAILED" -eq 0 ] || exit 1
}
