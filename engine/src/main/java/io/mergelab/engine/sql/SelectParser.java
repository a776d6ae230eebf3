package io.mergelab.engine.sql;

import io.mergelab.engine.sql.ast.CommonTableExpr;
import io.mergelab.engine.sql.ast.ArrayJoinClause;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.JoinClause;
import io.mergelab.engine.sql.ast.Limit;
import io.mergelab.engine.sql.ast.LimitBy;
import io.mergelab.engine.sql.ast.Literal;
import io.mergelab.engine.sql.ast.OrderItem;
import io.mergelab.engine.sql.ast.SelectQuery;
import io.mergelab.engine.sql.ast.SelectUnion;
import io.mergelab.engine.sql.ast.SettingAssignment;
import io.mergelab.engine.sql.ast.Explain;
import io.mergelab.engine.sql.ast.SubqueryTable;
import io.mergelab.engine.sql.ast.TableExpr;
import io.mergelab.engine.sql.ast.TableFunctionRef;
import io.mergelab.engine.sql.ast.SampleClause;
import io.mergelab.engine.sql.ast.SampleRatio;
import io.mergelab.engine.sql.ast.TableRef;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/** SELECT queries, UNION ALL chains and the FROM / JOIN table expressions. */
final class SelectParser {
    private final ParseContext ctx;
    private final TokenStream t;

    SelectParser(ParseContext ctx) {
        this.ctx = ctx;
        this.t = ctx.tokens;
    }

    static boolean startsSelect(TokenStream t, int offset) {
        return t.isKeywordAt(offset, "SELECT") || t.isKeywordAt(offset, "WITH");
    }

    /**
     * {@code select [UNION ALL select ...] [SETTINGS ...] [FORMAT f]}; a member may be parenthesised. SETTINGS
     * written after the last (unparenthesised) member belong to the whole union.
     */
    SelectUnion union() {
        ctx.enter();
        try {
            return unionBody();
        } finally {
            ctx.leave();
        }
    }

    private SelectUnion unionBody() {
        List<SelectQuery> selects = new ArrayList<>();
        boolean lastParenthesized;
        do {
            lastParenthesized = t.is(TokenType.LPAREN);
            if (lastParenthesized) {
                selects.addAll(parenthesizedMember());
            } else {
                selects.add(query());
            }
        } while (unionAll());

        List<SettingAssignment> settings = new ArrayList<>();
        int last = selects.size() - 1;
        if (!lastParenthesized && !selects.get(last).settings().isEmpty()) {
            settings.addAll(selects.get(last).settings());
            selects.set(last, withSettings(selects.get(last), List.of()));
        }
        if (t.acceptKeyword("SETTINGS")) {
            settings.addAll(ctx.clauses.settingAssignments());
        }
        Optional<String> format = Optional.empty();
        if (t.acceptKeyword("FORMAT")) {
            format = Optional.of(t.identifier());
            if (t.acceptKeyword("SETTINGS")) {
                settings.addAll(ctx.clauses.settingAssignments());
            }
        }
        return new SelectUnion(selects, settings, format);
    }

    private boolean unionAll() {
        if (t.acceptKeyword("UNION")) {
            t.expectKeyword("ALL");
            return true;
        }
        return false;
    }

    /** {@code (union)} as a member: its selects join the outer union, its SETTINGS go to each of them. */
    private List<SelectQuery> parenthesizedMember() {
        t.advance();
        SelectUnion inner = union();
        t.expect(TokenType.RPAREN);
        if (inner.settings().isEmpty()) {
            return inner.selects();
        }
        List<SelectQuery> selects = new ArrayList<>();
        for (SelectQuery q : inner.selects()) {
            List<SettingAssignment> merged = new ArrayList<>(q.settings());
            merged.addAll(inner.settings());
            selects.add(withSettings(q, merged));
        }
        return selects;
    }

    private static SelectQuery withSettings(SelectQuery q, List<SettingAssignment> settings) {
        return new SelectQuery(q.with(), q.distinct(), q.select(), q.from(), q.joins(), q.arrayJoins(), q.prewhere(), q.where(),
                q.groupBy(), q.withTotals(), q.having(), q.orderBy(), q.limitBy(), q.limit(), settings);
    }

