#!/usr/bin/env bash
# Renders proscenium's HTML report in headless Chromium to a PNG, to look at the page the way a
# reviewer's browser shows it (fonts, layout, the inline SVG chart) without a desktop.
#
#   scripts/render-html-report.sh [--width PX] [--height PX] PATH... OUT.png
#       Runs `proscenium check --format html PATH...`, keeps the page next to OUT (OUT.html)
#       and screenshots it.
#   scripts/render-html-report.sh [--width PX] [--height PX] --page PAGE.html OUT.png
#       Screenshots a page written before.
#
# The proscenium binary is $PROSCENIUM, else .build/debug/proscenium or .build/release/proscenium
# (build it first: swift build --product proscenium). Chromium is looked up as chromium,
# chromium-browser or google-chrome; on Debian: apt-get install -y chromium. The screenshot is
# one viewport of WIDTHxHEIGHT (default 1280x2000): headless Chromium does not grow it to the page.
set -euo pipefail

width=1280
height=2000
page=""
arguments=()
while [ $# -gt 0 ]; do
  case "$1" in
    --width) width="$2"; shift 2 ;;
    --height) height="$2"; shift 2 ;;
    --page) page="$2"; shift 2 ;;
    -h|--help) sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) arguments+=("$1"); shift ;;
  esac
done
if [ ${#arguments[@]} -lt 1 ]; then
  echo "error: give the PNG to write (and the paths to check, or --page FILE)" >&2
  exit 2
fi
output="${arguments[${#arguments[@]}-1]}"
paths=("${arguments[@]:0:${#arguments[@]}-1}")
case "$output" in
  *.png) ;;
  *) echo "error: the last argument must be the .png to write, not '$output'" >&2; exit 2 ;;
esac

browser=""
for candidate in chromium chromium-browser google-chrome; do
  if command -v "$candidate" > /dev/null; then browser="$candidate"; break; fi
done
if [ -z "$browser" ]; then
  echo "error: no Chromium found; install it (Debian: apt-get install -y chromium)" >&2
  exit 2
fi

if [ -z "$page" ]; then
  root="$(cd "$(dirname "$0")/.." && pwd)"
  tool="${PROSCENIUM:-}"
  for candidate in "$root/.build/debug/proscenium" "$root/.build/release/proscenium"; do
    if [ -z "$tool" ] && [ -x "$candidate" ]; then tool="$candidate"; fi
  done
  if [ -z "$tool" ]; then
    echo "error: no proscenium binary; run 'swift build --product proscenium' or set PROSCENIUM" >&2
    exit 2
  fi
  page="${output%.png}.html"
  # Exit code 1 only means the check found errors; the page is written all the same.
  status=0
  "$tool" check --format html "${paths[@]}" > "$page.partial" || status=$?
  if [ "$status" -gt 1 ]; then
    rm -f "$page.partial"
    echo "error: proscenium check failed with exit code $status" >&2
    exit "$status"
  fi
  mv "$page.partial" "$page"
fi

absolute="$(cd "$(dirname "$page")" && pwd)/$(basename "$page")"
# A throwaway profile, so a browser the user has open is neither used nor disturbed.
profile="$(mktemp -d)"
trap 'rm -rf "$profile"' EXIT
"$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
  --user-data-dir="$profile" --window-size="$width,$height" --screenshot="$output" \
  "file://$absolute" > /dev/null 2>&1
if [ ! -s "$output" ]; then
  echo "error: $browser wrote no screenshot" >&2
  exit 1
fi
echo "$output ($page)"
