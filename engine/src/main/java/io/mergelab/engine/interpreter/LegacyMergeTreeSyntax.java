package io.mergelab.engine.interpreter;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.sql.ast.CreateTable;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Literal;
import io.mergelab.engine.sql.ast.SettingAssignment;
import io.mergelab.engine.sql.ast.TableEngine;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The MergeTree engine syntax of old ClickHouse versions (and old test suites):
 * {@code MergeTree(date_column, [sampling_expression,] (key), index_granularity)} and
 * {@code ReplacingMergeTree(date_column, [sampling_expression,] (key), index_granularity[, version])}. With
 * {@code allow_deprecated_syntax_for_merge_tree = 1} it means the extended form {@code PARTITION BY
 * toYYYYMM(date_column) ORDER BY key SETTINGS index_granularity = n}; otherwise it fails as in ClickHouse. The
 * sampling expression becomes {@code SAMPLE BY}.
 */
final class LegacyMergeTreeSyntax {
    private LegacyMergeTreeSyntax() {
    }

    /** The statement in the extended syntax when it uses the old one; any other statement as it is. */
    static CreateTable rewrite(CreateTable c, boolean allowed) {
        if (c.engine().isEmpty() || c.orderBy().isPresent() || c.primaryKey().isPresent() || c.partitionBy().isPresent()) {
            return c;
        }
        TableEngine engine = c.engine().get();
        List<Expr> args = engine.args();
        boolean replacing = engine.name().equals("ReplacingMergeTree");
        if (!(engine.name().equals("MergeTree") || replacing) || args.size() < 3) {
            return c;
        }
        // (date, key, granularity) or (date, sampling, key, granularity), then ReplacingMergeTree's version column
        int granularityAt = isInteger(args.get(2)) ? 2 : 3;
        if (granularityAt >= args.size() || !isInteger(args.get(granularityAt))
                || args.size() > granularityAt + (replacing ? 2 : 1)) {
            return c;
        }
        if (!allowed) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "This syntax for *MergeTree engine is deprecated. Use extended "
                    + "storage definition syntax with ORDER BY/PRIMARY KEY clause. See also `allow_deprecated_syntax_for_merge_tree` setting.");
        }
        List<SettingAssignment> settings = new ArrayList<>();
        settings.add(new SettingAssignment("index_granularity", args.get(granularityAt)));
        c.settings().stream().filter(s -> !s.name().equals("index_granularity")).forEach(settings::add);
        TableEngine modern = new TableEngine(engine.name(), args.subList(granularityAt + 1, args.size()));
        return new CreateTable(c.ifNotExists(), c.database(), c.table(), c.columns(), c.indexes(), c.asTable(),
                Optional.of(modern), Optional.of(FunctionCall.of("toYYYYMM", args.get(0))), Optional.empty(),
                Optional.of(args.get(granularityAt - 1)), granularityAt == 3 ? Optional.of(args.get(1)) : Optional.empty(),
                settings, c.comment(), c.asSelect());
    }

    private static boolean isInteger(Expr e) {
        return e instanceof Literal l && l.value() instanceof Long;
    }
}
