#!/usr/bin/env bash
# `pnpm test:visual:update`: regenerates the modal's screenshot baselines (e2e/visual.spec.ts-snapshots/) from
# scratch: builds the packages and the demo, deletes the old baselines (so a renamed or removed case leaves no
# stale PNG), and shoots every case again. Look at the changed PNGs before committing them (CONTRIBUTING.md).
set -euo pipefail
cd "$(dirname "$0")/.."

export TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1
pnpm exec turbo run build --output-logs=errors-only --concurrency=100% --filter=./apps/demo...
rm -rf e2e/visual.spec.ts-snapshots
pnpm exec playwright test e2e/visual.spec.ts --update-snapshots
