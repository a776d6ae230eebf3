package io.mergelab.engine.fuzz;

import io.mergelab.engine.sql.ast.ColumnDef;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.sql.ast.Literal;
import io.mergelab.engine.sql.ast.Statement;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;

/**
 * What the corpus uses, for the mutator to draw from (as ClickHouse's AST fuzzer collects the functions, columns and
 * literals of the queries it saw): function names by argument count, identifiers, literals, type names, and whole
 * expressions to transplant.
 */
final class ExprPool {
    private static final int MAX_EXPRESSIONS = 5000;
    /** Types beyond those of the corpus, with the edges the engine's type code must handle. */
    private static final List<String> EXTRA_TYPES = List.of("UInt8", "UInt64", "Int8", "Int128", "Float32", "Float64",
            "Decimal(9, 2)", "Decimal(38, 10)", "Decimal(76, 40)", "String", "FixedString(1)", "Date", "Date32", "DateTime",
            "DateTime64(9)", "UUID", "Bool", "Nullable(String)", "Nullable(UInt8)", "LowCardinality(String)",
            "LowCardinality(Nullable(String))", "Array(UInt8)", "Array(Nullable(String))", "Array(Array(Int32))",
            "Tuple(UInt8, String)", "Map(String, UInt64)", "Enum8('a' = 1, 'b' = 2)", "Nothing", "IPv4");
    /** Literals at the edges: zero, extremes, NaN, empty and odd strings, dates out of range. */
    private static final List<Object> EDGE_VALUES = List.of(0L, 1L, -1L, 255L, 256L, 65536L, Long.MAX_VALUE, Long.MIN_VALUE,
            new java.math.BigInteger("18446744073709551615"), 0.5, -0.0, 1e308, Double.NaN, Double.POSITIVE_INFINITY,
            "", "a", "%", "_", "\\", "\u00ff\u0000", "1970-01-01", "2106-02-07 06:28:16", "2299-12-31", "1900-01-01 00:00:00",
            "00000000-0000-0000-0000-000000000000", "[1,2]", "(a|b)*c", "x".repeat(300), true, false);

    private final Map<Integer, List<String>> functionsByArity = new TreeMap<>();
    private final List<String> functions = new ArrayList<>();
    private final List<Identifier> identifiers = new ArrayList<>();
    private final List<Literal> literals = new ArrayList<>();
    private final List<String> types = new ArrayList<>(EXTRA_TYPES);
    private final List<Expr> expressions = new ArrayList<>();

    void addAll(Statement statement) {
        Set<String> seenFunctions = new LinkedHashSet<>(functions);
        for (Object node : AstRewriter.nodes(statement)) {
            if (node instanceof FunctionCall f) {
                if (seenFunctions.add(f.name())) {
                    functions.add(f.name());
                }
                List<String> sameArity = functionsByArity.computeIfAbsent(f.args().size(), n -> new ArrayList<>());
                if (!sameArity.contains(f.name())) {
                    sameArity.add(f.name());
                }
                if (f.name().equals("CAST") && f.args().size() == 2 && f.args().get(1) instanceof Literal l
                        && l.value() instanceof String type && !types.contains(type)) {
                    types.add(type);
                }
            } else if (node instanceof Identifier id && !identifiers.contains(id)) {
                identifiers.add(id);
            } else if (node instanceof Literal l && literals.size() < MAX_EXPRESSIONS && !literals.contains(l)) {
                literals.add(l);
            } else if (node instanceof ColumnDef c && !types.contains(c.typeName())) {
                types.add(c.typeName());
            }
            if (node instanceof Expr e && expressions.size() < MAX_EXPRESSIONS) {
                expressions.add(e);
            }
        }
    }

    String function(SplittableRandom random) {
        return functions.get(random.nextInt(functions.size()));
    }

    /** A function the corpus called with {@code arity} arguments, or any when none was. */
    String function(int arity, SplittableRandom random) {
        List<String> same = functionsByArity.get(arity);
        return same == null ? function(random) : same.get(random.nextInt(same.size()));
    }

    Expr identifier(SplittableRandom random) {
        return identifiers.isEmpty() ? literal(random) : identifiers.get(random.nextInt(identifiers.size()));
    }

    Expr literal(SplittableRandom random) {
        if (literals.isEmpty() || random.nextBoolean()) {
            Object v = EDGE_VALUES.get(random.nextInt(EDGE_VALUES.size()));
            return random.nextInt(20) == 0 ? Literal.NULL : new Literal(v);
        }
        return literals.get(random.nextInt(literals.size()));
    }

    String type(SplittableRandom random) {
        return types.get(random.nextInt(types.size()));
    }

    Expr expression(SplittableRandom random) {
        return expressions.isEmpty() ? literal(random) : expressions.get(random.nextInt(expressions.size()));
    }

    boolean isEmpty() {
        return functions.isEmpty();
    }
}