    /** One {@code [WITH ...] SELECT ...} block. */
    SelectQuery query() {
        ExpressionParser ex = ctx.expressions;
        List<Expr> with = t.acceptKeyword("WITH") ? list(this::withItem) : List.of();
        t.expectKeyword("SELECT");
        boolean distinct = t.acceptKeyword("DISTINCT");
        List<Expr> select = list(ex::selectItem);
        Optional<TableExpr> from = Optional.empty();
        List<JoinClause> joins = List.of();
        List<ArrayJoinClause> arrayJoins = new ArrayList<>();
        if (t.acceptKeyword("FROM")) {
            from = Optional.of(tableExpression());
            joins = joins(arrayJoins);
        }
        Optional<Expr> prewhere = optionalExpression("PREWHERE");
        Optional<Expr> where = optionalExpression("WHERE");
        List<Expr> groupBy = !t.acceptKeywords("GROUP", "BY") ? List.of()
                : t.acceptKeywords("GROUPING", "SETS") ? List.of(groupingSets()) : ex.expressionList();
        if (!groupBy.isEmpty() && GroupingSetsSyntax.call(groupBy).isEmpty()) {
            // WITH ROLLUP | WITH CUBE: the keys in one rollup(...) / cube(...) call, as GROUP BY ROLLUP(...) writes them
            if (t.acceptKeywords("WITH", "ROLLUP")) {
                groupBy = List.of(new FunctionCall("rollup", groupBy, false, List.of()));
            } else if (t.acceptKeywords("WITH", "CUBE")) {
                groupBy = List.of(new FunctionCall("cube", groupBy, false, List.of()));
            }
        }
        boolean withTotals = t.acceptKeywords("WITH", "TOTALS");
        Optional<Expr> having = optionalExpression("HAVING");
        List<OrderItem> orderBy = t.acceptKeywords("ORDER", "BY") ? list(this::orderItem) : List.of();

        Optional<LimitBy> limitBy = Optional.empty();
        Optional<Limit> limit = Optional.empty();
        if (t.acceptKeyword("LIMIT")) {
            Limit first = limitValues();
            if (t.acceptKeyword("BY")) {
                limitBy = Optional.of(new LimitBy(first.count(), first.offset(), ex.expressionList()));
                if (t.acceptKeyword("LIMIT")) {
                    limit = Optional.of(limitValues());
                }
            } else {
                limit = Optional.of(first);
            }
        }
        if (t.acceptKeyword("OFFSET")) {
            // a standalone OFFSET n [ROW|ROWS], after LIMIT BY or without LIMIT: skips the first n rows of the result
            Expr offset = ctx.expressions.expression();
            if (!t.acceptKeyword("ROWS")) {
                t.acceptKeyword("ROW");
            }
            limit = Optional.of(new Limit(limit.map(Limit::count).orElse(new Literal(Long.MAX_VALUE)), Optional.of(offset)));
        }
        List<SettingAssignment> settings = t.acceptKeyword("SETTINGS")
                ? ctx.clauses.settingAssignments() : List.of();
        return new SelectQuery(with, distinct, select, from, joins, arrayJoins, prewhere, where, groupBy, withTotals, having,
                orderBy, limitBy, limit, settings);
    }

    /** After GROUPING SETS: {@code ((a, b), a, ())}, a set being a bracketed list of keys (maybe empty) or one key. */
    private Expr groupingSets() {
        t.expect(TokenType.LPAREN);
        List<List<Expr>> sets = new ArrayList<>();
        do {
            if (t.accept(TokenType.LPAREN)) {
                sets.add(t.is(TokenType.RPAREN) ? List.of() : ctx.expressions.expressionList());
                t.expect(TokenType.RPAREN);
            } else {
                sets.add(List.of(ctx.expressions.expression()));
            }
        } while (t.accept(TokenType.COMMA));
        t.expect(TokenType.RPAREN);
        return GroupingSetsSyntax.of(sets);
    }

    /** A WITH list item: {@code name AS (SELECT ...)} (a common table expression) or {@code expr [AS] alias}. */
    private Expr withItem() {
        if (t.isIdentifierAt(0) && t.isKeywordAt(1, "AS") && t.typeAt(2) == TokenType.LPAREN && startsSelect(t, 3)) {
            String name = t.identifier();
            t.advance();
            t.advance();
            SelectUnion query = union();
            t.expect(TokenType.RPAREN);
            return new CommonTableExpr(name, query);
        }
        return ctx.expressions.selectItem();
    }

