#!/usr/bin/env bash
# Makes a fresh Debian machine (as root) ready for the pipeline and the tests: the Debian packages they
# use, a running Docker Engine, and the project's npm dependencies. Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."

export DEBIAN_FRONTEND=noninteractive
# dovecot-imapd and python3-aiosmtpd are the real mail servers of the email connector's tests;
# minisign is the stock tool the release signatures are tested against.
packages=(docker.io mmdebstrap openssh-server caddy chromium git ca-certificates dovecot-imapd python3-aiosmtpd minisign)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

bash scripts/start-docker.sh

npm ci --no-audit --no-fund
