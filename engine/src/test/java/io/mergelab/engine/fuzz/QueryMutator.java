package io.mergelab.engine.fuzz;

import io.mergelab.engine.sql.ast.Aliased;
import io.mergelab.engine.sql.ast.Asterisk;
import io.mergelab.engine.sql.ast.ColumnDef;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.sql.ast.Limit;
import io.mergelab.engine.sql.ast.Literal;
import io.mergelab.engine.sql.ast.SelectQuery;
import io.mergelab.engine.sql.ast.SelectUnion;
import io.mergelab.engine.sql.ast.SettingAssignment;
import io.mergelab.engine.sql.ast.SetSettings;
import io.mergelab.engine.sql.ast.Statement;
import io.mergelab.engine.sql.ast.SubqueryTable;
import io.mergelab.engine.sql.ast.TableRef;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Mutates a parsed statement in the manner of ClickHouse's AST fuzzer: a few nodes chosen at random are changed —
 * a function renamed to another of the same arity, arguments dropped, duplicated, swapped or replaced, a literal
 * replaced by an edge value, a column by another, a CAST's or a column definition's type by another, an expression
 * wrapped in a function, a CAST or a deep chain of them, FINAL and DISTINCT toggled, a SELECT nested in another.
 * Settings that are the fuzzer's limits are removed, so the limits it sets hold.
 */
final class QueryMutator {
    /** The fuzzer's own limits: statements may not lift them. */
    static final Set<String> LIMIT_SETTINGS = Set.of("max_execution_time", "max_memory_usage", "max_rows_to_read",
            "timeout_overflow_mode", "max_parser_depth");

    private final ExprPool pool;

    QueryMutator(ExprPool pool) {
        this.pool = pool;
    }

    Statement mutate(Statement statement, SplittableRandom random) {
        int nodes = AstRewriter.nodes(statement).size();
        int changes = 1 + random.nextInt(3);
        double chance = Math.min(1.0, changes / (double) Math.max(1, nodes));
        Statement mutated = AstRewriter.rewrite(statement, node -> random.nextDouble() < chance ? mutateNode(node, random) : node);
        if (mutated instanceof SelectUnion union && random.nextInt(10) == 0) {
            mutated = nest(union, random);
        }
        return withoutLimitSettings(mutated);
    }

    private Object mutateNode(Object node, SplittableRandom random) {
        if (node instanceof Expr e) {
            return mutateExpr(e, random);
        }
        if (node instanceof ColumnDef c) {
            return new ColumnDef(c.name(), pool.type(random), c.defaultValue(), c.codecs(), c.comment());
        }
        if (node instanceof TableRef t) {
            return new TableRef(t.database(), t.table(), t.alias(), !t.isFinal());
        }
        if (node instanceof SelectQuery q) {
            return random.nextBoolean() ? withDistinctToggled(q) : withLimit(q, random);
        }
        return node;
    }

    private Expr mutateExpr(Expr e, SplittableRandom random) {
        int what = random.nextInt(12);
        if (e instanceof FunctionCall f && what < 5) {
            return mutateCall(f, random);
        }
        if (e instanceof Literal && what < 7) {
            return pool.literal(random);
        }
        if (e instanceof Identifier && what < 7) {
            return pool.identifier(random);
        }
        if (e instanceof Aliased a) {
            return new Aliased(mutateExpr(a.expr(), random), a.alias());
        }
        return switch (what % 6) {
            case 0 -> FunctionCall.of(pool.function(1, random), e);
            case 1 -> FunctionCall.of(pool.function(2, random), e, random.nextBoolean() ? pool.literal(random) : pool.identifier(random));
            case 2 -> FunctionCall.of("CAST", e, new Literal(pool.type(random)));
            case 3 -> deepChain(e, random);
            case 4 -> pool.expression(random);
            default -> FunctionCall.of(pool.function(2, random), pool.expression(random), e);
        };
    }

