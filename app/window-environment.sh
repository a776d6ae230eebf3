# The desktop window's start-up environment, sourced by both launchers (./mergelab and the app image's bin/mergelab)
# when they start the window: sets window_options, the JVM flags it adds, and exports what GTK and GLib read.
window_options=()
# Without a GPU device (a server, a VM, Xvfb: no /dev/dri, /dev/nvidia*, /dev/dxg) JavaFX's GPU pipeline cannot
# start, and the window's toolkit spent about 100 ms on the way to the software pipeline it falls back to: the GPU
# probe (Mesa's software GL loaded, then rejected) and GDK's GL set-up. The window goes to it directly, unless
# JAVA_TOOL_OPTIONS or JDK_JAVA_OPTIONS chose JavaFX's pipeline (docs/benchmarks.md, win27).
gpu=0
for device in /dev/dri /dev/nvidia* /dev/dxg; do [ ! -e "$device" ] || gpu=1; done
if ((!gpu)) && [[ "${JAVA_TOOL_OPTIONS:-} ${JDK_JAVA_OPTIONS:-}" != *prism.order* ]]; then
    window_options+=(-Dprism.order=sw)
    export GDK_GL="${GDK_GL:-disable}"
fi
# No session bus to reach (none named, no $XDG_RUNTIME_DIR/bus) and none to start (no dbus-launch): GLib still tries
# to start one for GTK's accessibility bridge and for dconf, forking the JVM's whole process twice to run the
# dbus-launch that is not there, about 200 ms of the toolkit's start (docs/benchmarks.md, win28). An address of a
# transport nothing knows makes both fail at once instead, as they would have failed anyway.
if [ -z "${DBUS_SESSION_BUS_ADDRESS:-}" ] && [ ! -S "${XDG_RUNTIME_DIR:-/nonexistent}/bus" ] \
    && ! command -v dbus-launch >/dev/null; then
    export DBUS_SESSION_BUS_ADDRESS=disabled:
fi
