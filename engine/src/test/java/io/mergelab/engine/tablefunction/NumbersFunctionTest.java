package io.mergelab.engine.tablefunction;

import static io.mergelab.engine.tablefunction.TableFunctionTesting.context;
import static io.mergelab.engine.tablefunction.TableFunctionTesting.firstColumn;
import static io.mergelab.engine.tablefunction.TableFunctionTesting.processorNames;
import static io.mergelab.engine.tablefunction.TableFunctionTesting.resolve;
import static io.mergelab.engine.tablefunction.TableFunctionTesting.rows;
import static io.mergelab.engine.tablefunction.TableFunctionTesting.rowsWithLimit;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.plan.PipelineContext;
import io.mergelab.engine.plan.SourceStep;
import io.mergelab.engine.type.IntegerType;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class NumbersFunctionTest {

    @Test
    void numbersGivesZeroToNMinusOneInOneNumbersRangeSource() {
        SourceStep step = resolve("numbers(5)");
        assertThat(step.name()).isEqualTo("ReadFromSystemNumbers");
        assertThat(step.header().names()).containsExactly("number");
        assertThat(step.header().types()).containsExactly(IntegerType.UINT64);
        assertThat(firstColumn(rows(step, context("max_threads", "4")))).containsExactly(0L, 1L, 2L, 3L, 4L);
        assertThat(processorNames(step, context("max_threads", "4"))).containsExactly("NumbersRange 0 → 1");
    }

    @Test
    void offsetLimitAndStep() {
        assertThat(firstColumn(rows(resolve("numbers(10, 3)"), context()))).containsExactly(10L, 11L, 12L);
        // [0, 10) with step 3: ceil(10 / 3) = 4 values.
        assertThat(firstColumn(rows(resolve("numbers(0, 10, 3)"), context()))).containsExactly(0L, 3L, 6L, 9L);
        assertThat(rows(resolve("numbers(0)"), context())).isEmpty();
    }

    @Test
    void valuesBeyondInt64WrapAroundAsUInt64() {
        List<Object> values = firstColumn(rows(resolve("numbers(18446744073709551614, 3)"), context()));
        assertThat(values).containsExactly(-2L, -1L, 0L);
    }

    @Test
    void blocksFollowMaxBlockSize() {
        PipelineContext ctx = context("max_block_size", "3");
        assertThat(rows(resolve("numbers(10)"), ctx)).hasSize(10);
        assertThat(ctx.readCounters().rows()).isEqualTo(10);
        assertThat(ctx.readCounters().largestBlockBytes()).isEqualTo(3 * 8);
    }

    @Test
    void limitOverAHugeRangeReturnsPromptlyAndReadsFewBlocks() {
        PipelineContext ctx = context("max_threads", "2");
        long start = System.nanoTime();
        List<Object> values = firstColumn(rowsWithLimit(resolve("numbers(100_000_000_000)"), ctx, 10));
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(5));
        assertThat(values).containsExactly(0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L);
        assertThat(ctx.readCounters().rows()).isLessThanOrEqualTo(3L * 65_409);
    }

    @Test
    void endlessNumbersAndSystemNumbersUseTheNumbersSource() {
        PipelineContext ctx = context();
        assertThat(firstColumn(rowsWithLimit(resolve("numbers()"), ctx, 3))).containsExactly(0L, 1L, 2L);
        SourceStep system = SystemNumbers.step();
        assertThat(system.name()).isEqualTo("ReadFromSystemNumbers");
        assertThat(system.header().names()).containsExactly("number");
        assertThat(firstColumn(rowsWithLimit(system, context(), 4))).containsExactly(0L, 1L, 2L, 3L);
        assertThat(processorNames(system, context("max_threads", "4"))).containsExactly("Numbers 0 → 1");
        assertThat(processorNames(SystemNumbers.step("numbers_mt"), context("max_threads", "3")))
                .containsExactly("Numbers 0 → 1", "Numbers 0 → 1", "Numbers 0 → 1");
        assertThat(SystemNumbers.handles("numbers")).isTrue();
        assertThat(SystemNumbers.handles("one")).isFalse();
    }

    @Test
    void numbersMtSplitsTheRangeOverMaxThreadsSources() {
        PipelineContext ctx = context("max_threads", "4", "max_block_size", "1000");
        SourceStep step = resolve("numbers_mt(1_000_000)");
        assertThat(processorNames(step, ctx)).containsExactly(
                "NumbersRange 0 → 1", "NumbersRange 0 → 1", "NumbersRange 0 → 1", "NumbersRange 0 → 1");
        List<Object> values = firstColumn(rows(step, ctx));
        Set<Object> distinct = new HashSet<>(values);
        assertThat(values).hasSize(1_000_000);
        assertThat(distinct).hasSize(1_000_000);
        assertThat(values.stream().mapToLong(v -> (Long) v).sum()).isEqualTo(999_999L * 1_000_000L / 2);
    }

    @Test
    void numbersMtMakesNoMoreSourcesThanBlocks() {
        PipelineContext ctx = context("max_threads", "4", "max_block_size", "10");
        assertThat(processorNames(resolve("numbers_mt(25)"), ctx)).hasSize(2);
        assertThat(processorNames(resolve("numbers_mt(5)"), ctx)).hasSize(1);
    }

    @Test
    void zerosGivesTheZeroColumn() {
        SourceStep step = resolve("zeros(3)");
        assertThat(step.header().names()).containsExactly("zero");
        assertThat(step.header().types()).containsExactly(IntegerType.UINT8);
        assertThat(firstColumn(rows(step, context("max_block_size", "2")))).containsExactly(0L, 0L, 0L);
        assertThat(processorNames(step, context())).containsExactly("Zeros 0 → 1");
        assertThat(firstColumn(rowsWithLimit(resolve("zeros(100_000_000_000)"), context(), 2))).containsExactly(0L, 0L);
    }

    @Test
    void argumentErrors() {
        assertError("numbers(1, 2, 3, 4)", ErrorCode.NUMBER_OF_ARGUMENTS_DOESNT_MATCH, "'limit' or 'offset, limit'");
        assertError("numbers('a')", ErrorCode.ILLEGAL_TYPE_OF_ARGUMENT, "Illegal type String of argument 'limit'");
        assertError("numbers(-1)", ErrorCode.BAD_ARGUMENTS, "must be non-negative");
        assertError("numbers(0, 10, 0)", ErrorCode.BAD_ARGUMENTS, "step to be a positive number");
        assertError("numbers(NULL)", ErrorCode.ILLEGAL_TYPE_OF_ARGUMENT, "expected an unsigned integer");
        assertError("zeros()", ErrorCode.NUMBER_OF_ARGUMENTS_DOESNT_MATCH, "exactly one argument");
        assertError("numbers(x)", ErrorCode.UNKNOWN_IDENTIFIER, "x");
    }

    @Test
    void unknownTableFunctionHasAHint() {
        assertError("nubmers(10)", ErrorCode.UNKNOWN_FUNCTION, "Unknown table function nubmers. Maybe you meant: ['numbers']");
    }

    static void assertError(String call, ErrorCode code, String message) {
        assertThatThrownBy(() -> resolve(call))
                .isInstanceOf(MergeLabException.class)
                .hasMessageContaining(message)
                .extracting(e -> ((MergeLabException) e).code()).isEqualTo(code);
    }
}
