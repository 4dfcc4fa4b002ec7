#!/usr/bin/env bash
# The browser for the end-to-end tests is Debian's chromium (never `playwright install`).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "› installing Debian chromium"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium fonts-liberation >/dev/null
/usr/bin/chromium --version
