package io.mergelab.engine.sql;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.sql.ast.Explain;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.Literal;
import io.mergelab.engine.sql.ast.SelectUnion;
import io.mergelab.engine.sql.ast.SetSettings;
import io.mergelab.engine.sql.ast.SettingAssignment;
import io.mergelab.engine.sql.ast.SubqueryExpr;
import io.mergelab.engine.sql.ast.TableFunctionRef;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * {@code FROM (EXPLAIN ...)}: as ClickHouse's parser does, the EXPLAIN in a FROM becomes a call of the table function
 * {@code viewExplain('EXPLAIN kind', 'settings', (SELECT ...))}, whose rows are what the EXPLAIN prints.
 */
public final class ViewExplain {
    public static final String NAME = "viewExplain";
    private static final String KEYWORD = "EXPLAIN";

    private ViewExplain() {
    }

    /** The call that reads {@code explain}'s rows as a table. */
    static TableFunctionRef call(Explain explain, Optional<String> alias) {
        if (!(explain.statement() instanceof SelectUnion select)) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "EXPLAIN in a subquery supports only SELECT queries");
        }
        String kind = explain.kind() == Explain.Kind.PLAN ? KEYWORD
                : KEYWORD + " " + explain.kind().name().replace('_', ' ');
        String settings = explain.settings().stream().map(s -> s.name() + " = " + SqlFormatter.format(s.value()))
                .collect(Collectors.joining(", "));
        return new TableFunctionRef(NAME, List.of(new Literal(kind), new Literal(settings), new SubqueryExpr(select)),
                alias);
    }

    /** The EXPLAIN a {@code viewExplain(...)} call stands for. */
    public static Explain explain(TableFunctionRef call) {
        List<Expr> args = call.args();
        if (args.size() != 3 || !(args.get(0) instanceof Literal k && k.value() instanceof String kindText)
                || !(args.get(1) instanceof Literal s && s.value() instanceof String settingsText)
                || !(args.get(2) instanceof SubqueryExpr query)) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Table function '" + NAME
                    + "' requires a kind ('EXPLAIN ...'), a string of settings and a subquery: " + NAME
                    + "('EXPLAIN', '', (SELECT ...))");
        }
        return new Explain(kind(kindText), settings(settingsText), query.query());
    }

    private static Explain.Kind kind(String text) {
        String upper = text.trim().toUpperCase(Locale.ROOT);
        if (upper.startsWith(KEYWORD)) {
            String rest = upper.substring(KEYWORD.length()).trim().replaceAll("\\s+", "_");
            if (rest.isEmpty()) {
                return Explain.Kind.PLAN;
            }
            for (Explain.Kind k : Explain.Kind.values()) {
                if (k.name().equals(rest)) {
                    return k;
                }
            }
        }
        throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Unknown kind of EXPLAIN in table function '" + NAME
                + "': '" + text + "'");
    }

    private static List<SettingAssignment> settings(String text) {
        return text.isBlank() ? List.of() : ((SetSettings) SqlParser.parse("SET " + text)).settings();
    }
}
