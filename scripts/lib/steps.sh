# Sourced by scripts/test-all.sh (npm test) and scripts/test-quick.sh: how a test script runs its
# steps, how long it lets each run, and how it ends: whether it passes, fails in any step or is
# interrupted (Ctrl-C, SIGTERM), nothing it started is left running (docs/testing.md#time-limits-and-the-end-of-a-run).
# A caller that makes temporary folders names them with `remove_at_end`.

# The run's own temporary folder, for everything it starts (TMPDIR: Node's os.tmpdir(), mktemp,
# Chromium) and for the steps' logs: some tools never remove what they make there (each of Gatsby's
# worker pools leaves a folder; xvfb-run, wrangler dev and Chromium leave theirs when a signal stops
# them), and the end of the run removes it with all of that in it. Open to every user, as /tmp is
# (sticky: each removes only its own): the workflow replay runs a job as another user
# (__tests__/ci/replay/runner.ts).
RUN_TMP="$(mktemp -d)"
chmod 1777 "$RUN_TMP"
export TMPDIR="$RUN_TMP"
TO_REMOVE=("$RUN_TMP")
remove_at_end() { TO_REMOVE+=("$@"); }
LOGS="$(mktemp -d)"

# Every process the run starts carries this variable in its environment, as children inherit it, so
# the end of the run finds each one wherever it went: a process group of its own (`timeout` makes
# one, so a Ctrl-C at the terminal never reaches what it runs), a new session (xvfb-run's display,
# a detached driver), or init, once the process that started it has gone.
RUN_MARK="RESPITE_TEST_RUN_$$_${RANDOM}"
export "$RUN_MARK=1"

# The pids of this run's processes, but this shell's own and the shell asking. The one process that
# reads them does not carry the mark itself (and no other starts meanwhile), so it never lists itself.
run_processes() {
  local files file pid
  files=$(env -u "$RUN_MARK" grep -lxzF "$RUN_MARK=1" /proc/[0-9]*/environ 2>/dev/null) || true
  for file in $files; do
    pid=${file#/proc/}
    pid=${pid%/environ}
    [ "$pid" = "$$" ] || [ "$pid" = "$BASHPID" ] || echo "$pid"
  done
}

# Stops every process of the run still going: SIGTERM, which lets Playwright close its browsers and
# servers, then SIGKILL for what is left after 5 s. Returns once none is left (or after 3 s more).
stop_run() {
  local pids tries
  # The shells of the lanes (`alongside`) first: a forked shell shows the environment it was started
  # with, from before the mark, so only this shell knows them.
  # shellcheck disable=SC2046
  kill -TERM $(jobs -p) 2>/dev/null || true
  pids=$(run_processes)
  [ -n "$pids" ] || return 0
  echo "Stopping the $(echo "$pids" | wc -l) processes of this run still going:"
  # shellcheck disable=SC2086 # one pid a word
  ps -o pid=,args= -p "$(echo $pids | tr ' ' ',')" 2>/dev/null | cut -c1-160 | sed 's/^/  /' | head -20
  # shellcheck disable=SC2086
  kill -TERM $pids 2>/dev/null || true
  for tries in $(seq 50); do
    sleep 0.1
    pids=$(run_processes)
    [ -n "$pids" ] || return 0
  done
  # shellcheck disable=SC2086
  kill -KILL $pids 2>/dev/null || true
  for tries in $(seq 30); do
    sleep 0.1
    [ -n "$(run_processes)" ] || return 0
  done
  echo "Still running after SIGKILL: $(run_processes | tr '\n' ' ')"
}

end_run() {
  local status=$?
  trap - EXIT INT TERM HUP
  stop_run
  rm -rf "${TO_REMOVE[@]}"
  exit "$status"
}
trap end_run EXIT
# A signal ends the run at once: the shell waits in `wait` (below), which a trapped signal interrupts.
trap 'exit 130' INT
trap 'exit 143' TERM
trap 'exit 129' HUP

# Each step says when it started (seconds since the script began): where the time goes (docs/testing.md).
step() { printf '\n== [%ds] %s\n' "$SECONDS" "$1"; }

# Time limits are for hangs, never for speed. Each limit's base is set for a run where the lanes share
# the cores on the machine docs/testing.md measured, with room to spare; TEST_TIME_SCALE multiplies
# every one of them (here, Playwright's and Jest's: scripts/lib/time-limits.cjs) by how much slower
# this machine is now, measured once as the run starts (scripts/lib/calibrate.mjs) unless it is set.
if [ -z "${TEST_TIME_SCALE:-}" ]; then
  TEST_TIME_SCALE="$(node scripts/lib/calibrate.mjs)"
fi
export TEST_TIME_SCALE

# limit SECONDS COMMAND...: runs COMMAND with a time limit of SECONDS times TEST_TIME_SCALE. The
# command runs in the background and the shell waits for it, so that a signal to the shell ends the
# run at once instead of after the command (a shell defers its traps until a foreground command ends).
limit() {
  local seconds status=0
  seconds=$(awk -v base="$1" -v scale="$TEST_TIME_SCALE" 'BEGIN { printf "%d", base * scale + 0.5 }')
  shift
  timeout --kill-after=20 "$seconds" "$@" &
  wait $! || status=$?
  if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
    echo "Time limit: still running after $seconds s, so stopped (a hang?): $*" >&2
  fi
  return "$status"
}

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
