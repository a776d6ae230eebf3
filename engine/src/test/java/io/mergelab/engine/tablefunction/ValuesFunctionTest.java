package io.mergelab.engine.tablefunction;

import static io.mergelab.engine.tablefunction.NumbersFunctionTest.assertError;
import static io.mergelab.engine.tablefunction.TableFunctionTesting.context;
import static io.mergelab.engine.tablefunction.TableFunctionTesting.processorNames;
import static io.mergelab.engine.tablefunction.TableFunctionTesting.resolve;
import static io.mergelab.engine.tablefunction.TableFunctionTesting.rows;
import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.plan.PipelineContext;
import io.mergelab.engine.plan.SourceStep;
import io.mergelab.engine.type.DataType;
import java.util.List;
import org.junit.jupiter.api.Test;

class ValuesFunctionTest {

    @Test
    void rowsWithAStructure() {
        SourceStep step = resolve("values('a UInt8, b String', (1, 'x'), (2, 'y'))");
        assertThat(step.name()).isEqualTo("ReadFromStorage");
        assertThat(step.description()).isEqualTo("Values");
        assertThat(step.header().names()).containsExactly("a", "b");
        assertThat(step.header().types()).containsExactly(DataType.parse("UInt8"), DataType.parse("String"));
        PipelineContext ctx = context();
        assertThat(rows(step, ctx)).containsExactly(List.of(1L, "x"), List.of(2L, "y"));
        assertThat(ctx.readCounters().rows()).isEqualTo(2);
        assertThat(processorNames(step, context())).containsExactly("SourceFromSingleChunk 0 → 1");
    }

    @Test
    void aSingleColumnTakesScalars() {
        SourceStep step = resolve("values('d Date', '2024-01-02', '2024-01-03')");
        assertThat(step.header().types()).containsExactly(DataType.parse("Date"));
        assertThat(rows(step, context())).hasSize(2);
    }

    @Test
    void withoutAStructureColumnsAreNamedCAndTypedByTheRows() {
        SourceStep scalars = resolve("values(1, 2, 300)");
        assertThat(scalars.header().names()).containsExactly("c1");
        assertThat(scalars.header().types()).containsExactly(DataType.parse("UInt16"));
        assertThat(rows(scalars, context())).containsExactly(List.of(1L), List.of(2L), List.of(300L));

        SourceStep tuples = resolve("VALUES((1, 'a'), (2, NULL))");
        assertThat(tuples.header().names()).containsExactly("c1", "c2");
        assertThat(tuples.header().types()).containsExactly(DataType.parse("UInt8"), DataType.parse("Nullable(String)"));
        assertThat(rows(tuples, context())).containsExactly(List.of(1L, "a"), java.util.Arrays.asList(2L, null));

        SourceStep strings = resolve("values('a', 'b')");
        assertThat(strings.header().names()).containsExactly("c1");
        assertThat(rows(strings, context())).containsExactly(List.of("a"), List.of("b"));
    }

    @Test
    void rowErrors() {
        assertError("values('a UInt8, b String', (1, 'x'), (2))", ErrorCode.BAD_ARGUMENTS, "row 2 has 1 values");
        assertError("values((1, 'a'), 2)", ErrorCode.BAD_ARGUMENTS, "row 2 has 1 values, but the first row has 2");
        assertError("values('a UInt8', 'x')", ErrorCode.CANNOT_PARSE_TEXT, "column a (UInt8)");
        assertError("values()", ErrorCode.NUMBER_OF_ARGUMENTS_DOESNT_MATCH, "at least one row");
    }
}
