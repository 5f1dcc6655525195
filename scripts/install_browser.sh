#!/usr/bin/env bash
# Debian's chromium and its chromedriver, for the web page's browser test
# (tests/test_web_browser.py drives the system browser: nothing is downloaded at test time).
# Idempotent: does nothing when both are installed already.
set -euo pipefail
if command -v chromium >/dev/null 2>&1 && command -v chromedriver >/dev/null 2>&1; then
    exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
    SUDO="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
$SUDO apt-get install -y -q chromium chromium-driver
