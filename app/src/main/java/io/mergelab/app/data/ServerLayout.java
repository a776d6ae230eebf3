package io.mergelab.app.data;

import io.mergelab.profiler.connect.TargetException;
import io.mergelab.sampledata.dataset.Dataset;
import io.mergelab.sampledata.remote.ServerDdl;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Creates a dataset's table on a ClickHouse server: the layout's CREATE TABLE in a form the server accepts, without
 * its skip indexes where the server has none (which {@code notices} hears), rather than failing the whole load.
 */
public final class ServerLayout {
    private ServerLayout() {
    }

    /** Runs {@code create} (the dataset's layout for {@code table}) on {@code remote}; its refusal names the table. */
    public static void create(TargetServer remote, String table, Dataset dataset, String create,
                              Consumer<String> notices) {
        try {
            remote.execute(accepted(remote, create, notices));
        } catch (TargetException e) {
            throw new TargetException(e.code(), e.codeName(), remote.description() + " refuses the " + dataset.name()
                    + " dataset's layout for " + table + " (create the table yourself and name it with --table): "
                    + e.getMessage(), e);
        }
    }

    private static String accepted(TargetServer remote, String create, Consumer<String> notices) {
        String portable = ServerDdl.portable(create);
        List<String> indexes = ServerDdl.indexNames(portable);
        Optional<String> lacking = indexes.isEmpty() ? Optional.empty() : remote.lacksSkipIndexes();
        if (lacking.isEmpty()) {
            return portable;
        }
        notices.accept("Skip index" + (indexes.size() == 1 ? " " : "es ") + String.join(", ", indexes)
                + " left out of the table: skip indexes are " + lacking.get());
        return ServerDdl.withoutIndexes(portable);
    }
}
