#!/usr/bin/env bash
# Starts the Docker Engine when none answers. A dockerd killed at the end of an earlier session
# leaves its pid file behind, and a new dockerd refuses to start while it is there.
set -euo pipefail
if docker info >/dev/null 2>&1; then exit 0; fi
if ! command -v dockerd >/dev/null; then
  echo "start-docker: dockerd is not installed (apt-get install docker.io)" >&2
  exit 1
fi
if [ -f /var/run/docker.pid ] && ! kill -0 "$(cat /var/run/docker.pid)" 2>/dev/null; then
  rm -f /var/run/docker.pid
fi
nohup dockerd >/tmp/dockerd.log 2>&1 &
for _ in $(seq 1 60); do
  if docker info >/dev/null 2>&1; then exit 0; fi
  sleep 1
done
echo "start-docker: dockerd did not answer within 60 s; see /tmp/dockerd.log" >&2
tail -20 /tmp/dockerd.log >&2
exit 1
