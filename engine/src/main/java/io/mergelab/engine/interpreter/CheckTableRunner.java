package io.mergelab.engine.interpreter;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.catalog.Catalog;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.sql.ast.CheckTable;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.storage.PartCheck;
import io.mergelab.engine.table.MergeTreeTable;
import io.mergelab.engine.table.PartitionSpecs;
import io.mergelab.engine.table.Table;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.StringType;
import java.util.List;
import java.util.Optional;

/**
 * {@code CHECK TABLE t [PARTITION p | PART 'name']}: checks every active part (or those of one partition, or one part)
 * completely, every file against the hash in its {@code checksums.txt}, as ClickHouse does. With
 * {@code check_query_single_value_result = 1} (the default) one row, {@code result} 1 when every part passed, else 0;
 * with 0 a row per part, {@code part_path} (its name), {@code is_passed} and {@code message} (empty when it passed, else
 * the error reading it gives). It only reports: a broken part stays until {@code ALTER TABLE ... DETACH PART} moves it.
 */
final class CheckTableRunner {
    private CheckTableRunner() {
    }

    static QueryResult run(CheckTable check, Catalog catalog, QueryContext ctx) {
        String db = check.database().orElse(ctx.currentDatabase());
        Table table = catalog.table(db, check.table());
        if (!(table instanceof MergeTreeTable mergeTree)) {
            throw new MergeLabException(ErrorCode.NOT_IMPLEMENTED, "Table " + db + "." + check.table() + " with engine "
                    + table.definition().engine().sqlName() + " does not support CHECK TABLE");
        }
        // the query is registered already, so parts merged away meanwhile stay on disk until it ends
        List<DataPart> parts = mergeTree.activeParts();
        if (check.partition().isPresent()) {
            String id = PartitionSpecs.partitionId(mergeTree, check.partition().get());
            parts = parts.stream().filter(p -> p.partitionId().equals(id)).toList();
        } else if (check.part().isPresent()) {
            String name = check.part().get();
            parts = parts.stream().filter(p -> p.name().equals(name)).toList();
            if (parts.isEmpty()) {
                throw new MergeLabException(ErrorCode.NO_SUCH_DATA_PART, "No such data part '" + name + "' to check in table '"
                        + db + "." + check.table() + "'");
            }
        }
        ColumnBuilder paths = ColumnBuilder.create(StringType.INSTANCE);
        ColumnBuilder passed = ColumnBuilder.create(IntegerType.UINT8);
        ColumnBuilder messages = ColumnBuilder.create(StringType.INSTANCE);
        boolean allPassed = true;
        for (DataPart part : parts) {
            if (ctx.running().isCancelled()) {
                throw new MergeLabException(ErrorCode.QUERY_WAS_CANCELLED, "Query was cancelled");
            }
            ctx.running().limits().checkTime();
            Optional<String> problem = PartCheck.problem(part);
            allPassed &= problem.isEmpty();
            paths.appendValue(part.name());
            passed.appendLong(problem.isEmpty() ? 1 : 0);
            messages.appendValue(problem.orElse(""));
        }
        if (ctx.settings().getBool("check_query_single_value_result")) {
            ColumnBuilder result = ColumnBuilder.create(IntegerType.UINT8);
            result.appendLong(allPassed ? 1 : 0);
            return result("result", IntegerType.UINT8, Chunk.of(List.of(result.build())), ctx);
        }
        Chunk rows = Chunk.of(List.of(paths.build(), passed.build(), messages.build()));
        return ResultStream.rows(List.of("part_path", "is_passed", "message"),
                List.<DataType>of(StringType.INSTANCE, IntegerType.UINT8, StringType.INSTANCE), List.of(rows).iterator(),
                Optional.empty(), ctx);
    }

    private static QueryResult result(String name, DataType type, Chunk chunk, QueryContext ctx) {
        return ResultStream.rows(List.of(name), List.of(type), List.of(chunk).iterator(), Optional.empty(), ctx);
    }
}
