#!/usr/bin/env bash
# Installs what a fresh machine lacks to run Crafti locally and its tests:
# Java 17 (DynamoDB Local), Debian's Chromium and its headless shell (browser tests) and the npm packages.
#   bash infra/local/install.sh          install what is missing
#   bash infra/local/install.sh --ci     always reinstall npm packages from the lock file
set -euo pipefail
cd "$(dirname "$0")/../.."

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
    echo "Need root to install $*: please install it yourself." >&2; exit 1; fi
}

apt_packages=()
if ! command -v java >/dev/null 2>&1; then apt_packages+=(openjdk-17-jre-headless); fi
if [ ! -x /usr/bin/chromium ]; then apt_packages+=(chromium); fi
# The headless shell (the same source, built for headless use) runs the browser suite with less CPU.
if [ ! -x /usr/bin/chromium-headless-shell ]; then apt_packages+=(chromium-headless-shell); fi
if [ ${#apt_packages[@]} -gt 0 ]; then
  echo "Installing ${apt_packages[*]} from Debian's packages..."
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "${apt_packages[@]}" >/dev/null
fi

java_major=$(java -version 2>&1 | sed -n 's/.*version "\([0-9]*\).*/\1/p' | head -n1)
if [ -n "$java_major" ] && [ "$java_major" -lt 17 ]; then
  echo "Java $java_major found; DynamoDB Local needs Java 17 or newer. Installing openjdk-17-jre-headless..."
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq openjdk-17-jre-headless >/dev/null
fi

if [ "${1:-}" = "--ci" ] || [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing npm packages (npm ci)..."
  npm ci --no-audit --no-fund --loglevel=error
fi
