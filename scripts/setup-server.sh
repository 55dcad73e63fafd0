#!/usr/bin/env bash
# Installs the one program the server runs besides Node: ffmpeg (with
# libx264), which makes the animation page's MP4 for browsers that cannot
# encode one themselves (server/render/animate-video.ts; /readyz asks for it,
# FFMPEG=off turns it off). Skips apt when it is there.
set -euo pipefail
if ! command -v ffmpeg >/dev/null 2>&1; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends ffmpeg
fi
echo "ffmpeg ready: $(ffmpeg -hide_banner -version 2>/dev/null | head -1)"
