package io.mergelab.engine.sql;

import io.mergelab.engine.sql.ast.Explain;
import io.mergelab.engine.sql.ast.Statement;
import java.util.List;
import java.util.Locale;

/** Chooses the grammar area by the statement's first word. */
final class StatementParser {
    private static final List<String> STATEMENT_KEYWORDS = List.of("SELECT", "WITH", "INSERT", "CREATE", "DROP",
            "TRUNCATE", "RENAME", "ALTER", "EXPLAIN", "SHOW", "DESCRIBE", "DESC", "EXISTS", "USE", "SET", "OPTIMIZE",
            "SYSTEM", "KILL", "CHECK");

    private final ParseContext ctx;
    private final TokenStream t;
    private final DdlParser ddl;
    private final AlterParser alter;
    private final InsertParser insert;
    private final MiscStatementParser misc;

    StatementParser(ParseContext ctx) {
        this.ctx = ctx;
        this.t = ctx.tokens;
        this.ddl = new DdlParser(ctx);
        this.alter = new AlterParser(ctx, ddl);
        this.insert = new InsertParser(ctx);
        this.misc = new MiscStatementParser(ctx);
    }

    Statement statement() {
        if (t.is(TokenType.LPAREN)) {
            return ctx.selects.union();
        }
        String word = t.is(TokenType.BARE_WORD) ? t.text().toUpperCase(Locale.ROOT) : "";
        switch (word) {
            case "SELECT":
            case "WITH":
                return ctx.selects.union();
            case "INSERT":
                return insert.insert();
            case "CREATE":
                return ddl.create();
            case "DROP":
                return ddl.drop();
            case "TRUNCATE":
                return ddl.truncate();
            case "RENAME":
                return ddl.rename();
            case "ALTER":
                return alter.alter();
            case "EXPLAIN":
                return misc.explain();
            case "SHOW":
                return misc.show();
            case "DESCRIBE":
            case "DESC":
                return misc.describe();
            case "EXISTS":
                return misc.exists();
            case "USE":
                return misc.use();
            case "SET":
                return misc.set();
            case "OPTIMIZE":
                return misc.optimize();
            case "SYSTEM":
                return misc.system();
            case "KILL":
                return misc.kill();
            case "CHECK":
                return misc.check();
            default:
                for (String keyword : STATEMENT_KEYWORDS) {
                    t.expected(keyword);
                }
                t.expected(TokenType.LPAREN.description());
                throw t.error();
        }
    }

    /** An EXPLAIN statement, for {@code FROM (EXPLAIN ...)}. */
    Explain explain() {
        return misc.explain();
    }

}
