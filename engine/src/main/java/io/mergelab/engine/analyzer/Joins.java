package io.mergelab.engine.analyzer;

import io.mergelab.engine.error.ErrorCode;
import io.mergelab.engine.error.MergeLabException;
import io.mergelab.engine.expr.ColumnNames;
import io.mergelab.engine.expr.CompiledExpression;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.plan.PlanStep;
import io.mergelab.engine.plan.step.ExpressionStep;
import io.mergelab.engine.plan.step.JoinStep;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.sql.ast.JoinClause;
import io.mergelab.engine.type.DataType;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * {@code left JOIN right ON a = b [AND ...] | USING (k, ...)} as one relation: left columns keep their names,
 * right columns whose name the left side has too are renamed {@code <right alias>.<name>} (so {@code t2.x} finds
 * them); reading it reads each side's needed columns plus the keys and joins them with a {@link JoinStep}.
 */
final class Joins {
    private Joins() {
    }

    /** The joined relation; {@code leftName} / {@code rightName} are the sides' aliases or table names, if any. */
    static Relation join(Relation left, Optional<String> leftName, Relation right, Optional<String> rightName,
                         JoinClause clause) {
        List<String> rightNames = rightNames(left, right, rightName);
        List<String> leftKeys = new ArrayList<>();
        List<String> rightKeys = new ArrayList<>();
        if (!clause.using().isEmpty()) {
            for (String k : clause.using()) {
                int r = right.names().indexOf(k);
                if (!left.names().contains(k) || r < 0) {
                    throw new MergeLabException(ErrorCode.UNKNOWN_IDENTIFIER, "Unknown identifier `" + k
                            + "` in JOIN USING: it must be a column of both sides");
                }
                leftKeys.add(k);
                rightKeys.add(rightNames.get(r));
            }
        } else if (clause.on().isPresent()) {
            for (Expr conjunct : conjuncts(clause.on().get())) {
                if (!(conjunct instanceof FunctionCall f && f.name().equals("equals") && f.args().size() == 2
                        && f.args().get(0) instanceof Identifier a && f.args().get(1) instanceof Identifier b)) {
                    throw new MergeLabException(ErrorCode.NOT_IMPLEMENTED, "JOIN ON supports only equalities of columns "
                            + "joined by AND, got " + ColumnNames.of(conjunct));
                }
                Side sa = side(a, left, leftName, right, rightNames, rightName);
                Side sb = side(b, left, leftName, right, rightNames, rightName);
                if (sa.left() == sb.left()) {
                    throw new MergeLabException(ErrorCode.INVALID_JOIN_ON_EXPRESSION, "JOIN ON expression "
                            + ColumnNames.of(conjunct) + " must compare a column of each side");
                }
                leftKeys.add(sa.left() ? sa.column() : sb.column());
                rightKeys.add(sa.left() ? sb.column() : sa.column());
            }
        } else if (clause.kind() != JoinClause.Kind.CROSS) {
            throw new MergeLabException(ErrorCode.SYNTAX_ERROR, "JOIN needs ON or USING");
        }
        List<String> names = new ArrayList<>(left.names());
        names.addAll(rightNames);
        List<DataType> types = new ArrayList<>(left.types());
        types.addAll(right.types());
        List<String> asterisk = new ArrayList<>(left.asteriskColumns());
        for (String n : right.asteriskColumns()) {
            if (!clause.using().contains(n)) {
                asterisk.add(rightNames.get(right.names().indexOf(n)));
            }
        }
        return new Relation(names, types, asterisk, columns -> {
            Set<String> leftRead = new LinkedHashSet<>(leftKeys);
            Set<String> rightRead = new LinkedHashSet<>();
            for (String c : columns) {
                if (left.names().contains(c)) {
                    leftRead.add(c);
                }
            }
            for (int i = 0; i < right.names().size(); i++) {
                if (columns.contains(rightNames.get(i)) || rightKeys.contains(rightNames.get(i))) {
                    rightRead.add(right.names().get(i));
                }
            }
            PlanStep l = left.read(left.names().stream().filter(leftRead::contains).toList());
            PlanStep r = renamed(right.read(right.names().stream().filter(rightRead::contains).toList()), right, rightNames);
            return new JoinStep(l, r, clause.kind(), clause.strictness(), leftKeys, rightKeys);
        });
    }

    /** The right side's column names in the joined relation: {@code <right name>.<name>} where the left has it too. */
    static List<String> rightNames(Relation left, Relation right, Optional<String> rightName) {
        String qualifier = rightName.orElse("right");
        List<String> out = new ArrayList<>();
        for (String n : right.names()) {
            out.add(left.names().contains(n) ? qualifier + "." + n : n);
        }
        return out;
    }

    /** Gives the right side's columns their joined names (and keeps only what was asked for). */
    private static PlanStep renamed(PlanStep step, Relation right, List<String> rightNames) {
        Header h = step.header();
        List<CompiledExpression> outputs = new ArrayList<>();
        boolean changed = false;
        for (int i = 0; i < h.size(); i++) {
            int at = right.names().indexOf(h.names().get(i));
            String name = rightNames.get(at);
            changed |= !name.equals(h.names().get(i));
            outputs.add(new InputColumn(i, name, h.types().get(i), h.names().get(i)));
        }
        return changed ? new ExpressionStep(step, "Change column names to column identifiers", outputs) : step;
    }

    private record Side(boolean left, String column) {
    }

    private static Side side(Identifier id, Relation left, Optional<String> leftName, Relation right,
                             List<String> rightNames, Optional<String> rightName) {
        String column = id.name();
        if (id.parts().size() > 1) {
            String table = id.parts().get(id.parts().size() - 2);
            if (rightName.isPresent() && rightName.get().equals(table) && right.names().contains(column)) {
                return new Side(false, rightNames.get(right.names().indexOf(column)));
            }
            if (leftName.isPresent() && leftName.get().equals(table) && left.names().contains(column)) {
                return new Side(true, column);
            }
        } else if (left.names().contains(column)) {
            return new Side(true, column);
        } else if (right.names().contains(column)) {
            return new Side(false, rightNames.get(right.names().indexOf(column)));
        }
        throw new MergeLabException(ErrorCode.UNKNOWN_IDENTIFIER, "Unknown identifier `" + id.fullName()
                + "` in JOIN ON expression");
    }

    private static List<Expr> conjuncts(Expr e) {
        if (e instanceof FunctionCall f && f.name().toLowerCase(Locale.ROOT).equals("and")) {
            List<Expr> out = new ArrayList<>();
            f.args().forEach(a -> out.addAll(conjuncts(a)));
            return out;
        }
        return List.of(e);
    }
}
