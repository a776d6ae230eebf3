#!/usr/bin/env bash
# Adds to jpackage's .deb what makes MergeLab a desktop program: /usr/bin/mergelab, the desktop entry and the icon in
# the hicolor theme's sizes, all owned by the package (so apt-get remove takes them away again). jpackage itself can
# only install a menu entry named mergelab-mergelab.desktop through xdg-utils in its postinst.
# Usage: desktop-files.sh PACKAGE.deb installers/src
set -euo pipefail

deb="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
src="$2"
tree="$(mktemp -d)"
trap 'rm -rf "$tree"' EXIT

dpkg-deb -R "$deb" "$tree"
mkdir -p "$tree/usr/bin" "$tree/usr/share/applications" "$tree/usr/share/icons/hicolor/scalable/apps"
ln -s /opt/mergelab/bin/mergelab "$tree/usr/bin/mergelab"
install -m 644 "$src/linux/mergelab.desktop" "$tree/usr/share/applications/mergelab.desktop"
install -m 644 "$src/icons/mergelab.svg" "$tree/usr/share/icons/hicolor/scalable/apps/mergelab.svg"
for size in 16 32 48 64 128 256; do
    install -D -m 644 "$src/icons/mergelab-$size.png" "$tree/usr/share/icons/hicolor/${size}x${size}/apps/mergelab.png"
done
# the control file's Installed-Size (KiB) counts the files added
size_kib="$(du -sk --exclude=DEBIAN "$tree" | cut -f1)"
sed -i "s/^Installed-Size:.*/Installed-Size: $size_kib/" "$tree/DEBIAN/control"
# zstd: much quicker to build than dpkg-deb's default, xz
fakeroot dpkg-deb -Zzstd --build "$tree" "$deb" >/dev/null
