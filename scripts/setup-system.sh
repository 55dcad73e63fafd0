#!/usr/bin/env bash
# Installs the Debian packages the tests need: Chromium's headless shell for
# the browser journeys (and Chromium itself for the page benchmarks), CJK and emoji fonts so Chinese pages (and the activation's 🚀/🎉)
# render in screenshots, poppler for checking PDFs, qpdf and xmllint for
# checking the business card's PDF/X structure and XMP, Ghostscript for rendering
# EPS files, icoutils for reading ICO directories, gifsicle and ffmpeg
# (ffprobe) for checking the animations, pg_dump and pg_restore (postgresql-client) for
# the backup of a PostgreSQL installation, LibreOffice (Writer, Impress) for
# opening the Word and PPT templates and converting them to PDF. Skips apt when everything is there.
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
[ -x /usr/lib/chromium/chromium-headless-shell ] || need+=(chromium-headless-shell)
fc-list 2>/dev/null | grep -qi 'Noto Sans CJK' || need+=(fonts-noto-cjk)
fc-list 2>/dev/null | grep -qi 'Noto Color Emoji' || need+=(fonts-noto-color-emoji)
command -v pdfinfo >/dev/null 2>&1 || need+=(poppler-utils)
command -v qpdf >/dev/null 2>&1 || need+=(qpdf)
command -v xmllint >/dev/null 2>&1 || need+=(libxml2-utils)
command -v gs >/dev/null 2>&1 || need+=(ghostscript)
command -v icotool >/dev/null 2>&1 || need+=(icoutils)
command -v gifsicle >/dev/null 2>&1 || need+=(gifsicle)
command -v ffprobe >/dev/null 2>&1 || need+=(ffmpeg)
command -v pg_dump >/dev/null 2>&1 || need+=(postgresql-client)
{ command -v soffice >/dev/null 2>&1 && [ -d /usr/lib/libreoffice/program ] && ls /usr/lib/libreoffice/program | grep -q '^libswlo' && ls /usr/lib/libreoffice/program | grep -q '^libsdlo'; } || need+=(libreoffice-core libreoffice-writer libreoffice-impress)
if [ ${#need[@]} -gt 0 ]; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}"
fi
echo "system packages ready: $(chromium --version 2>/dev/null || echo 'chromium missing')"
