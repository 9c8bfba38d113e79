# Sourced by scripts/test-all.sh (npm test) and scripts/test-quick.sh: how a test script runs its
# steps. The caller removes "$LOGS" when it exits.

LOGS="$(mktemp -d)"

# Each step says when it started (seconds since the script began): where the time goes (docs/testing.md).
step() { printf '\n== [%ds] %s\n' "$SECONDS" "$1"; }
# Every step that drives a browser or a server has a time limit: a hang fails its step.
limit() { timeout --kill-after=20 "$@"; }

# alongside NAME COMMAND...: starts COMMAND in the background, its output kept for `joined NAME`.
alongside() {
  local name=$1
  shift
  step "$name (alongside the next step; its output follows it)"
  ("$@") >"$LOGS/$name.log" 2>&1 &
  echo $! >"$LOGS/$name.pid"
}
# joined NAME: waits for a step started with `alongside`, prints its output, and fails if it failed.
joined() {
  local name=$1 status=0
  wait "$(cat "$LOGS/$name.pid")" || status=$?
  step "$name"
  cat "$LOGS/$name.log"
  [ "$status" -eq 0 ] || {
    echo "$name failed (exit $status)"
    exit "$status"
  }
}
