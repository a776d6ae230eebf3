#!/usr/bin/env bash
# Renders mergelab.svg into the PNG sizes (and the .ico) the desktop entry and the installers use (needs rsvg-convert and ImageMagick,
# apt-get install librsvg2-bin). The PNGs are committed, so a build needs no SVG renderer.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
for size in 16 32 48 64 128 256; do
    rsvg-convert -w "$size" -h "$size" mergelab.svg -o "mergelab-$size.png"
done
# Windows' installer takes one .ico holding the sizes
convert mergelab-16.png mergelab-32.png mergelab-48.png mergelab-64.png mergelab-128.png mergelab-256.png mergelab.ico