    private Optional<Expr> optionalExpression(String keyword) {
        return t.acceptKeyword(keyword) ? Optional.of(ctx.expressions.expression()) : Optional.empty();
    }

    /** After LIMIT: {@code n}, {@code n OFFSET m} or {@code m, n}. */
    private Limit limitValues() {
        Expr first = ctx.expressions.expression();
        if (t.accept(TokenType.COMMA)) {
            return new Limit(ctx.expressions.expression(), Optional.of(first));
        }
        if (t.acceptKeyword("OFFSET")) {
            return new Limit(first, Optional.of(ctx.expressions.expression()));
        }
        return new Limit(first, Optional.empty());
    }

    private OrderItem orderItem() {
        Expr e = ctx.expressions.expression();
        boolean descending = false;
        if (t.acceptKeyword("DESC") || t.acceptKeyword("DESCENDING")) {
            descending = true;
        } else if (!t.acceptKeyword("ASC")) {
            t.acceptKeyword("ASCENDING");
        }
        Optional<Boolean> nullsFirst = Optional.empty();
        if (t.acceptKeyword("NULLS")) {
            if (t.acceptKeyword("FIRST")) {
                nullsFirst = Optional.of(true);
            } else {
                t.expectKeyword("LAST");
                nullsFirst = Optional.of(false);
            }
        }
        return new OrderItem(e, descending, nullsFirst);
    }

    private <T> List<T> list(Supplier<T> item) {
        List<T> items = new ArrayList<>();
        do {
            items.add(item.get());
        } while (t.accept(TokenType.COMMA));
        return items;
    }

    // ---- FROM and JOIN ----

    /**
     * {@code [db.]t [[AS] alias] [FINAL]}, {@code (subquery) [[AS] alias]}, {@code f(args) [[AS] alias]},
     * {@code db.v(args) [[AS] alias]} or {@code (EXPLAIN ...) [[AS] alias]} (a {@link ViewExplain} call).
     */
    TableExpr tableExpression() {
        if (t.is(TokenType.LPAREN) && t.isKeywordAt(1, "EXPLAIN")) {
            t.advance();
            Explain explain = ctx.statements.explain();
            t.expect(TokenType.RPAREN);
            return ViewExplain.call(explain, alias());
        }
        if (t.is(TokenType.LPAREN)) {
            t.advance();
            SelectUnion query = union();
            t.expect(TokenType.RPAREN);
            return new SubqueryTable(query, alias());
        }
        String first = t.identifier();
        if (t.is(TokenType.LPAREN)) {
            t.advance();
            List<Expr> args = ctx.expressions.argumentsUntil(TokenType.RPAREN);
            return new TableFunctionRef(first, args, alias());
        }
        Optional<String> database = Optional.empty();
        String table = first;
        if (t.is(TokenType.DOT) && t.isIdentifierAt(1)) {
            t.advance();
            database = Optional.of(first);
            table = t.identifier();
            if (t.is(TokenType.LPAREN)) {
                // db.v(p = 1): a parameterized view of another database
                t.advance();
                List<Expr> args = ctx.expressions.argumentsUntil(TokenType.RPAREN);
                return new TableFunctionRef(table, args, alias(), database);
            }
        }
        Optional<String> alias = alias();
        boolean isFinal = t.acceptKeyword("FINAL");
        return new TableRef(database, table, alias, isFinal, sample());
    }

    /** {@code SAMPLE k [OFFSET m]}, each a ratio as ClickHouse's parser reads it: a number, or {@code n / d}. */
    private Optional<SampleClause> sample() {
        if (!t.acceptKeyword("SAMPLE")) {
            return Optional.empty();
        }
        SampleRatio size = sampleRatio();
        Optional<SampleRatio> offset = t.acceptKeyword("OFFSET") ? Optional.of(sampleRatio()) : Optional.empty();
        return Optional.of(new SampleClause(size, offset));
    }

    private SampleRatio sampleRatio() {
        SampleRatio ratio = unsignedNumber();
        if (t.accept(TokenType.SLASH)) {
            SampleRatio denominator = unsignedNumber();
            if (denominator.isZero()) {
                t.expected("non-zero denominator");
                throw t.error();
            }
            ratio = ratio.dividedBy(denominator);
        }
        return ratio;
    }

