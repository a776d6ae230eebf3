package io.mergelab.engine.sql;

import io.mergelab.engine.sql.ast.PartitionSpec;
import io.mergelab.engine.sql.ast.SettingAssignment;
import io.mergelab.engine.sql.ast.TableName;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Small pieces several statements share: table names, IF [NOT] EXISTS, SETTINGS lists, PARTITION specs. */
final class ClauseParser {
    private final ParseContext ctx;
    private final TokenStream t;

    ClauseParser(ParseContext ctx) {
        this.ctx = ctx;
        this.t = ctx.tokens;
    }

    /** {@code [db.]table}. */
    TableName tableName() {
        String first = t.identifier();
        if (t.is(TokenType.DOT) && t.isIdentifierAt(1)) {
            t.advance();
            return new TableName(Optional.of(first), t.identifier());
        }
        return new TableName(Optional.empty(), first);
    }

    boolean ifExists() {
        return t.acceptKeywords("IF", "EXISTS");
    }

    boolean ifNotExists() {
        if (t.isKeyword("IF") && t.isKeywordAt(1, "NOT") && t.isKeywordAt(2, "EXISTS")) {
            t.advance();
            t.advance();
            t.advance();
            return true;
        }
        t.expected("IF NOT EXISTS");
        return false;
    }

    /** {@code name = value, ...} (after SETTINGS or SET). */
    List<SettingAssignment> settingAssignments() {
        List<SettingAssignment> settings = new ArrayList<>();
        do {
            settings.add(settingAssignment());
        } while (t.accept(TokenType.COMMA));
        return settings;
    }

    /**
     * Like {@link #settingAssignments()}, but a comma continues the list only when {@code name =} follows, so the
     * list can sit inside another comma-separated list (ALTER commands, EXPLAIN options).
     */
    List<SettingAssignment> settingAssignmentsBeforeOtherItems() {
        List<SettingAssignment> settings = new ArrayList<>();
        settings.add(settingAssignment());
        while (t.is(TokenType.COMMA) && t.isIdentifierAt(1) && t.typeAt(2) == TokenType.EQUALS) {
            t.advance();
            settings.add(settingAssignment());
        }
        return settings;
    }

    boolean isSettingAssignmentStart() {
        return t.isIdentifierAt(0) && t.typeAt(1) == TokenType.EQUALS;
    }

    SettingAssignment settingAssignment() {
        String name = t.identifier();
        t.expect(TokenType.EQUALS);
        return new SettingAssignment(name, ctx.expressions.expression());
    }

    /** After {@code PARTITION}: {@code ID 'id'} or an expression. */
    PartitionSpec partitionSpec() {
        if (t.isKeyword("ID") && t.typeAt(1) == TokenType.STRING) {
            t.advance();
            return PartitionSpec.ofId(t.stringLiteral());
        }
        return PartitionSpec.ofExpression(ctx.expressions.expression());
    }

    /** {@code LIKE 'pattern'} when present. */
    Optional<String> like() {
        return t.acceptKeyword("LIKE") ? Optional.of(t.stringLiteral()) : Optional.empty();
    }

    /** A comma-separated list of names. */
    List<String> names() {
        List<String> names = new ArrayList<>();
        do {
            names.add(t.identifier());
        } while (t.accept(TokenType.COMMA));
        return names;
    }
}
