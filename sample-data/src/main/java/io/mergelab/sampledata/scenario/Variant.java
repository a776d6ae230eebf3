package io.mergelab.sampledata.scenario;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * One way to hold the scenario's data: a table layout, or a file export read through {@code file()} (exactly one of
 * {@code table} and {@code file} is set). {@code afterLoad} statements run once the data is in, {@code {table}}
 * standing for the variant's table (e.g. {@code OPTIMIZE TABLE {table} FINAL}).
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Variant(String name, String description, TableLayout table, FileLayout file, List<String> afterLoad) {

    public Variant {
        description = description == null ? "" : description;
        afterLoad = afterLoad == null ? List.of() : List.copyOf(afterLoad);
        if ((table == null) == (file == null)) {
            throw new IllegalArgumentException("variant " + name + " needs exactly one of table and file");
        }
    }

    @JsonIgnore
    public boolean isFile() {
        return file != null;
    }
}
