package io.mergelab.app.data;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class ExportFormatChoiceTest {

    @Test
    void extensionChoosesTheDefaultFormat() {
        assertThat(ExportFormatChoice.byExtension(Path.of("/tmp/a.csv"))).isEqualTo("CSVWithNames");
        assertThat(ExportFormatChoice.byExtension(Path.of("a.CSV"))).isEqualTo("CSVWithNames");
        assertThat(ExportFormatChoice.byExtension(Path.of("a.tsv"))).isEqualTo("TSVWithNames");
        assertThat(ExportFormatChoice.byExtension(Path.of("a.jsonl"))).isEqualTo("JSONEachRow");
        assertThat(ExportFormatChoice.byExtension(Path.of("a.ndjson"))).isEqualTo("JSONEachRow");
        assertThat(ExportFormatChoice.byExtension(Path.of("a.json"))).isEqualTo("JSONEachRow");
        assertThat(ExportFormatChoice.byExtension(Path.of("a.txt"))).isEqualTo("TabSeparated");
        assertThat(ExportFormatChoice.byExtension(Path.of("data"))).isEqualTo("TabSeparated");
    }

    @Test
    void explicitFormatWins() {
        assertThat(ExportFormatChoice.of(Path.of("a.csv"), "TSV").name()).isEqualTo("TSV");
        assertThat(ExportFormatChoice.of(Path.of("a.csv"), null).name()).isEqualTo("CSVWithNames");
    }
}
