#!/usr/bin/env bash
# `npm run test:all` (the README's second command, what .ci/run calls): the
# Debian packages the tests use (scripts/setup-system.sh) and the npm packages
# (npm ci) side by side — one waits on Debian's mirror, the other on the npm
# registry —, then every test (npm test, scripts/test.mjs). The first two
# steps' seconds go to npm test, which prints them in its table of where the time went.
set -euo pipefail
cd "$(dirname "$0")/.."
t0=$SECONDS
apt_log=$(mktemp)
bash scripts/setup-system.sh >"$apt_log" 2>&1 &
apt_pid=$!
npm ci
t1=$SECONDS
apt_ok=0
wait "$apt_pid" || apt_ok=$?
t2=$SECONDS
cat "$apt_log"
rm -f "$apt_log"
if [ "$apt_ok" -ne 0 ]; then
  echo "installing the system packages failed (exit $apt_ok)"
  exit "$apt_ok"
fi
echo "npm ci took $((t1 - t0)) s, the system packages $((t2 - t0)) s (side by side)"
export TEST_SETUP_SECONDS="system packages (apt) and npm ci side by side=$((t2 - t0))"
npm test
