#!/usr/bin/env bash
# Runs the tests under the thread sanitizer (issue 7), in a scratch folder of its own so that
# it does not disturb the ordinary build. By default only the suites that lay out from many
# tasks at once; pass a --filter pattern (or "all") to choose. The suites are TrellisTests': the
# build has that test target and the library alone (TRELLIS_TSAN_BUILD, Package.swift).
#
#   scripts/tsan.sh                 # the concurrency suite
#   scripts/tsan.sh all             # every test of TrellisTests
#   scripts/tsan.sh 'LayoutPropertyTests|ConcurrencyTests'
set -euo pipefail
cd "$(dirname "$0")/.."
filter=${1:-ConcurrencyTests}
export TRELLIS_TSAN_BUILD=1
export TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1 ${TSAN_OPTIONS:-}"
swift build --build-tests --sanitize=thread --scratch-path .build-tsan
if [ "$filter" = all ]; then
    swift test --skip-build --sanitize=thread --scratch-path .build-tsan
else
    swift test --skip-build --sanitize=thread --scratch-path .build-tsan --filter "$filter"
fi
