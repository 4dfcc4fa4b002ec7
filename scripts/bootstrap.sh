#!/usr/bin/env bash
# Shared first step of `npm run demo` and `npm test`: the pinned pnpm and the locked dependencies.
# Works on a fresh Debian machine that has only Node 20 and npm.
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION=10.34.8
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  echo "› installing pnpm@$PNPM_VERSION"
  # corepack cannot verify signatures on the npm mirror, so pnpm comes from npm itself.
  npm install --global --no-fund --no-audit "pnpm@$PNPM_VERSION"
fi

echo "› pnpm install --frozen-lockfile"
pnpm install --frozen-lockfile --reporter=append-only
