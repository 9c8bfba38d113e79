#!/usr/bin/env bash
# The CPU time of npm test, side by side: for each commit named, a fresh clone (mktemp -d, as
# docs/testing.md says a newcomer makes one) runs `CI=true bash .ci/run` (the install, then every
# step) inside a control group of its own, which counts the user and system time of every process the
# run starts, wherever it goes (a daemon that left its parent included), and the wall time.
# The commits take turns ROUNDS times (default 1), so a load that comes and goes falls on each.
#   bash scripts/bench-test-cpu.sh bc67a06 HEAD
#   ROUNDS=2 TASKSET=0 bash scripts/bench-test-cpu.sh bc67a06 HEAD   (each run confined to core 0)
#   BUSY=2 bash scripts/bench-test-cpu.sh HEAD   (beside two busy loops at normal priority, outside the
#                                                  run's group: a machine shared with other work)
#   TO_THE_END=1 bash scripts/bench-test-cpu.sh bc67a06   (a commit whose run fails here: every step
#                                                  runs to its end, so the whole run's cost is counted)
#   STEPS=1 bash scripts/bench-test-cpu.sh bc67a06 HEAD   (also each step's CPU time: where it goes)
# Needs root and the cgroup v1 cpuacct controller or cgroup v2 (docs/testing.md#cpu-time-side-by-side).
set -u
[ "$#" -ge 1 ] || { echo "usage: bash scripts/bench-test-cpu.sh COMMIT..." >&2; exit 2; }
project="$(cd "$(dirname "$0")/.." && pwd)"
rounds="${ROUNDS:-1}"
busy="${BUSY:-0}"
loops=()
# The busy loops never outlive the script, however it ends.
trap '[ "${#loops[@]}" -eq 0 ] || kill "${loops[@]}" 2>/dev/null' EXIT

if [ -f /sys/fs/cgroup/cpuacct/cpuacct.usage ]; then
  base=/sys/fs/cgroup/cpuacct
  usage_seconds() { awk '{ printf "%.1f", $1 / 1e9 }' "$1/cpuacct.usage"; }
elif [ -f /sys/fs/cgroup/cgroup.controllers ]; then
  base=/sys/fs/cgroup
  usage_seconds() { awk '$1 == "usage_usec" { printf "%.1f", $2 / 1e6 }' "$1/cpu.stat"; }
else
  echo "No cgroup CPU accounting here (neither v1 cpuacct nor v2)." >&2
  exit 2
fi

for round in $(seq "$rounds"); do
  for commit in "$@"; do
    dir="$(mktemp -d)"
    git clone -q "$project" "$dir" && git -C "$dir" checkout -q "$(git -C "$project" rev-parse "$commit")"
    if [ -n "${TO_THE_END:-}" ]; then
      # In the clone only: a failed step no longer stops the run (test-all.sh without -e, `joined`
      # without its exit), and every time limit is four times its base (a commit from before the
      # limits scaled, bc67a06's `limit`, gets the same), so no step is cut short.
      sed -i 's/^set -euo pipefail$/set -uo pipefail/' "$dir/scripts/test-all.sh"
      sed -i 's/^    exit "\$status"$/    true/' "$dir/scripts/lib/steps.sh"
      sed -i 's/^limit() { timeout --kill-after=20 "\$@"; }$/limit() { local s=$1; shift; timeout --kill-after=20 $((s * 4)) "$@"; }/' "$dir/scripts/lib/steps.sh"
    fi
    if [ -n "${STEPS:-}" ]; then
      # In the clone only: each `step` (scripts/lib/steps.sh, in every commit since the lanes) also
      # moves the shell that announces it into a group of its own inside the run's, named for when it
      # started and what it is, and what that shell starts from then on goes there too; a lane's shell
      # announces its own steps. The accounting groups (cpuacct, or cgroup v2's cpu.stat with no
      # controller enabled) count time and never change how the kernel shares the cores. The variable
      # is taken from the environment as the script starts, so no test that sources steps.sh moves.
      cat >>"$dir/scripts/lib/steps.sh" <<'EOF'

# Appended by scripts/bench-test-cpu.sh (STEPS=1), in this clone only.
step_groups="${TEST_STEP_GROUPS:-}"
unset TEST_STEP_GROUPS
eval "$(declare -f step | sed '1s/^step /step_announced /')"
step() {
  step_announced "$@"
  [ -n "$step_groups" ] || return 0
  local step_group
  step_group="$step_groups/$(printf '%05d %s' "$SECONDS" "$1" | tr '/' '_' | cut -c1-200)"
  mkdir -p "$step_group" && echo "$BASHPID" >"$step_group/cgroup.procs"
}
EOF
    fi
    group="$base/respite-test-cpu-$$-$round-$(basename "$dir")"
    mkdir "$group"
    loops=()
    for _ in $(seq "$busy"); do
      bash -c 'while :; do :; done' &
      loops+=("$!")
    done
    started=$SECONDS
    (
      echo "$BASHPID" >"$group/cgroup.procs"
      # Each clone's own scripts/env.sh decides where Node keeps its compile cache (in the clone's
      # node_modules, empty at first, as in CI), never a folder this shell was given.
      unset NODE_COMPILE_CACHE
      [ -z "${STEPS:-}" ] || export TEST_STEP_GROUPS="$group"
      cd "$dir" && CI=true ${TO_THE_END:+env TEST_TIME_SCALE=4} ${TASKSET:+taskset -c "$TASKSET"} bash .ci/run >"$dir.log" 2>&1
    )
    status=$?
    wall=$((SECONDS - started))
    [ "${#loops[@]}" -eq 0 ] || kill "${loops[@]}" 2>/dev/null
    sleep 2
    total="$(usage_seconds "$group")"
    printf 'round %s  %-10s busy %s  exit %-3s wall %5s s  CPU %7s s  (log %s.log)\n' "$round" "$commit" "$busy" "$status" "$wall" "$total" "$dir"
    if [ -n "${STEPS:-}" ]; then
      # Each step's group, in the order they started ("00105 ...": seconds since npm test began),
      # then what ran in none: the install, the calibration, the shells between steps.
      in_steps=0
      for sub in "$group"/*/; do
        [ -d "$sub" ] || continue
        seconds="$(usage_seconds "$sub")"
        in_steps="$(awk -v a="$in_steps" -v b="$seconds" 'BEGIN { print a + b }')"
        printf '    %7s s  %s\n' "$seconds" "$(basename "$sub")"
      done
      printf '    %7s s  in no step (the install, the calibration, the shells between steps)\n' "$(awk -v a="$total" -v b="$in_steps" 'BEGIN { printf "%.1f", a - b }')"
    fi
    # Whatever the run left in its groups is stopped, then the groups and the clone go.
    cat "$group"/cgroup.procs "$group"/*/cgroup.procs 2>/dev/null | xargs -r kill -KILL 2>/dev/null
    sleep 1
    rmdir "$group"/*/ "$group" 2>/dev/null
    rm -rf "$dir"
  done
done
