package io.mergelab.profiler.capture;

import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.TargetException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Empties the caches before a cold run: the engine's mark, uncompressed and query condition caches through SQL (any
 * target), and the OS page cache when the engine runs in this process and the process may drop it. Returns what
 * could not be dropped, each said plainly, so a run that was not fully cold says so.
 */
final class ColdCaches {
    static final List<String> ENGINE_CACHE_STATEMENTS = List.of(
            "SYSTEM DROP MARK CACHE", "SYSTEM DROP UNCOMPRESSED CACHE", "SYSTEM DROP QUERY CONDITION CACHE");

    private final QueryTarget target;
    private final PageCache pageCache;

    ColdCaches(QueryTarget target, PageCache pageCache) {
        this.target = target;
        this.pageCache = pageCache;
    }

    /** Drops every cache it can; the notices name the others and why. */
    List<String> drop() {
        List<String> notices = new ArrayList<>();
        for (String statement : ENGINE_CACHE_STATEMENTS) {
            try {
                target.run(QueryRequest.of(statement)).close();
            } catch (TargetException e) {
                notices.add(statement + " failed: " + e.clientLine());
            }
        }
        Optional<String> pageCacheProblem = target.info().kind().equals("embedded")
                ? pageCache.drop()
                : Optional.of("the " + target.info().kind() + " target is not in this process; drop it on its machine");
        pageCacheProblem.ifPresent(reason -> notices.add("OS page cache not dropped: " + reason));
        return notices;
    }
}
