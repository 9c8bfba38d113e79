#!/bin/bash
# wrangler, as the deploy's tests run it (WRANGLER names this file): sends its arguments, its folder,
# the token it has and wrangler's output file to the stand-in account (WRANGLER_STAND_IN_URL:
# ./cloudflare-api.ts, which answers with ./wrangler.ts). What wrangler would print on stdout comes
# back as the answer; what it would print on stderr (only a failure does) the stand-in writes to a
# file this script makes, printed on stderr; the exit code is 0 when the command succeeded, 1 when it
# failed. bash and curl alone, with no subshell: the tests run hundreds of these.
data=()
for arg in "$@"; do data+=(--data-urlencode "arg=$arg"); done
stderr_file="${TMPDIR:-/tmp}/wrangler-stand-in-$$.err"
# Made by this script, so that it may remove it: the stand-in writes into it as the user the tests
# run as, and a job of the workflow replay runs this script as another, which may not remove another
# user's file from /tmp (its sticky bit).
: >"$stderr_file"
curl -s --fail-with-body -o - "${data[@]}" \
  -H "x-cwd: $PWD" \
  -H "x-token: ${CLOUDFLARE_API_TOKEN-}" \
  -H "x-output-file: ${WRANGLER_OUTPUT_FILE_PATH-}" \
  -H "x-stderr-file: $stderr_file" \
  "$WRANGLER_STAND_IN_URL"
status=$?
IFS= read -r -d '' text <"$stderr_file"
rm -f "$stderr_file"
printf '%s' "$text" >&2
[ "$status" = 0 ]
