#!/usr/bin/env bash
# `npm run test:all` (the README's second command, what .ci/run calls): the
# Debian packages the tests use (scripts/setup-system.sh), the npm packages
# (npm ci), then every test (npm test, scripts/test.mjs). The first two steps'
# seconds go to npm test, which prints them in its table of where the time went.
set -euo pipefail
cd "$(dirname "$0")/.."
t0=$SECONDS
bash scripts/setup-system.sh
t1=$SECONDS
npm ci
t2=$SECONDS
export TEST_SETUP_SECONDS="system packages (apt)=$((t1 - t0)),npm ci=$((t2 - t1))"
npm test