    private Expr mutateCall(FunctionCall f, SplittableRandom random) {
        List<Expr> args = new ArrayList<>(f.args());
        switch (random.nextInt(6)) {
            case 0, 1 -> {
                return new FunctionCall(pool.function(args.size(), random), args, f.distinct(), f.parameters());
            }
            case 2 -> {
                if (!args.isEmpty()) {
                    args.remove(random.nextInt(args.size()));
                }
            }
            case 3 -> {
                if (!args.isEmpty()) {
                    args.add(random.nextInt(args.size() + 1), args.get(random.nextInt(args.size())));
                }
            }
            case 4 -> {
                if (args.size() >= 2) {
                    int i = random.nextInt(args.size());
                    int j = random.nextInt(args.size());
                    Expr a = args.get(i);
                    args.set(i, args.get(j));
                    args.set(j, a);
                }
            }
            default -> {
                if (f.name().equals("CAST") && args.size() == 2) {
                    args.set(1, new Literal(pool.type(random)));
                } else if (!args.isEmpty()) {
                    args.set(random.nextInt(args.size()), random.nextBoolean() ? pool.literal(random) : pool.expression(random));
                } else {
                    args.add(pool.literal(random));
                }
            }
        }
        return new FunctionCall(f.name(), args, f.distinct(), f.parameters());
    }

    /** {@code f(f(...f(e)...))} up to a few hundred deep: the analysis and execution passes must not overflow. */
    private Expr deepChain(Expr e, SplittableRandom random) {
        int depth = random.nextInt(4) == 0 ? 100 + random.nextInt(900) : 2 + random.nextInt(20);
        String function = random.nextBoolean() ? pool.function(1, random) : "plus";
        Expr out = e;
        for (int i = 0; i < depth; i++) {
            out = function.equals("plus") ? FunctionCall.of("plus", out, new Literal(1L)) : FunctionCall.of(function, out);
        }
        return out;
    }

    private static SelectQuery withDistinctToggled(SelectQuery q) {
        return new SelectQuery(q.with(), !q.distinct(), q.select(), q.from(), q.joins(), q.arrayJoins(), q.prewhere(),
                q.where(), q.groupBy(), q.withTotals(), q.having(), q.orderBy(), q.limitBy(), q.limit(), q.settings());
    }

    private static SelectQuery withLimit(SelectQuery q, SplittableRandom random) {
        Limit limit = new Limit(new Literal((long) random.nextInt(5)), random.nextBoolean()
                ? Optional.empty() : Optional.of(new Literal((long) random.nextInt(3))));
        return new SelectQuery(q.with(), q.distinct(), q.select(), q.from(), q.joins(), q.arrayJoins(), q.prewhere(),
                q.where(), q.groupBy(), q.withTotals(), q.having(), q.orderBy(), q.limitBy(), Optional.of(limit), q.settings());
    }

    /** {@code SELECT * FROM (union)}, sometimes twice over. */
    private static SelectUnion nest(SelectUnion union, SplittableRandom random) {
        SelectUnion out = new SelectUnion(union.selects(), List.of(), Optional.empty());
        for (int i = 0, n = 1 + random.nextInt(2); i < n; i++) {
            SelectQuery outer = new SelectQuery(List.of(), false, List.of(new Asterisk(Optional.empty())),
                    Optional.of(new SubqueryTable(out, Optional.empty())), List.of(), List.of(), Optional.empty(),
                    Optional.empty(), List.of(), false, Optional.empty(), List.of(), Optional.empty(), Optional.empty(), List.of());
            out = new SelectUnion(List.of(outer), List.of(), Optional.empty());
        }
        return new SelectUnion(out.selects(), union.settings(), union.format());
    }

    /** Drops SETTINGS entries (and SET statements' entries) naming the fuzzer's limits. */
    static Statement withoutLimitSettings(Statement statement) {
        // two passes: a node replaced is not visited further, and a UNION's SELECTs have SETTINGS of their own
        Statement selects = AstRewriter.rewrite(statement, node -> {
            if (node instanceof SelectQuery q && hasLimit(q.settings())) {
                return new SelectQuery(q.with(), q.distinct(), q.select(), q.from(), q.joins(), q.arrayJoins(), q.prewhere(),
                        q.where(), q.groupBy(), q.withTotals(), q.having(), q.orderBy(), q.limitBy(), q.limit(),
                        withoutLimits(q.settings()));
            }
            if (node instanceof SetSettings s && hasLimit(s.settings())) {
                return new SetSettings(withoutLimits(s.settings()));
            }
            return node;
        });
        return AstRewriter.rewrite(selects, node -> node instanceof SelectUnion u && hasLimit(u.settings())
                ? new SelectUnion(u.selects(), withoutLimits(u.settings()), u.format()) : node);
    }

    private static boolean hasLimit(List<SettingAssignment> settings) {
        return settings.stream().anyMatch(s -> LIMIT_SETTINGS.contains(s.name().toLowerCase()));
    }

    private static List<SettingAssignment> withoutLimits(List<SettingAssignment> settings) {
        return settings.stream().filter(s -> !LIMIT_SETTINGS.contains(s.name().toLowerCase())).toList();
    }
}
