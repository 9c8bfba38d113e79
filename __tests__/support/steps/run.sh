#!/usr/bin/env bash
# A run shaped like npm test's (scripts/test-all.sh), for __tests__/scripts/steps.test.ts: a lane
# beside the main line, a server under a time limit (in the process group `timeout` makes), a daemon
# in a session of its own (as xvfb-run's display), and a foreground step. Each server says when it
# listens in $READY_DIR. How it ends: $ENDING, "signal" (it waits to be stopped), "fails" (the
# foreground step fails once everything listens) or "passes" (every step ends; the daemon is left).
#   bash __tests__/support/steps/run.sh PORT_LANE PORT_DAEMON PORT_FOREGROUND
set -euo pipefail
cd "$(dirname "$0")/../../.."
. scripts/lib/steps.sh

LISTEN=__tests__/support/steps/listen.cjs
lane() {
  step "A lane with a server under a time limit"
  limit 600 node "$LISTEN" "$1" forever
}

alongside "lane" lane "$1"
setsid node "$LISTEN" "$2" forever </dev/null >/dev/null 2>&1 &
step "The foreground step"
case "$ENDING" in
  signal) limit 600 node "$LISTEN" "$3" forever ;;
  fails) limit 600 node "$LISTEN" "$3" fail-when-all-listen ;;
  passes) limit 600 node "$LISTEN" "$3" end-when-all-listen ;;
esac
# Only "passes" comes here: the lane is stopped by the end of the run, as npm test's end stops what a lane left.
echo "passed"
