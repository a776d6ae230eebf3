package io.mergelab.engine.sql;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.sql.ast.JoinClause;
import io.mergelab.engine.sql.ast.SelectQuery;
import io.mergelab.engine.sql.ast.SelectUnion;
import io.mergelab.engine.sql.ast.Statement;
import io.mergelab.engine.sql.ast.SubqueryTable;
import io.mergelab.engine.sql.ast.TableExpr;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** EXPLAIN SYNTAX's layout changes only whitespace and parentheses: its text parses back to the same query. */
class PrettySelectFormatterPropertyTest {

    @Property(tries = 300)
    void multiLineTextParsesBackToTheSameQuery(@ForAll("unions") SelectUnion u) {
        String text = String.join("\n", PrettySelectFormatter.format(u, false));
        assertThat(parse(text)).as(text).isEqualTo(SqlParser.parse(SqlFormatter.format(u)));
    }

    @Property(tries = 300)
    void oneLineTextParsesBackToTheSameQuery(@ForAll("unions") SelectUnion u) {
        String text = String.join("\n", PrettySelectFormatter.format(u, true));
        assertThat(text).doesNotContain("\n");
        assertThat(parse(text)).as(text).isEqualTo(SqlParser.parse(SqlFormatter.format(u)));
    }

    private static Statement parse(String text) {
        try {
            return SqlParser.parse(text);
        } catch (MergeLabException e) {
            throw new AssertionError(text, e);
        }
    }

    @Provide
    Arbitrary<SelectUnion> unions() {
        // As in ClickHouse, SETTINGS of the last SELECT print like the union's, and CROSS JOIN drops ANY/ALL: leave
        // those cases out.
        return SqlArbitraries.unions(2).filter(PrettySelectFormatterPropertyTest::printsUnambiguously);
    }

    private static boolean printsUnambiguously(SelectUnion u) {
        if (!u.selects().get(u.selects().size() - 1).settings().isEmpty()) {
            return false;
        }
        for (SelectQuery q : u.selects()) {
            List<TableExpr> tables = new ArrayList<>();
            q.from().ifPresent(tables::add);
            for (JoinClause j : q.joins()) {
                if (j.kind() == JoinClause.Kind.CROSS && j.strictness() != JoinClause.Strictness.DEFAULT) {
                    return false;
                }
                tables.add(j.table());
            }
            for (TableExpr t : tables) {
                if (t instanceof SubqueryTable sub && !printsUnambiguously(sub.query())) {
                    return false;
                }
            }
        }
        return true;
    }
}
