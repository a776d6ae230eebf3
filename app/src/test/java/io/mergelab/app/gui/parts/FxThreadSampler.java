package io.mergelab.app.gui.parts;

import com.sun.management.GarbageCollectionNotificationInfo;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.stream.Collectors;
import javax.management.ListenerNotFoundException;
import javax.management.NotificationEmitter;
import javax.management.NotificationListener;
import javax.management.openmbean.CompositeData;

/**
 * Says what the FX thread did in a stretch of its CPU time, and which garbage collections ran then: stack samples of
 * the FX thread taken while it is busy (see {@link #sample}), and every collection with its duration (as notified,
 * a little after it ended). A flight recording samples the FX thread too seldom on a busy machine to name a 50 ms
 * stretch; this names each one by the screen code and the JavaFX step it was in.
 */
final class FxThreadSampler implements AutoCloseable {
    private record Sample(long atNanos, String step) {
    }

    private record Collection(long endNanos, long millis, String name, String cause) {
    }

    /** Polls, about a millisecond apart, over which the FX thread's CPU time is looked at. */
    private static final int WINDOW = 20;
    private static final long BUSY_NANOS = 12_000_000L;

    private final Thread fxThread;
    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    private final Queue<Sample> samples = new ConcurrentLinkedQueue<>();
    private final Queue<Collection> collections = new ConcurrentLinkedQueue<>();
    private final Map<NotificationEmitter, NotificationListener> listening = new LinkedHashMap<>();
    private final Thread sampler;

    FxThreadSampler(Thread fxThread) {
        this.fxThread = fxThread;
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            if (gc instanceof NotificationEmitter emitter) {
                NotificationListener listener = (notification, handback) -> {
                    if (GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION.equals(notification.getType())) {
                        GarbageCollectionNotificationInfo info =
                                GarbageCollectionNotificationInfo.from((CompositeData) notification.getUserData());
                        collections.add(new Collection(System.nanoTime(), info.getGcInfo().getDuration(),
                                info.getGcName(), info.getGcCause()));
                    }
                };
                emitter.addNotificationListener(listener, null, null);
                listening.put(emitter, listener);
            }
        }
        sampler = new Thread(this::sample, "fx-thread-sampler");
        sampler.setDaemon(true);
        sampler.start();
    }

    /**
     * Polls the FX thread's CPU time every millisecond and takes a stack sample (which stops the JVM at a safepoint)
     * only while the thread has used at least {@value #BUSY_NANOS} ns of CPU over the last {@value #WINDOW} polls: the
     * long stretches are what is asked about, and sampling throughout would stop the JVM a thousand times a second.
     */
    private void sample() {
        long id = fxThread.getId();
        long[] cpuRing = new long[WINDOW];
        Arrays.fill(cpuRing, threads.getThreadCpuTime(id));
        int polls = 0;
        while (!Thread.currentThread().isInterrupted()) {
            long cpu = threads.getThreadCpuTime(id);
            long before = cpuRing[polls % WINDOW];
            long last = cpuRing[(polls + WINDOW - 1) % WINDOW];
            cpuRing[polls % WINDOW] = cpu;
            polls++;
            if (cpu > last && cpu - before >= BUSY_NANOS) {
                StackTraceElement[] stack = fxThread.getStackTrace();
                samples.add(new Sample(System.nanoTime(), step(stack)));
            }
            try {
                Thread.sleep(1);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    /** What the FX thread was in: the outermost screen class, the JavaFX step and the innermost telling frame. */
    private static String step(StackTraceElement[] stack) {
        String screen = null;
        String phase = null;
        String inner = null;
        for (int i = stack.length - 1; i >= 0; i--) {
            String cls = stack[i].getClassName();
            String method = stack[i].getMethodName();
            String simple = cls.substring(cls.lastIndexOf('.') + 1) + "." + method;
            if (screen == null && cls.startsWith("io.mergelab.app.gui")) {
                screen = simple;
            }
            if (phase == null && (method.equals("doCSSPass") || method.equals("doLayoutPass")
                    || method.equals("synchronizeSceneNodes") || method.equals("waitForRenderingToComplete")
                    || cls.endsWith("AnimationTimer$1") || cls.endsWith("AbstractPrimaryTimer"))) {
                phase = simple;
            }
            if (method.equals("createDefaultSkin") || method.equals("loadClass") || method.equals("updateItem")
                    || cls.endsWith("Tooltip") || cls.contains("PrismTextLayout") || cls.contains("CssStyleHelper")
                    || cls.endsWith("Image") || method.equals("<clinit>")) {
                inner = simple;
            }
        }
        return (screen == null ? "-" : screen) + " | " + (phase == null ? "-" : phase) + " | "
                + (inner == null ? stack.length == 0 ? "-" : stack[0].getClassName() + "." + stack[0].getMethodName() : inner);
    }

    /**
     * The FX thread's samples between {@code fromNanos} and {@code toNanos}, most frequent steps first, and the
     * collections that ended in that window or within their own length after it.
     */
    String describe(long fromNanos, long toNanos) {
        Map<String, Long> steps = samples.stream().filter(s -> s.atNanos() >= fromNanos && s.atNanos() <= toNanos)
                .collect(Collectors.groupingBy(Sample::step, Collectors.counting()));
        List<String> top = new ArrayList<>();
        steps.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed()).limit(5)
                .forEach(e -> top.add(e.getValue() + "× " + e.getKey()));
        List<String> gcs = collections.stream()
                .filter(c -> c.endNanos() >= fromNanos && c.endNanos() - c.millis() * 1_000_000 <= toNanos)
                .map(c -> c.millis() + " ms " + c.name() + " (" + c.cause() + ")").toList();
        return "samples " + steps.values().stream().mapToLong(Long::longValue).sum() + ": " + top
                + (gcs.isEmpty() ? "" : "; GC " + gcs);
    }

    /** Every collection's length and cause in the window, and the longest. */
    String collections(long fromNanos, long toNanos) {
        List<Collection> in = collections.stream().filter(c -> c.endNanos() >= fromNanos && c.endNanos() <= toNanos)
                .toList();
        return in.size() + " collections, " + in.stream().mapToLong(Collection::millis).sum() + " ms in all, longest "
                + in.stream().mapToLong(Collection::millis).max().orElse(0) + " ms";
    }

    @Override
    public void close() {
        sampler.interrupt();
        listening.forEach((emitter, listener) -> {
            try {
                emitter.removeNotificationListener(listener);
            } catch (ListenerNotFoundException e) {
                // already gone
            }
        });
    }
}
