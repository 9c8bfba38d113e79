#!/bin/bash
# wrangler, as the deploy's tests run it (WRANGLER names this file): sends its arguments, its folder,
# the token it has and wrangler's output file to the stand-in account (WRANGLER_STAND_IN_URL:
# ./cloudflare-api.ts, which answers with ./wrangler.ts). What wrangler would print on stdout comes
# back as the answer; what it would print on stderr (only a failure does) the stand-in writes to a
# file named here, printed on stderr; the exit code is 0 when the command succeeded, 1 when it
# failed. bash and curl alone, with no subshell: the tests run hundreds of these.
data=()
for arg in "$@"; do data+=(--data-urlencode "arg=$arg"); done
stderr_file="${TMPDIR:-/tmp}/wrangler-stand-in-$$.err"
curl -s --fail-with-body -o - "${data[@]}" \
  -H "x-cwd: $PWD" \
  -H "x-token: ${CLOUDFLARE_API_TOKEN-}" \
  -H "x-output-file: ${WRANGLER_OUTPUT_FILE_PATH-}" \
  -H "x-stderr-file: $stderr_file" \
  "$WRANGLER_STAND_IN_URL"
status=$?
if [ -e "$stderr_file" ]; then
  IFS= read -r -d '' text < "$stderr_file"
  # Removed before it is printed: a reader gone from stderr ends this script at the printf (SIGPIPE).
  rm -f "$stderr_file"
  printf '%s' "$text" >&2
fi
[ "$status" = 0 ]
