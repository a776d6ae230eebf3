package io.mergelab.engine.plan.step;

import io.mergelab.engine.plan.Header;
import io.mergelab.engine.plan.MultiInputStep;
import io.mergelab.engine.plan.PipelineContext;
import io.mergelab.engine.plan.PlanStep;
import io.mergelab.engine.processor.PlanStepRef;
import io.mergelab.engine.processor.QueryPipelineBuilder;
import io.mergelab.engine.processor.transform.LazyMaterializingRows;
import io.mergelab.engine.processor.transform.LazyMaterializingTransform;
import io.mergelab.engine.type.DataType;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code JoinLazyColumnsStep}: joins the columns a {@link LazilyReadFromMergeTree} reads to the rows of the main
 * branch (sorted and limited) by {@code __global_row_index}, like a JOIN on the row number but without a hash
 * table: one {@link LazyMaterializingTransform}. Output: the main columns without the row index, then the lazy ones.
 */
public final class JoinLazyColumnsStep implements MultiInputStep {
    private final PlanStep main;
    private final LazilyReadFromMergeTree lazy;
    private final int rowIndexColumn;
    private final Header header;

    public JoinLazyColumnsStep(PlanStep main, LazilyReadFromMergeTree lazy) {
        this.main = main;
        this.lazy = lazy;
        Header m = main.header();
        this.rowIndexColumn = m.indexOf(ReadFromMergeTree.ROW_INDEX);
        if (rowIndexColumn < 0) {
            throw new IllegalArgumentException("the main branch does not output " + ReadFromMergeTree.ROW_INDEX);
        }
        List<String> names = new ArrayList<>(m.names());
        List<DataType> types = new ArrayList<>(m.types());
        names.remove(rowIndexColumn);
        types.remove(rowIndexColumn);
        names.addAll(lazy.header().names());
        types.addAll(lazy.header().types());
        this.header = new Header(names, types);
    }

    @Override
    public String name() {
        return "JoinLazyColumnsStep";
    }

    @Override
    public String description() {
        return "";
    }

    @Override
    public Header header() {
        return header;
    }

    @Override
    public List<PlanStep> children() {
        return List.of(main, lazy);
    }

    @Override
    public QueryPipelineBuilder unitePipelines(List<QueryPipelineBuilder> inputs, PlanStepRef self, PipelineContext ctx) {
        QueryPipelineBuilder m = inputs.get(0);
        QueryPipelineBuilder l = inputs.get(1);
        m.resize(1);
        l.resize(1);
        m.setStep(self);
        LazyMaterializingRows rows = lazy.rows();
        m.addPairedTransform(l, () -> new LazyMaterializingTransform(rows, rowIndexColumn));
        return m;
    }
}
