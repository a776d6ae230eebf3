package io.mergelab.engine.expr;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.format.TextValues;
import io.mergelab.engine.sql.SqlParser;
import io.mergelab.engine.type.IntegerType;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;

/** Arithmetic and comparisons over random integer types and values against a BigInteger reference. */
class NumericPropertiesTest {
    private static final List<IntegerType> TYPES = List.of(IntegerType.UINT8, IntegerType.UINT16, IntegerType.UINT32,
            IntegerType.UINT64, IntegerType.INT8, IntegerType.INT16, IntegerType.INT32, IntegerType.INT64);

    record Operand(IntegerType type, BigInteger value) {
    }

    @Provide
    Arbitrary<Operand> operands() {
        return Arbitraries.of(TYPES).flatMap(t -> {
            BigInteger min = t.signed() ? BigInteger.ONE.shiftLeft(t.bits() - 1).negate() : BigInteger.ZERO;
            BigInteger max = (t.signed() ? BigInteger.ONE.shiftLeft(t.bits() - 1) : BigInteger.ONE.shiftLeft(t.bits()))
                    .subtract(BigInteger.ONE);
            Arbitrary<BigInteger> edge = Arbitraries.of(min, max, BigInteger.ZERO, BigInteger.ONE, min.add(BigInteger.ONE));
            Arbitrary<BigInteger> any = Arbitraries.bigIntegers().between(min, max);
            return Arbitraries.frequencyOf(Tuple.of(1, edge), Tuple.of(3, any))
                    .map(v -> new Operand(t, v));
        });
    }

    @Provide
    Arbitrary<String> arithmetic() {
        return Arbitraries.of("plus", "minus", "multiply", "intDiv", "modulo");
    }

    @Provide
    Arbitrary<String> comparisons() {
        return Arbitraries.of("equals", "notEquals", "less", "greater", "lessOrEquals", "greaterOrEquals");
    }

    @Property(tries = 600)
    void arithmeticMatchesBigIntegerWrappedToTheResultType(@ForAll("arithmetic") String fn,
                                                           @ForAll("operands") Operand a, @ForAll("operands") Operand b) {
        CompiledExpression e = compile(fn + "(a, b)", a, b);
        IntegerType result = (IntegerType) e.type();
        assertThat(result).isEqualTo(expectedType(fn, a.type(), b.type()));
        BigInteger exact;
        switch (fn) {
            case "plus" -> exact = a.value().add(b.value());
            case "minus" -> exact = a.value().subtract(b.value());
            case "multiply" -> exact = a.value().multiply(b.value());
            default -> {
                if (b.value().signum() == 0) {
                    assertErrorCode(e, a, b, ErrorCode.ILLEGAL_DIVISION);
                    return;
                }
                if (fn.equals("intDiv") && a.value().equals(BigInteger.ONE.shiftLeft(63).negate())
                        && b.value().equals(BigInteger.ONE.negate())) {
                    assertErrorCode(e, a, b, ErrorCode.ILLEGAL_DIVISION);
                    return;
                }
                exact = fn.equals("intDiv") ? a.value().divide(b.value()) : a.value().remainder(b.value());
            }
        }
        assertThat(new BigInteger(render(e, a, b))).isEqualTo(wrap(exact, result));
    }

    @Property(tries = 600)
    void comparisonsAreExact(@ForAll("comparisons") String fn, @ForAll("operands") Operand a, @ForAll("operands") Operand b) {
        CompiledExpression e = compile(fn + "(a, b)", a, b);
        int c = a.value().compareTo(b.value());
        boolean expected = switch (fn) {
            case "equals" -> c == 0;
            case "notEquals" -> c != 0;
            case "less" -> c < 0;
            case "greater" -> c > 0;
            case "lessOrEquals" -> c <= 0;
            default -> c >= 0;
        };
        assertThat(render(e, a, b)).isEqualTo(expected ? "1" : "0");
    }

    @Property(tries = 300)
    void integerAgainstFloatComparesExactly(@ForAll("operands") Operand a, @ForAll("operands") Operand b) {
        double d = b.value().doubleValue();
        Chunk chunk = chunk(a, b);
        InputSchema schema = new InputSchema(List.of("a", "b"), List.of(a.type(), b.type()));
        CompiledExpression e = ExpressionCompiler.compile(SqlParser.parseExpression("less(a, toFloat64(b))"), schema,
                ExprTestSupport.CTX);
        int c = new BigDecimal(a.value()).compareTo(new BigDecimal(d));
        assertThat(e.evaluate(chunk).get(0)).isEqualTo(c < 0 ? 1L : 0L);
    }

    private static IntegerType expectedType(String fn, IntegerType a, IntegerType b) {
        int maxBits = Math.max(a.bits(), b.bits());
        return switch (fn) {
            case "plus", "multiply" -> new IntegerType(Math.min(64, maxBits * 2), a.signed() || b.signed());
            case "minus" -> new IntegerType(Math.min(64, maxBits * 2), true);
            case "intDiv" -> new IntegerType(a.bits(), a.signed() || b.signed());
            default -> new IntegerType(a.signed() ? Math.min(64, b.bits() * 2) : b.bits(), a.signed());
        };
    }

    private static BigInteger wrap(BigInteger v, IntegerType t) {
        BigInteger modulus = BigInteger.ONE.shiftLeft(t.bits());
        BigInteger r = v.mod(modulus);
        if (t.signed() && r.testBit(t.bits() - 1)) {
            r = r.subtract(modulus);
        }
        return r;
    }

    private static CompiledExpression compile(String sql, Operand a, Operand b) {
        InputSchema schema = new InputSchema(List.of("a", "b"), List.of(a.type(), b.type()));
        return ExpressionCompiler.compile(SqlParser.parseExpression(sql), schema, ExprTestSupport.CTX);
    }

    private static String render(CompiledExpression e, Operand a, Operand b) {
        Column c = e.evaluate(chunk(a, b));
        return TextValues.format(c, 0);
    }

    private static void assertErrorCode(CompiledExpression e, Operand a, Operand b, ErrorCode code) {
        try {
            e.evaluate(chunk(a, b));
        } catch (MergeLabException ex) {
            assertThat(ex.code()).isEqualTo(code);
            return;
        }
        throw new AssertionError("expected " + code);
    }

    private static Chunk chunk(Operand a, Operand b) {
        return new Chunk(List.of(column(a), column(b)), 1);
    }

    private static Column column(Operand o) {
        ColumnBuilder builder = ColumnBuilder.create(o.type(), 1);
        TextValues.parseInto(builder, o.type(), o.value().toString());
        return builder.build();
    }
}
