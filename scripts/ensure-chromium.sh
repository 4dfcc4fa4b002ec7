#!/usr/bin/env bash
# The browsers for the tests are Debian's (never `playwright install`): `chromium`, the full browser (the bench
# measures it), and `chromium-headless-shell`, the same engine without the browser around it, which the end-to-end
# tests run in (a third less CPU; see packages/testing/src/playwright/chromium.ts).
set -euo pipefail
if [ -x /usr/bin/chromium ] && [ -x /usr/lib/chromium/chromium-headless-shell ]; then exit 0; fi
echo "› installing Debian chromium and chromium-headless-shell"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium chromium-headless-shell fonts-liberation >/dev/null
/usr/bin/chromium --version
/usr/lib/chromium/chromium-headless-shell --version
