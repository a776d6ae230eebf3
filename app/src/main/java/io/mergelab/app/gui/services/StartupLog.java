package io.mergelab.app.gui.services;

import java.lang.management.ManagementFactory;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Start-up milestones of the desktop window ("Window shown", "Catalog loaded"), each logged once at INFO under
 * {@value #LOGGER_NAME} with the milliseconds since the JVM started. Off by default; start-up measurements turn it on
 * with {@code -Dorg.slf4j.simpleLogger.log.io.mergelab.startup=info}. The catalog counts as loaded once the window
 * shows it: reached before the window showed (read while the toolkit started), it is logged right after "Window shown".
 */
public final class StartupLog {
    public static final String LOGGER_NAME = "io.mergelab.startup";

    private static final Logger LOG = LoggerFactory.getLogger(LOGGER_NAME);
    private static final Set<String> REACHED = ConcurrentHashMap.newKeySet();
    private static final Map<String, Runnable> ACTIONS = new ConcurrentHashMap<>();
    /** Milestones that count only once another is reached, and that one. */
    private static final Map<String, String> AFTER = Map.of("Catalog loaded", "Window shown");
    /** Milestones reached early, by the milestone they wait for. */
    private static final Map<String, String> WAITING = new ConcurrentHashMap<>();

    private StartupLog() {
    }

    /** Logs {@code milestone} the first time it is reached in this process; later calls do nothing. */
    public static synchronized void reached(String milestone) {
        String before = AFTER.get(milestone);
        if (before != null && !REACHED.contains(before)) {
            WAITING.put(before, milestone);
            return;
        }
        if (!REACHED.add(milestone)) {
            return;
        }
        // the management classes load only when someone asked for the times
        if (LOG.isInfoEnabled()) {
            long sinceJvmStartMillis = System.currentTimeMillis() - ManagementFactory.getRuntimeMXBean().getStartTime();
            LOG.info("{} {} ms after the JVM started", milestone, sinceJvmStartMillis);
        }
        Runnable action = ACTIONS.remove(milestone);
        if (action != null) {
            action.run();
        }
        String next = WAITING.remove(milestone);
        if (next != null) {
            reached(next);
        }
    }

    /** Runs {@code action} (on the reaching thread) when {@code milestone} is first reached, which must be later. */
    public static void whenReached(String milestone, Runnable action) {
        ACTIONS.put(milestone, action);
    }
}
