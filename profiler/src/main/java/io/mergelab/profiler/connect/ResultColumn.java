package io.mergelab.profiler.connect;

import java.util.Objects;

/** A result column: its name and its ClickHouse type name ({@code UInt64}, {@code Nullable(String)}). */
public record ResultColumn(String name, String type) {
    public ResultColumn {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
    }
}
