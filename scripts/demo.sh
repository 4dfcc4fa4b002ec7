#!/usr/bin/env bash
# `npm run demo`: install, build, then start the local stack and the demo dApp and print its URL.
# PORT (default 5173) and HOST (default localhost) choose where the demo is served.
set -euo pipefail
cd "$(dirname "$0")/.."

export TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1
bash scripts/bootstrap.sh
echo "› building"
pnpm exec turbo run build --output-logs=errors-only --concurrency=100%
exec node apps/demo/scripts/start.mjs
