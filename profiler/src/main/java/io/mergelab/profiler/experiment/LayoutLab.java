package io.mergelab.profiler.experiment;

import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.SqlLiterals;
import io.mergelab.profiler.connect.TargetException;
import io.mergelab.profiler.dataset.TableDigest;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The layout lab's data: the user's table as it is (layout {@value #ORIGINAL}, the baseline) and one new table per
 * {@link LayoutSpec}, {@code db.<table>__<layout>}, with the same columns, filled by {@code INSERT ... SELECT} from it
 * (row counts checked right after the copy; the runner then checks the content digests), optionally merged down with
 * {@code OPTIMIZE TABLE ... FINAL}. Background merges of each copy are stopped once it is filled, so every layout is
 * measured with the parts its copy (and merge) made. A table of that name that exists already is never touched: the
 * lab refuses. The copies are dropped when the experiment fails or is cancelled, and after it unless kept.
 */
public final class LayoutLab implements ExperimentData {
    /** The name of the user's own table in the experiment. */
    public static final String ORIGINAL = "original";
    private static final Logger LOG = LoggerFactory.getLogger(LayoutLab.class);

    private final QueryTarget target;
    private final String database;
    private final String table;
    private final List<LayoutSpec> layouts;
    private final boolean merge;
    private final boolean keep;
    private final String copySuffix;
    private final List<String> created = new ArrayList<>();
    private volatile boolean cancelled;
    private volatile String runningQueryId;

    /** {@code source} is {@code db.t}; layouts need distinct names, none of them {@value #ORIGINAL}. */
    public LayoutLab(QueryTarget target, String source, List<LayoutSpec> layouts, boolean merge, boolean keep) {
        this(target, source, layouts, merge, keep, "");
    }

    /**
     * The lab for a replay of an experiment: its copies are {@code db.<table>__<layout>__replay}, so that copies the
     * original kept do not stand in the way, and are dropped afterwards.
     */
    public static LayoutLab forReplay(QueryTarget target, String source, List<LayoutSpec> layouts, boolean merge) {
        return new LayoutLab(target, source, layouts, merge, false, "__replay");
    }

    private LayoutLab(QueryTarget target, String source, List<LayoutSpec> layouts, boolean merge, boolean keep,
                      String copySuffix) {
        int dot = source.indexOf('.');
        if (dot < 1 || dot == source.length() - 1) {
            throw new ExperimentException(ExperimentException.Reason.BAD_ARGUMENTS,
                    "The layout lab's table is named db.table, not '" + source + "'");
        }
        if (layouts.isEmpty()) {
            throw new ExperimentException(ExperimentException.Reason.BAD_ARGUMENTS,
                    "The layout lab needs at least one layout to compare with " + source);
        }
        Set<String> names = new HashSet<>(List.of(ORIGINAL));
        for (LayoutSpec layout : layouts) {
            if (!names.add(layout.name())) {
                throw new ExperimentException(ExperimentException.Reason.BAD_ARGUMENTS, "Layout name " + layout.name()
                        + (layout.name().equals(ORIGINAL) ? " is the source table's" : " is given twice"));
            }
        }
        this.target = target;
        this.database = source.substring(0, dot);
        this.table = source.substring(dot + 1);
        this.layouts = List.copyOf(layouts);
        this.merge = merge;
        this.keep = keep;
        this.copySuffix = copySuffix;
    }

    /** The layouts' names, the source first. */
    public List<String> layoutNames() {
        List<String> names = new ArrayList<>(List.of(ORIGINAL));
        layouts.forEach(l -> names.add(l.name()));
        return names;
    }

    /** The table layout {@code name} is copied into. */
    public String tableOf(String layout) {
        return qualified(nameOf(layout));
    }

    /** The unqualified name of layout {@code layout}'s table. */
    private String nameOf(String layout) {
        return layout.equals(ORIGINAL) ? table : table + "__" + layout + copySuffix;
    }

    @Override
    public List<PreparedLayout> prepare(ExperimentProgress progress) {
        SourceTable source = SourceTable.read(target, database, table);
        List<PreparedLayout> prepared = new ArrayList<>();
        progress.layoutStarted(ORIGINAL, 0, layouts.size() + 1);
        prepared.add(prepared(ORIGINAL, source, source.engine()));
        for (int i = 0; i < layouts.size(); i++) {
            LayoutSpec layout = layouts.get(i);
            checkCancelled(layout.name());
            progress.layoutStarted(layout.name(), i + 1, layouts.size() + 1);
            prepared.add(copy(layout, source, progress));
        }
        return prepared;
    }

    @Override
    public Optional<LayoutCopy> copyOf(String layout) {
        return layouts.stream().filter(l -> l.name().equals(layout)).findFirst().map(l -> new LayoutCopy(l, merge));
    }

    @Override
    public void cancel() {
        cancelled = true;
        String queryId = runningQueryId;
        if (queryId != null) {
            target.cancel(queryId);
        }
    }

    /** Drops the copies after a failure or cancel, and after success unless they are kept. */
    @Override
    public void finish(boolean succeeded) {
        if (succeeded && keep) {
            return;
        }
        for (String copy : created) {
            try {
                execute("DROP TABLE IF EXISTS " + copy);
            } catch (TargetException e) {
                LOG.warn("Cannot drop layout lab table {}: {}", copy, e.getMessage());
            }
        }
        created.clear();
    }

    private PreparedLayout copy(LayoutSpec layout, SourceTable source, ExperimentProgress progress) {
        String copy = tableOf(layout.name());
        String copyName = nameOf(layout.name());
        if (exists(copyName)) {
            throw new ExperimentException(ExperimentException.Reason.TABLE_EXISTS, "Layout " + layout.name()
                    + ": table " + copy + " exists already; drop it or name the layout otherwise");
        }
        String create = layout.createStatement(copy, source.columnDefinitions(layout.name(), layout.codecs()),
                source.engine());
        try {
            execute(create);
        } catch (TargetException e) {
            throw new ExperimentException(ExperimentException.Reason.BAD_LAYOUT, "Layout " + layout.name()
                    + " cannot be created: " + e.getMessage() + " (statement: " + create + ")", e);
        }
        created.add(copy);
        execute("SYSTEM STOP MERGES " + copy);
        String columns = String.join(", ", source.insertedColumns());
        execute("INSERT INTO " + copy + " (" + columns + ") SELECT " + columns + " FROM " + qualified(table));
        long copied = count(copy);
        progress.rowsLoaded(layout.name(), copied, source.rows());
        if (copied != source.rows()) {
            throw new ExperimentException(ExperimentException.Reason.DATA_DIFFERS, String.format(java.util.Locale.ROOT,
                    "Layout %s: %s holds %,d rows after the copy, %s holds %,d", layout.name(), copy, copied,
                    qualified(table), source.rows()));
        }
        if (merge) {
            checkCancelled(layout.name());
            execute("SYSTEM START MERGES " + copy);
            execute("OPTIMIZE TABLE " + copy + " FINAL");
            execute("SYSTEM STOP MERGES " + copy);
        }
        return prepared(layout.name(), source, layout.engine().isEmpty() ? source.engine() : layout.engine());
    }

    private PreparedLayout prepared(String layout, SourceTable source, String engine) {
        String name = tableOf(layout);
        return new PreparedLayout(layout, name, source.digestExpressions(),
                TableDigest.collapsesRows(engine.replaceAll("\\(.*", "").strip()),
                LayoutStorage.of(target, database, nameOf(layout)));
    }

    private boolean exists(String name) {
        return !target.run(QueryRequest.of("SELECT 1 FROM system.tables WHERE database = "
                + SqlLiterals.string(database) + " AND name = " + SqlLiterals.string(name))).rows().isEmpty();
    }

    private long count(String qualifiedTable) {
        return Long.parseLong(target.run(QueryRequest.of("SELECT count() FROM " + qualifiedTable)).rows().get(0).get(0));
    }

    private String qualified(String name) {
        return SqlLiterals.identifier(database) + "." + SqlLiterals.identifier(name);
    }

    private void checkCancelled(String layout) {
        if (cancelled) {
            throw new ExperimentCancelledException("while building layout " + layout);
        }
    }

    private void execute(String sql) {
        String queryId = UUID.randomUUID().toString();
        runningQueryId = queryId;
        try {
            target.run(QueryRequest.of(sql).withQueryId(queryId)).close();
        } finally {
            runningQueryId = null;
        }
    }
}
