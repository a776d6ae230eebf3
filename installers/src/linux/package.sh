#!/usr/bin/env bash
# Builds the MergeLab runtime image (jlink) and the app image plus installers (jpackage) on Linux.
# Called by installers/pom.xml after the app and its libraries are copied into <target>/jpackage.
set -euo pipefail

target="$1"          # the installers module's target directory
version="$2"         # numeric version for jpackage
main_jar="$3"        # file name of the app jar in jpackage/input
jvm_options="$4"     # app/jvm.options: the JVM flags, defined once for the launcher and the installers
types="${5:-}"       # extra jpackage types, e.g. "deb"

jdk_bin="${JAVA_HOME:+$JAVA_HOME/bin/}"
work="$target/jpackage"
runtime="$work/runtime"
dist="$target/dist"

# JDK modules listed by hand (jdeps cannot analyse every library); JavaFX from the platform jars.
jdk_modules="java.base,java.desktop,java.xml,java.logging,java.net.http,java.management,java.datatransfer,java.sql,jdk.unsupported,jdk.unsupported.desktop,jdk.crypto.ec,jdk.zipfs"
fx_modules="javafx.base,javafx.graphics,javafx.controls"

rm -rf "$runtime" "$dist"
"${jdk_bin}jlink" --module-path "$work/javafx" --add-modules "$jdk_modules,$fx_modules" \
    --strip-debug --no-header-files --no-man-pages --compress=2 --output "$runtime"

java_options=()
while IFS= read -r line; do
    line="${line#"${line%%[![:space:]]*}"}"
    [ -z "$line" ] || [ "${line:0:1}" = "#" ] || java_options+=(--java-options "$line")
done <"$jvm_options"

common=(--name mergelab --app-version "$version" --vendor MergeLab
    --description "Workbench for profiling and tuning analytical queries on MergeTree-style column stores"
    --input "$work/input" --main-jar "$main_jar" --main-class io.mergelab.app.Main
    --runtime-image "$runtime" --dest "$dist" "${java_options[@]}")

"${jdk_bin}jpackage" --type app-image "${common[@]}"
echo "app image: $dist/mergelab (run $dist/mergelab/bin/mergelab)"

for type in $types; do
    case "$type" in
        deb)
            # jpackage's computed Depends misses the libraries the window loads at run time.
            "${jdk_bin}jpackage" --type deb "${common[@]}" --linux-shortcut --linux-menu-group Development \
                --linux-app-category devel --linux-package-deps "libgtk-3-0, libgl1, libxxf86vm1"
            ;;
        *)
            "${jdk_bin}jpackage" --type "$type" "${common[@]}"
            ;;
    esac
done
ls -l "$dist"
