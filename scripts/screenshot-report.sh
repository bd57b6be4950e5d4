#!/usr/bin/env bash
# Writes the HTML living-documentation report for Specs/ and takes screenshots of it with
# headless Chromium, to check by eye that the page reads well (failures first, Japanese words).
#
#   scripts/screenshot-report.sh OUTPUT_FOLDER
#
# Writes OUTPUT_FOLDER/report.html, OUTPUT_FOLDER/report-top.png (the first screen at 1280x900,
# what a product owner sees on opening the page) and OUTPUT_FOLDER/report-long.png (1280x4000).
# The PNGs are for looking at, not for committing.
#
# Needs Chromium and a Japanese font; if missing, on Debian/Ubuntu:
#   apt-get install chromium fonts-noto-cjk
# (`chromium-browser` or `google-chrome` are used if `chromium` is not there.)
# SCRATCH_PATH chooses the build folder (default .build).
set -euo pipefail

if [ $# -ne 1 ]; then
  echo "usage: $0 OUTPUT_FOLDER" >&2
  exit 2
fi
out="$1"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
cd "$(dirname "$0")/.."

browser=""
for candidate in chromium chromium-browser google-chrome; do
  if command -v "$candidate" >/dev/null 2>&1; then browser="$candidate"; break; fi
done
if [ -z "$browser" ]; then
  echo "$0: no Chromium found; install it with: apt-get install chromium fonts-noto-cjk" >&2
  exit 1
fi

# The run fails when a scenario fails; the report is written all the same.
swift run --scratch-path "${SCRATCH_PATH:-.build}" specrun --format "html:$out/report.html" Specs >/dev/null || true
if [ ! -s "$out/report.html" ]; then
  echo "$0: specrun wrote no report" >&2
  exit 1
fi

shoot() { # name width height
  "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars \
    --screenshot="$out/$1.png" --window-size="$2,$3" "file://$out/report.html" >/dev/null 2>&1
  echo "$out/$1.png"
}
shoot report-top 1280 900
shoot report-long 1280 4000
