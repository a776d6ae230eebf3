package io.mergelab.engine.tablefunction;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.processor.LimitTransform;
import io.mergelab.engine.processor.QueryPipeline;
import io.mergelab.engine.processor.QueryPipelineBuilder;
import io.mergelab.engine.table.ReadCounters;
import io.mergelab.engine.type.IntegerType;
import java.io.ByteArrayInputStream;
import java.io.FilterInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

class FormatSourceTest {
    private static final Header HEADER = new Header(List.of("n"), List.of(IntegerType.UINT64));

    private static InputStream tracked(String text, AtomicBoolean closed) {
        return new FilterInputStream(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8))) {
            @Override
            public void close() {
                closed.set(true);
            }
        };
    }

    private static long run(FormatSource source, long limit) {
        QueryPipelineBuilder b = new QueryPipelineBuilder();
        b.addSource(source);
        b.addSimpleTransform(() -> new LimitTransform(limit, 0));
        QueryPipeline p = b.build();
        p.start(1, "format-source", () -> false);
        long rows = 0;
        for (var it = p.results(); it.hasNext(); ) {
            Chunk c = it.next();
            rows += c.rows();
        }
        return rows;
    }

    @Test
    void theStreamClosesWhenLimitStopsReading() {
        AtomicBoolean opened = new AtomicBoolean();
        AtomicBoolean closed = new AtomicBoolean();
        String data = "1\n".repeat(100_000);
        ReadCounters counters = new ReadCounters();
        FormatSource source = new FormatSource("File", () -> {
            opened.set(true);
            return tracked(data, closed);
        }, "CSV", HEADER, HEADER, 100, counters);
        assertThat(run(source, 150)).isEqualTo(150);
        assertThat(opened).isTrue();
        assertThat(closed).isTrue();
        assertThat(counters.rows()).isLessThan(1_000);
    }

    @Test
    void theStreamClosesAtItsEnd() {
        AtomicBoolean closed = new AtomicBoolean();
        FormatSource source = new FormatSource("URL", () -> tracked("1\n2\n", closed), "CSV", HEADER, HEADER, 100, new ReadCounters());
        assertThat(run(source, 10)).isEqualTo(2);
        assertThat(closed).isTrue();
    }
}
