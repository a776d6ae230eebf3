package io.mergelab.app.gui.workspace;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.app.gui.workspace.CatalogSnapshot.Part;
import io.mergelab.app.gui.workspace.CatalogSnapshot.Table;
import java.util.List;
import org.junit.jupiter.api.Test;

class CatalogSnapshotTest {

    @Test
    void partLabelShowsRowsAndReadableSize() {
        assertThat(new Part("202401_1_1_0", 12_345, 1536).label()).isEqualTo("202401_1_1_0  (12,345 rows, 1.50 KiB)");
    }

    @Test
    void tableLabelShowsTheEngine() {
        assertThat(new Table("trips", "MergeTree", List.of()).label()).isEqualTo("trips  (MergeTree)");
    }
}
