package io.mergelab.engine.analyzer;

import io.mergelab.engine.catalog.ColumnDefinition;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.expr.ExpressionCompiler;
import io.mergelab.engine.expr.InputSchema;
import io.mergelab.engine.finalread.SortingKeyConditions;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.plan.step.ReadFromMergeTree;
import io.mergelab.engine.plan.step.StoredIntegerComparison;
import io.mergelab.engine.plan.step.StringSizeFilter;
import io.mergelab.engine.settings.Settings;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.ExprTrees;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.sql.ast.LambdaExpr;
import io.mergelab.engine.storage.ColumnSize;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.table.MergeTreeTable;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * {@code optimize_move_to_prewhere}: moves conjuncts of a MergeTree read's WHERE to PREWHERE, after ClickHouse's
 * MergeTreeWhereOptimizer (with its defaults {@code move_all_conditions_to_prewhere = 1} and
 * {@code move_primary_key_columns_to_end_of_prewhere = 1}). The rules:
 * <ol>
 *   <li>Only a direct read of one table is optimized: with JOIN, ARRAY JOIN or {@code arrayJoin()} in the query the
 *       WHERE stays (ClickHouse never moves arrayJoin or array-joined columns).</li>
 *   <li>A conjunct can move when it reads at least one table column, uses no {@code GLOBAL IN} /
 *       {@code GLOBAL NOT IN}, and reads fewer columns than the query reads from the table (filtering first on
 *       every column read gains nothing). Like ClickHouse, non-deterministic functions ({@code b = rand()}) do not
 *       prevent a move. Our own addition: a String equality, IN or {@code empty} that a {@link StringSizeFilter}
 *       serves moves even when it reads every column read, as its PREWHERE step reads the sizes first and the bytes
 *       only where a length matches; so does a comparison of an integer column with a constant
 *       ({@link StoredIntegerComparison}), as its PREWHERE step compares the values as stored and widens only the
 *       passing rows, where a filter after the read would widen every value first.</li>
 *   <li>Movable conjuncts move in this order: those not on the primary key first, then those on key columns by
 *       descending position of their first key column (the key prefix last: key analysis has likely served it
 *       already; only positions forming a prefix together count); ties go to the smaller compressed size of the
 *       conjunct's columns, then to fewer columns. Conjuncts over the same columns move together.</li>
 *   <li>{@code move_all_conditions_to_prewhere = 1} moves every movable conjunct; {@code 0} stops before the
 *       moved columns would exceed a tenth of the compressed size of all columns read.</li>
 *   <li>Nothing moves when the table holds no data (no column sizes to compare), nor when the query has an
 *       explicit PREWHERE (the caller's rule).</li>
 *   <li>For {@code FINAL} (with {@code optimize_move_to_prewhere_if_final = 1}, the caller's rule) only conjuncts
 *       over the sorting key move: they keep or drop whole keys, whereas a filter on another column before the merge
 *       could drop a key's winning row and let an older one win.</li>
 * </ol>
 */
final class PrewhereOptimizer {
    private static final Set<String> NOT_MOVABLE = Set.of("globalin", "globalnotin");

    /** The conditions after the move: the PREWHERE and what is left of the WHERE. */
    record Split(Expr prewhere, Optional<Expr> where) {
    }

    /** One conjunct of the WHERE, as the optimizer weighs it. */
    private record Condition(Expr expr, Set<String> columns, long columnsBytes, boolean movable,
                             long keyPosition) {
    }

    private PrewhereOptimizer() {
    }

    /** The WHERE split for {@code read}, or empty when nothing moves. */
    static Optional<Split> split(Expr where, ReadFromMergeTree read, Settings settings, EvaluationContext evaluation) {
        Map<String, Long> sizes = compressedSizes(read.storage(), read.header().names());
        if (sizes.isEmpty() && !holdsData(read.storage())) {
            return Optional.empty();
        }
        Header queried = read.header();
        InputSchema schema = new InputSchema(queried.names(), queried.types());
        List<Expr> conjuncts = ExprTrees.conjuncts(where);
        Map<String, Integer> keyPositions = keyPositions(read.storage());
        List<Condition> conditions = new ArrayList<>();
        Set<Long> positions = new TreeSet<>();
        for (Expr e : conjuncts) {
            Set<String> columns = new TreeSet<>(ExpressionCompiler.compile(e, schema, evaluation).requiredColumns());
            long bytes = columns.stream().mapToLong(c -> sizes.getOrDefault(c, 0L)).sum();
            boolean movable = !columns.isEmpty()
                    && (columns.size() < queried.size() || StringSizeFilter.of(e, queried).isPresent()
                        || StoredIntegerComparison.of(e, queried).isPresent()) && !callsNotMovable(e)
                    && (!read.isFinal() || SortingKeyConditions.overSortingKey(e, read.storage().definition().orderBy()));
            long keyPosition = columns.stream().filter(keyPositions::containsKey).mapToLong(keyPositions::get).min()
                    .orElse(Long.MAX_VALUE);
            positions.add(keyPosition);
            conditions.add(new Condition(e, columns, bytes, movable, keyPosition));
        }
        long validPrefix = -1;
        for (long p : positions) {
            if (p != validPrefix + 1) {
                break;
            }
            validPrefix = p;
        }
        long lastKeyPosition = validPrefix;
        Comparator<Condition> order = Comparator
                .comparingLong((Condition c) -> c.keyPosition() <= lastKeyPosition ? -c.keyPosition() : Long.MIN_VALUE)
                .thenComparingLong(Condition::columnsBytes)
                .thenComparingInt(c -> c.columns().size());
        boolean moveAll = settings.getBool("move_all_conditions_to_prewhere");
        long queriedBytes = queried.names().stream().mapToLong(c -> sizes.getOrDefault(c, 0L)).sum();
        List<Condition> remaining = new ArrayList<>(conditions);
        List<Condition> moved = new ArrayList<>();
        long movedBytes = 0;
        while (true) {
            Optional<Condition> best = remaining.stream().filter(Condition::movable).min(order);
            if (best.isEmpty()) {
                break;
            }
            if (!moveAll && movedBytes > 0 && (movedBytes + best.get().columnsBytes()) * 10 > queriedBytes) {
                break;
            }
            movedBytes += best.get().columnsBytes();
            for (Condition c : List.copyOf(remaining)) {
                if (c == best.get() || (c.movable() && c.columns().equals(best.get().columns()))) {
                    moved.add(c);
                    remaining.remove(c);
                }
            }
        }
        if (moved.isEmpty()) {
            return Optional.empty();
        }
        Optional<Expr> rest = remaining.isEmpty() ? Optional.empty()
                : Optional.of(and(remaining.stream().map(Condition::expr).toList()));
        return Optional.of(new Split(and(moved.stream().map(Condition::expr).toList()), rest));
    }

    private static Expr and(List<Expr> conjuncts) {
        return conjuncts.size() == 1 ? conjuncts.get(0) : FunctionCall.of("and", conjuncts.toArray(Expr[]::new));
    }

    private static boolean callsNotMovable(Expr e) {
        if (e instanceof FunctionCall f && NOT_MOVABLE.contains(f.name().toLowerCase(Locale.ROOT))) {
            return true;
        }
        if (e instanceof LambdaExpr l) {
            return callsNotMovable(l.body());
        }
        return ExprTrees.operands(e).stream().anyMatch(PrewhereOptimizer::callsNotMovable);
    }

    /**
     * The compressed bytes of each of {@code columns} (the read's: every condition's columns are among them) over the
     * active parts; a column no part has files for is left out. Only those columns: every stored column of every part
     * (105 of ClickBench's hits, times its parts) cost a many-part query more than its plan's other steps.
     */
    private static Map<String, Long> compressedSizes(MergeTreeTable table, List<String> columns) {
        Set<String> stored = new HashSet<>();
        for (ColumnDefinition c : table.definition().storedColumns()) {
            stored.add(c.name());
        }
        // stored columns only, as the sizes were always taken: a subcolumn the read names (s.size) weighs nothing
        List<String> weighed = columns.stream().filter(stored::contains).distinct().toList();
        Map<String, Long> sizes = new HashMap<>();
        for (DataPart p : table.activeParts()) {
            for (String c : weighed) {
                p.columnSize(c).map(ColumnSize::compressedBytes).ifPresent(b -> sizes.merge(c, b, Long::sum));
            }
        }
        return sizes;
    }

    /** Whether some active part has files of some stored column (else the table holds no data to weigh). */
    private static boolean holdsData(MergeTreeTable table) {
        for (DataPart p : table.activeParts()) {
            for (ColumnDefinition c : table.definition().storedColumns()) {
                if (p.columnSize(c.name()).isPresent()) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Positions of the primary key's plain column elements. */
    private static Map<String, Integer> keyPositions(MergeTreeTable table) {
        List<Expr> key = table.definition().primaryKey().isEmpty() ? table.definition().orderBy()
                : table.definition().primaryKey();
        Map<String, Integer> positions = new HashMap<>();
        for (int i = 0; i < key.size(); i++) {
            if (key.get(i) instanceof Identifier id) {
                positions.putIfAbsent(id.name(), i);
            }
        }
        return positions;
    }
}
