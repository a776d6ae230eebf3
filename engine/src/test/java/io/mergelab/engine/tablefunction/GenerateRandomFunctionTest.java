package io.mergelab.engine.tablefunction;

import static io.mergelab.engine.tablefunction.NumbersFunctionTest.assertError;
import static io.mergelab.engine.tablefunction.TableFunctionTesting.context;
import static io.mergelab.engine.tablefunction.TableFunctionTesting.processorNames;
import static io.mergelab.engine.tablefunction.TableFunctionTesting.resolve;
import static io.mergelab.engine.tablefunction.TableFunctionTesting.rowsWithLimit;
import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.plan.SourceStep;
import io.mergelab.engine.type.DataType;
import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

class GenerateRandomFunctionTest {
    private static final String STRUCTURE = "'a UInt8, i Int16, s String, d Date, n Nullable(Int32), arr Array(UInt16), "
            + "t Tuple(Float64, FixedString(2)), u UUID, dec Decimal(9, 2), ts DateTime64(3), lc LowCardinality(String)'";

    @Test
    void headerComesFromTheStructure() {
        SourceStep step = resolve("generateRandom(" + STRUCTURE + ", 1)");
        assertThat(step.name()).isEqualTo("ReadFromStorage");
        assertThat(step.description()).isEqualTo("GenerateRandom");
        assertThat(step.header().names()).containsExactly("a", "i", "s", "d", "n", "arr", "t", "u", "dec", "ts", "lc");
        assertThat(step.header().types().get(6)).isEqualTo(DataType.parse("Tuple(Float64, FixedString(2))"));
        assertThat(processorNames(step, context())).containsExactly("GenerateRandom 0 → 1");
    }

    @Test
    void theSameSeedGivesTheSameRowsAndAnotherSeedOthers() {
        List<List<Object>> first = rowsWithLimit(resolve("generateRandom(" + STRUCTURE + ", 42)"), context(), 200);
        List<List<Object>> again = rowsWithLimit(resolve("generateRandom(" + STRUCTURE + ", 42)"), context(), 200);
        List<List<Object>> other = rowsWithLimit(resolve("generateRandom(" + STRUCTURE + ", 43)"), context(), 200);
        assertThat(first).hasSize(200).isEqualTo(again).isNotEqualTo(other);
    }

    @Test
    void valuesRespectTypesAndLengthLimits() {
        List<List<Object>> rows = rowsWithLimit(resolve("generateRandom(" + STRUCTURE + ", 7, 5, 3)"), context(), 500);
        assertThat(rows).hasSize(500).allSatisfy(r -> {
            assertThat((Long) r.get(0)).isBetween(0L, 255L);
            assertThat((Long) r.get(1)).isBetween(-32768L, 32767L);
            assertThat(((String) r.get(2)).length()).isLessThanOrEqualTo(5);
            assertThat((List<?>) r.get(5)).hasSizeLessThanOrEqualTo(3);
            assertThat(((BigDecimal) r.get(8)).abs()).isLessThan(new BigDecimal("10000000"));
            assertThat((String) r.get(10)).hasSizeLessThanOrEqualTo(5);
        });
        assertThat(rows).anyMatch(r -> r.get(4) == null).anyMatch(r -> r.get(4) != null);
        assertThat(rows.stream().map(r -> ((List<?>) r.get(5)).size()).distinct()).contains(0, 3);
    }

    @Test
    void itIsEndlessUntilLimitClosesIt() {
        assertThat(rowsWithLimit(resolve("generateRandom('x UInt64')"), context("max_block_size", "100"), 1_000))
                .hasSize(1_000);
    }

    @Test
    void argumentErrors() {
        assertError("generateRandom()", ErrorCode.NUMBER_OF_ARGUMENTS_DOESNT_MATCH, "inferring the structure");
        assertError("generateRandom('a UInt8', 1, 2, 3, 4)", ErrorCode.NUMBER_OF_ARGUMENTS_DOESNT_MATCH, "got 5 arguments");
        assertError("generateRandom('not_a_structure')", ErrorCode.BAD_ARGUMENTS, "cannot parse structure");
        assertError("generateRandom('a Nope')", ErrorCode.UNKNOWN_TYPE, "Unknown data type family: Nope");
        assertError("generateRandom(1)", ErrorCode.ILLEGAL_TYPE_OF_ARGUMENT, "argument 'structure'");
        assertError("generateRandom('a UInt8, a String')", ErrorCode.DUPLICATE_COLUMN, "Column a");
        assertError("generateRandom('s String', 1, 100000000)", ErrorCode.BAD_ARGUMENTS, "too large");
        assertError("generateRandom('s String', -1)", ErrorCode.BAD_ARGUMENTS, "random_seed");
    }
}
