package io.mergelab.engine.sql;

import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.Insert;
import io.mergelab.engine.sql.ast.InsertSource;
import io.mergelab.engine.sql.ast.SettingAssignment;
import io.mergelab.engine.sql.ast.TableName;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** {@code INSERT INTO [TABLE] [db.]t [(columns)] [SETTINGS ...] VALUES ... | FORMAT f [data] | FROM INFILE ... | SELECT ...}. */
final class InsertParser {
    private final ParseContext ctx;
    private final TokenStream t;

    InsertParser(ParseContext ctx) {
        this.ctx = ctx;
        this.t = ctx.tokens;
    }

    Insert insert() {
        t.expectKeyword("INSERT");
        t.expectKeyword("INTO");
        t.acceptKeyword("TABLE");
        TableName table = ctx.clauses.tableName();
        List<String> columns = List.of();
        if (t.is(TokenType.LPAREN) && !SelectParser.startsSelect(t, 1)) {
            t.advance();
            columns = ctx.clauses.names();
            t.expect(TokenType.RPAREN);
        }
        List<SettingAssignment> settings = t.acceptKeyword("SETTINGS") ? ctx.clauses.settingAssignments() : List.of();
        InsertSource source;
        if (t.acceptKeyword("FROM")) {
            source = infile();
        } else if (t.acceptKeyword("VALUES")) {
            source = values();
        } else if (t.acceptKeyword("FORMAT")) {
            source = format();
        } else if (SelectParser.startsSelect(t, 0) || t.is(TokenType.LPAREN)) {
            source = new InsertSource.Select(ctx.selects.union());
        } else {
            t.expected("SELECT");
            t.expected("WITH");
            throw t.error();
        }
        return new Insert(table.database(), table.table(), columns, settings, source);
    }

    /** {@code FROM INFILE 'path' [COMPRESSION 'method'] FORMAT name}, after FROM. */
    private InsertSource infile() {
        t.expectKeyword("INFILE");
        String path = t.stringLiteral();
        Optional<String> compression = t.acceptKeyword("COMPRESSION") ? Optional.of(t.stringLiteral()) : Optional.empty();
        t.expectKeyword("FORMAT");
        return new InsertSource.File(path, compression, t.identifier());
    }

    /** Rows {@code (e, ...)}, separated by commas or just by whitespace as ClickHouse's Values format allows. */
    private InsertSource values() {
        List<List<Expr>> rows = new ArrayList<>();
        do {
            t.expect(TokenType.LPAREN);
            List<Expr> row = new ArrayList<>();
            if (!t.is(TokenType.RPAREN)) {
                do {
                    row.add(ctx.expressions.expression());
                } while (t.accept(TokenType.COMMA));
            }
            t.expect(TokenType.RPAREN);
            rows.add(row);
        } while (t.accept(TokenType.COMMA) || t.is(TokenType.LPAREN));
        return new InsertSource.Values(rows);
    }

    /**
     * The format name, then the raw inline data up to the end of the statement. The data is never tokenized:
     * lexing continues after it, so only a terminating {@code ;} and comments may follow.
     */
    private InsertSource format() {
        String format = t.identifier();
        String sql = t.sql();
        int start = InlineData.start(sql, t.previousEnd());
        int end = InlineData.end(sql, start);
        String data = sql.substring(start, end);
        t.continueAt(end);
        return new InsertSource.Format(format, data.isBlank() ? Optional.empty() : Optional.of(data));
    }
}