    private SampleRatio unsignedNumber() {
        if (t.is(TokenType.NUMBER)) {
            try {
                SampleRatio value = SampleRatio.of(new BigDecimal(t.text().replace("_", "")));
                t.advance();
                return value;
            } catch (NumberFormatException e) {
                // hex, inf, nan: not a sample ratio
            }
        }
        t.expected("unsigned number");
        throw t.error();
    }

    private Optional<String> alias() {
        if (t.acceptKeyword("AS")) {
            return Optional.of(t.identifier());
        }
        if (t.is(TokenType.QUOTED_IDENTIFIER)
                || (t.is(TokenType.BARE_WORD) && !Keywords.isNotAnImplicitAlias(t.text()))) {
            return Optional.of(t.identifier());
        }
        return Optional.empty();
    }

    /**
     * {@code [GLOBAL] [ANY|ALL] [INNER|LEFT|RIGHT|FULL [OUTER]|CROSS] [ANY|ALL] JOIN table USING ...|ON ...} and
     * {@code , table}; the {@code [LEFT] ARRAY JOIN} clauses among them go to {@code arrayJoins}.
     */
    private List<JoinClause> joins(List<ArrayJoinClause> arrayJoins) {
        List<JoinClause> joins = new ArrayList<>();
        while (true) {
            if (t.accept(TokenType.COMMA)) {
                // FROM a, b: ClickHouse reads the comma as CROSS JOIN
                joins.add(new JoinClause(JoinClause.Strictness.DEFAULT, JoinClause.Kind.CROSS, tableExpression(),
                        List.of(), Optional.empty()));
                continue;
            }
            if (t.isKeywordAt(0, "ARRAY") || (t.isKeywordAt(0, "LEFT") && t.isKeywordAt(1, "ARRAY"))) {
                boolean left = t.acceptKeyword("LEFT");
                t.expectKeyword("ARRAY");
                t.expectKeyword("JOIN");
                arrayJoins.add(new ArrayJoinClause(left, list(ctx.expressions::selectItem)));
                continue;
            }
            int mark = t.mark();
            t.acceptKeyword("GLOBAL");
            JoinClause.Strictness strictness = strictness();
            JoinClause.Kind kind = kind();
            if (strictness == JoinClause.Strictness.DEFAULT) {
                strictness = strictness();
            }
            if (!t.acceptKeyword("JOIN")) {
                if (t.mark() != mark) {
                    throw t.error();
                }
                return joins;
            }
            TableExpr table = tableExpression();
            List<String> using = List.of();
            Optional<Expr> on = Optional.empty();
            if (kind != JoinClause.Kind.CROSS) {
                if (t.acceptKeyword("USING")) {
                    using = usingColumns();
                } else if (t.acceptKeyword("ON")) {
                    on = Optional.of(ctx.expressions.expression());
                } else {
                    throw t.error();
                }
            }
            joins.add(new JoinClause(strictness, kind == null ? JoinClause.Kind.INNER : kind, table, using, on));
        }
    }

    private JoinClause.Strictness strictness() {
        if (t.acceptKeyword("ANY")) {
            return JoinClause.Strictness.ANY;
        }
        if (t.acceptKeyword("ALL")) {
            return JoinClause.Strictness.ALL;
        }
        return JoinClause.Strictness.DEFAULT;
    }

    /** The join kind, or null when not written (an INNER join). */
    private JoinClause.Kind kind() {
        if (t.acceptKeyword("INNER")) {
            return JoinClause.Kind.INNER;
        }
        if (t.acceptKeyword("CROSS")) {
            return JoinClause.Kind.CROSS;
        }
        JoinClause.Kind kind = null;
        if (t.acceptKeyword("LEFT")) {
            kind = JoinClause.Kind.LEFT;
        } else if (t.acceptKeyword("RIGHT")) {
            kind = JoinClause.Kind.RIGHT;
        } else if (t.acceptKeyword("FULL")) {
            kind = JoinClause.Kind.FULL;
        }
        if (kind != null) {
            t.acceptKeyword("OUTER");
        }
        return kind;
    }

    /** {@code (a, b)} or {@code a, b}. */
    private List<String> usingColumns() {
        if (t.accept(TokenType.LPAREN)) {
            List<String> names = ctx.clauses.names();
            t.expect(TokenType.RPAREN);
            return names;
        }
        return ctx.clauses.names();
    }
}
