package io.mergelab.engine.processor.transform;

import io.mergelab.engine.aggregate.AggregatedData;
import io.mergelab.engine.aggregate.AggregationParams;
import io.mergelab.engine.aggregate.ManyAggregatedData;
import io.mergelab.engine.aggregate.TotalsMode;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.column.Selections;
import io.mergelab.engine.expr.CompiledExpression;
import io.mergelab.engine.processor.InputPort;
import io.mergelab.engine.processor.OutputPort;
import io.mergelab.engine.processor.Processor;
import io.mergelab.engine.type.DataType;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;

/**
 * GROUP BY ... WITH TOTALS, after a non-final aggregation (as in ClickHouse): once every AggregatingTransform
 * finished, merges their partial states, emits the groups that pass HAVING on the main output and merges the
 * states of the groups the totals mode counts into one totals state. After the main output ended it pushes the
 * totals row on its second output: default key values, then the aggregates of the counted groups. The totals
 * are over all groups even when a LIMIT closed the main output early.
 */
public final class TotalsHavingTransform extends Processor {
    private final AggregationParams params;
    private final ManyAggregatedData partials;
    private final Optional<CompiledExpression> having;
    private final TotalsMode mode;
    private final int maxBlockRows;
    private Iterator<Chunk> groups;
    private AggregatedData merged;
    private AggregatedData totalsState;
    private int nextGroup;
    private boolean inputDone;
    private boolean mainDone;
    private boolean groupsExhausted;
    private Chunk pendingMain;
    private Chunk totals;

    public TotalsHavingTransform(AggregationParams params, ManyAggregatedData partials,
                                 Optional<CompiledExpression> having, TotalsMode mode, int maxBlockRows) {
        super(1, 2);
        this.params = params;
        this.partials = partials;
        this.having = having;
        this.mode = mode;
        this.maxBlockRows = Math.max(1, maxBlockRows);
    }

    @Override
    public String name() {
        return "TotalsHavingTransform";
    }

    @Override
    public Status prepare() {
        OutputPort main = outputs().get(0);
        OutputPort totalsOut = outputs().get(1);
        InputPort in = input();
        if (!inputDone) {
            if (main.isClosed() && totalsOut.isClosed()) {
                in.close();
                return Status.FINISHED;
            }
            if (in.hasData()) {
                in.pull(); // the partial aggregation passes no rows: its states arrive through the handover
            }
            if (!in.isFinished()) {
                in.setNeeded();
                return Status.NEED_DATA;
            }
            inputDone = true;
        }
        if (groups == null) {
            return Status.READY;
        }
        if (pendingMain != null) {
            if (main.isClosed()) {
                pendingMain = null;
            } else if (!main.canPush()) {
                return Status.PORT_FULL;
            } else {
                main.push(pendingMain);
                pendingMain = null;
            }
        }
        if (!mainDone) {
            if (main.isClosed() || groupsExhausted) {
                main.finish();
                mainDone = true;
            } else {
                return Status.READY;
            }
        }
        if (totals == null) {
            return Status.READY;
        }
        if (totalsOut.isClosed()) {
            return Status.FINISHED;
        }
        if (!totalsOut.canPush()) {
            return Status.PORT_FULL;
        }
        totalsOut.push(totals);
        totalsOut.finish();
        return Status.FINISHED;
    }

    @Override
    public void work() {
        if (groups == null) {
            mergePartials();
        } else if (!mainDone) {
            if (groups.hasNext()) {
                pendingMain = filter(groups.next());
            } else {
                groupsExhausted = true;
            }
        } else {
            while (groups.hasNext()) {
                filter(groups.next());
            }
            totals = totalsRow();
        }
    }

    private void mergePartials() {
        List<AggregatedData> parts = partials.all();
        if (parts.size() == 1) {
            merged = parts.get(0);
        } else {
            int largest = parts.stream().mapToInt(AggregatedData::groups).max().orElse(0);
            merged = params.newData(largest);
            for (AggregatedData part : parts) {
                merged.mergeFrom(part);
            }
        }
        totalsState = params.withoutKeys().newData();
        groups = merged.resultChunks(maxBlockRows).iterator();
    }

    /** The rows of {@code chunk} (the next groups, in order) that pass HAVING; adds the counted groups to the totals. */
    private Chunk filter(Chunk chunk) {
        int rows = chunk.rows();
        int first = nextGroup;
        nextGroup += rows;
        if (having.isEmpty()) {
            mergeIntoTotals(first, null, rows);
            return chunk;
        }
        int[] selected = having.get().selectRows(chunk);
        int passed = Selections.count(selected);
        if (mode.countsGroupsFilteredByHaving()) {
            mergeIntoTotals(first, null, rows);
        } else {
            mergeIntoTotals(first, selected, passed);
        }
        if (passed == rows) {
            return chunk;
        }
        return passed == 0 ? null : chunk.take(selected, passed);
    }

    /** Merges groups {@code first + rows[i]} (or the first {@code count} from {@code first}) into the totals. */
    private void mergeIntoTotals(int first, int[] rows, int count) {
        int[] ids = new int[count];
        for (int i = 0; i < count; i++) {
            ids[i] = first + (rows == null ? i : rows[i]);
        }
        merged.mergeGroupsInto(totalsState, ids, count);
    }

    private Chunk totalsRow() {
        List<Column> columns = new ArrayList<>();
        for (DataType keyType : params.keyTypes()) {
            ColumnBuilder b = ColumnBuilder.create(keyType, 1);
            b.appendDefault();
            columns.add(b.build());
        }
        columns.addAll(totalsState.resultChunks(1).get(0).columns());
        return new Chunk(columns, 1);
    }
}
