#!/usr/bin/env bash
# Builds the MergeLab runtime image (jlink), the app image and the installers (jpackage): the .deb on Linux, the .msi
# on Windows (Git Bash, WiX 3 on the PATH), the .dmg on macOS. Called by installers/pom.xml after the app and its
# libraries are copied into <target>/jpackage; the arguments every system shares are in `common` below, each
# system's own in its case branch.
set -euo pipefail

target="$1"          # the installers module's target directory
version="$2"         # numeric version for jpackage
main_jar="$3"        # file name of the app jar in jpackage/input
jvm_options="$4"     # app/jvm.options: the JVM flags, defined once for the launcher and the installers
types="${5:-}"       # installer types after the app image: deb, msi, dmg (empty: the app image only)
runtime_jdk="${INSTALLER_JDK:-}"  # the JDK whose runtime the image ships (-Dinstaller.jdk=DIR in the pom)

src="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"   # installers/src
app_module="$(cd "$(dirname "$jvm_options")" && pwd)"    # app/

feature_of() { # a JDK's home: prints its feature version (17, 25) from its release file, 0 when unknown
    sed -n 's/^JAVA_VERSION="\([0-9]*\).*/\1/p' "$1/release" 2>/dev/null | grep . || echo 0
}
# The runtime: JDK 25 or later starts the app from an ahead-of-time cache, faster than JDK 17 from its class data
# sharing archive (docs/benchmarks.md), so the newest JDK 25+ found (the building JDK, or one under /usr/lib/jvm)
# when none is named; else the building JDK. jlink and jpackage are that JDK's.
if [ -z "$runtime_jdk" ]; then
    build_jdk="${JAVA_HOME:-$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")}"
    runtime_jdk="$build_jdk"
    for release in "$build_jdk/release" /usr/lib/jvm/*/release; do
        candidate="$(dirname "$release")"
        if [ -x "$candidate/bin/jlink" ] && [ "$(feature_of "$candidate")" -ge 25 ] \
            && [ "$(feature_of "$candidate")" -gt "$(feature_of "$runtime_jdk")" ]; then
            runtime_jdk="$candidate"
        fi
    done
fi
jdk_bin="$runtime_jdk/bin/"
feature="$(feature_of "$runtime_jdk")"
echo "package.sh: the runtime is jlinked from $runtime_jdk (Java $feature)"
work="$target/jpackage"
runtime="$work/runtime"
dist="$target/dist"
case "$(uname -s)" in
    Darwin) system=mac; image="$dist/mergelab.app"; app_dir="$image/Contents/app" ;;
    MINGW*|MSYS*|CYGWIN*) system=windows; image="$dist/mergelab"; app_dir="$image/app" ;;
    *) system=linux; image="$dist/mergelab"; app_dir="$image/lib/app" ;;
esac

# JDK modules from jdeps over the app and its libraries (run per jar: jdeps cannot take them all at once), less H2's
# optional ones (java.compiler, java.instrument, java.scripting, jdk.net: Java functions in SQL and its TCP server,
# which the run store does not use); jdk.crypto.ec for https to servers, jdk.zipfs for run bundles.
jdk_modules="java.base,java.desktop,java.xml,java.logging,java.naming,java.net.http,java.management,jdk.management,java.sql,jdk.unsupported,jdk.unsupported.desktop,jdk.crypto.ec,jdk.zipfs"
fx_modules="javafx.base,javafx.graphics,javafx.controls,javafx.swing"

rm -rf "$runtime" "$dist"
# --generate-cds-archive: the runtime's own archive of JDK classes, which JDK 17's app archive builds on (JDK 25's AOT
# cache holds the JDK's classes itself; the runtime's archive is then what a start without the cache maps)
compress=zip-6   # --compress=2's name since JDK 21, which warns about the old one
[ "$feature" -ge 21 ] || compress=2
"${jdk_bin}jlink" --module-path "$work/javafx" --add-modules "$jdk_modules,$fx_modules" \
    --strip-debug --no-header-files --no-man-pages --compress="$compress" --generate-cds-archive --output "$runtime"

# The start-up cache's training, and its maker for the installed image (the .deb's postinst runs it); the window's
# environment, which bin/mergelab sources as ./mergelab does
cp "$app_module/cds-training.sql" "$app_module/cds-window-classes.txt" "$src/linux/make-startup-cache" \
    "$src/linux/monocle-exports.options" "$app_module/window-environment.sh" "$work/input/"

java_options=()
option_files=("$jvm_options")
# JDK 25's AOT cache is used only under the module options of its training, which exports JavaFX packages to Monocle
[ "$feature" -lt 25 ] || option_files+=("$app_module/jvm25.options" "$src/linux/monocle-exports.options")
for file in "${option_files[@]}"; do
    while IFS= read -r line; do
        line="${line#"${line%%[![:space:]]*}"}"
        [ -z "$line" ] || [ "${line:0:1}" = "#" ] || java_options+=(--java-options "$line")
    done <"$file"
done
# made by make-startup-cache; without the file the JVM starts without it, silently
if [ "$feature" -ge 25 ]; then
    java_options+=(--java-options '-XX:AOTCache=$APPDIR/mergelab.aot')
else
    java_options+=(--java-options '-XX:SharedArchiveFile=$APPDIR/mergelab.jsa')
fi

description="Workbench for profiling and tuning analytical queries on MergeTree-style column stores"
common=(--app-version "$version" --vendor MergeLab --description "$description" --copyright "MergeLab")
case "$system" in
    linux) icon="$src/icons/mergelab-256.png" ;;
    windows) icon="$src/icons/mergelab.ico" ;;
    mac) # jpackage on macOS takes .icns, made here from the PNGs with the system's iconutil
        iconset="$work/mergelab.iconset"; mkdir -p "$iconset"
        for size in 16 32 128 256; do cp "$src/icons/mergelab-$size.png" "$iconset/icon_${size}x${size}.png"; done
        cp "$src/icons/mergelab-32.png" "$iconset/icon_16x16@2x.png"
        cp "$src/icons/mergelab-64.png" "$iconset/icon_32x32@2x.png"
        cp "$src/icons/mergelab-256.png" "$iconset/icon_128x128@2x.png"
        iconutil -c icns -o "$work/mergelab.icns" "$iconset"; icon="$work/mergelab.icns" ;;
esac

"${jdk_bin}jpackage" --type app-image --name mergelab "${common[@]}" --icon "$icon" \
    --input "$work/input" --main-jar "$main_jar" --main-class io.mergelab.app.Main \
    --runtime-image "$runtime" --dest "$dist" "${java_options[@]}"

if [ "$system" = linux ]; then
    # a script in place of jpackage's native launcher, which asks rpm and dpkg about itself at every start
    install -m 755 "$src/linux/mergelab-launcher" "$image/bin/mergelab"
    rm "$image/lib/libapplauncher.so"
fi

for type in $types; do
    case "$type" in
        deb)
            # from the app image, before its caches exist: a cache names the jars' paths, so the postinst makes
            # the installed image's own. jpackage's computed Depends misses what the window loads at run time.
            # uncompressed: desktop-files.sh unpacks it and packs the final one
            DPKG_DEB_COMPRESSOR_TYPE=none "${jdk_bin}jpackage" --type deb --name mergelab "${common[@]}" --app-image "$image" --dest "$dist" \
                --linux-app-category devel --linux-package-deps "libgtk-3-0, libgl1, libxxf86vm1" --linux-app-release 1 \
                --resource-dir "$src/linux/debian"
            bash "$src/linux/desktop-files.sh" "$dist"/mergelab_*.deb "$src"
            ;;
        msi)
            "${jdk_bin}jpackage" --type msi --name mergelab "${common[@]}" --app-image "$image" --dest "$dist" \
                --win-menu --win-menu-group MergeLab --win-shortcut --win-dir-chooser \
                --win-upgrade-uuid 6b0f4a52-6f3e-4b8e-9a57-2f1f1d7c8a10
            ;;
        dmg)
            "${jdk_bin}jpackage" --type dmg --name mergelab "${common[@]}" --app-image "$image" --dest "$dist" \
                --mac-package-identifier io.mergelab.app
            ;;
        *)
            echo "package.sh: unknown installer type '$type' (deb, msi, dmg)" >&2; exit 2 ;;
    esac
done

# The app image's own start-up caches, for where it was built (moved elsewhere, it starts without them); the script
# knows the Linux image's layout only
if [ "$system" = linux ]; then
    "$app_dir/make-startup-cache" || echo "package.sh: the app image has no start-up cache" >&2
fi
ls -l "$dist"
du -sh "$image"
