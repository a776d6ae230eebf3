package io.mergelab.profiler.connect;

import io.mergelab.profiler.run.Explains;
import io.mergelab.profiler.run.IndexFunnel;
import java.util.List;

/**
 * The EXPLAINs of a statement's run and the index funnels their json text shows, handed over together so capture
 * need not parse the text for them: the funnels are what reading {@link Explains#planJson()} would give.
 */
public record RunExplains(Explains explains, List<IndexFunnel> indexFunnels) {
    public RunExplains {
        indexFunnels = List.copyOf(indexFunnels);
    }
}
