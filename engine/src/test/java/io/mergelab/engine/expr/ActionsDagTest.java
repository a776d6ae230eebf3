package io.mergelab.engine.expr;

import static io.mergelab.engine.expr.ExprTestSupport.CTX;
import static io.mergelab.engine.expr.ExprTestSupport.array;
import static io.mergelab.engine.expr.ExprTestSupport.call;
import static io.mergelab.engine.expr.ExprTestSupport.id;
import static io.mergelab.engine.expr.ExprTestSupport.lit;
import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.type.DataType;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ActionsDagTest {
    private static final List<String> NAMES = List.of("a", "b", "s");
    private static final List<DataType> TYPES = List.of(DataType.parse("UInt64"), DataType.parse("Int32"),
            DataType.parse("Nullable(String)"));
    private static final InputSchema SCHEMA = new InputSchema(NAMES, TYPES);

    private static ActionNode node(Expr e) {
        return ExpressionCompiler.compile(e, SCHEMA, CTX).actions();
    }

    private static ActionsDag dag(Expr... outputs) {
        return ActionsDag.of(NAMES, TYPES, Arrays.stream(outputs).map(ActionsDagTest::node).toList());
    }

    @Test
    void namesLiteralsAndCallsAsTheAnalyzerDoes() {
        assertThat(node(call("plus", id("a"), lit(1))).name()).isEqualTo("plus(a, 1_UInt8)");
        assertThat(node(call("equals", id("s"), lit("it's"))).name()).isEqualTo("equals(s, 'it\\'s'_String)");
        assertThat(node(lit(-300)).name()).isEqualTo("-300_Int16");
        assertThat(node(lit(2.5)).name()).isEqualTo("2.5_Float64");
        assertThat(node(lit(null)).name()).isEqualTo("NULL_Nullable(Nothing)");
        assertThat(node(array(lit(1), lit(2))).name()).isEqualTo("[1, 2]_Array(UInt8)");
        assertThat(node(id("b"))).isEqualTo(new ActionNode.Input("b", DataType.parse("Int32")));
    }

    @Test
    void aFoldedConstantKeepsTheNameOfTheCallItCameFrom() {
        ActionNode folded = node(call("plus", lit(1), lit(2)));
        assertThat(folded).isInstanceOf(ActionNode.Constant.class);
        assertThat(folded.name()).isEqualTo("plus(1_UInt8, 2_UInt8)");
        assertThat(folded.type().name()).isEqualTo("UInt16");
    }

    @Test
    void linearizesLeavesFirstAndTakesTheResultSlotBeforeFreeingArguments() {
        ActionsDag d = dag(call("plus", id("a"), lit(1)), id("b"));
        assertThat(d.describe()).containsExactly(
                "Actions: INPUT : 0 -> a UInt64 : 0",
                "         INPUT :: 1 -> b Int32 : 1",
                "         INPUT :: 2 -> s Nullable(String) : 2",
                "         COLUMN Const(UInt8) -> 1_UInt8 UInt8 : 3",
                "         FUNCTION plus(a :: 0, 1_UInt8 :: 3) -> plus(a, 1_UInt8) UInt64 : 4",
                "Positions: 4 1");
    }

    @Test
    void sharedSubExpressionsAreComputedOnceAndFreedAfterTheirLastUse() {
        Expr twice = call("multiply", id("a"), id("a"));
        ActionsDag d = dag(call("plus", twice, lit(1)), call("multiply", twice, lit(1)));
        List<String> lines = d.describe();
        assertThat(lines).filteredOn(l -> l.contains("FUNCTION multiply(a ")).containsExactly(
                "         FUNCTION multiply(a : 0, a :: 0) -> multiply(a, a) UInt64 : 4");
        assertThat(lines).contains(
                "         FUNCTION plus(multiply(a, a) : 4, 1_UInt8 : 3) -> plus(multiply(a, a), 1_UInt8) UInt64 : 0",
                "         FUNCTION multiply(multiply(a, a) :: 4, 1_UInt8 :: 3) -> multiply(multiply(a, a), 1_UInt8) UInt64 : 5",
                "Positions: 0 5");
        assertThat(d.actions()).hasSize(7);
    }

    @Test
    void anAliasRenamesAValueAndJsonListsInputsActionsOutputsPositions() {
        ActionsDag d = ActionsDag.of(List.of("a"), List.of(DataType.parse("UInt64")),
                List.of(new ActionNode.Alias("x", new ActionNode.Input("a", DataType.parse("UInt64")))));
        assertThat(d.describe()).containsExactly("Actions: INPUT : 0 -> a UInt64 : 0",
                "         ALIAS a :: 0 -> x UInt64 : 1", "Positions: 1");
        Map<String, Object> json = d.toJson();
        assertThat(json.keySet()).containsExactly("Inputs", "Actions", "Outputs", "Positions");
        assertThat(json.get("Positions")).isEqualTo(List.of(1));
        @SuppressWarnings("unchecked")
        Map<String, Object> alias = ((List<Map<String, Object>>) json.get("Actions")).get(1);
        assertThat(alias).containsEntry("Node Type", "ALIAS").containsEntry("Result Name", "x")
                .containsEntry("Arguments", List.of(0)).containsEntry("Removed Arguments", List.of(0))
                .containsEntry("Result", 1);
    }
}
