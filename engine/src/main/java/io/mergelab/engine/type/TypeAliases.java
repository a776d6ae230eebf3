package io.mergelab.engine.type;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The type names ClickHouse accepts besides its own family names, all case-insensitive: SQL-standard and other
 * databases' names ({@code INT}, {@code BIGINT UNSIGNED}, {@code DOUBLE PRECISION}, {@code VARCHAR(255)},
 * {@code BOOLEAN}, {@code NUMERIC(10, 2)}, {@code TIMESTAMP}, ...) and the family names ClickHouse registers as
 * case-insensitive ({@code string}, {@code date}, {@code datetime}, {@code decimal}).
 */
public final class TypeAliases {
    /** What an alias stands for: the family and whether the written arguments are kept (else ignored, as INT(11)). */
    public record Alias(String family, boolean keepsArguments) {
    }

    private static final Map<String, String> INTEGERS = Map.ofEntries(
            Map.entry("tinyint", "Int8"), Map.entry("int1", "Int8"), Map.entry("byte", "Int8"),
            Map.entry("smallint", "Int16"), Map.entry("int2", "Int16"),
            Map.entry("int", "Int32"), Map.entry("integer", "Int32"), Map.entry("int4", "Int32"), Map.entry("mediumint", "Int32"),
            Map.entry("bigint", "Int64"), Map.entry("int8", "Int64"));

    private static final Map<String, Alias> OTHERS = Map.ofEntries(
            Map.entry("float", new Alias("Float32", false)), Map.entry("real", new Alias("Float32", false)),
            Map.entry("single", new Alias("Float32", false)), Map.entry("float4", new Alias("Float32", false)),
            Map.entry("double", new Alias("Float64", false)), Map.entry("float8", new Alias("Float64", false)),
            Map.entry("double precision", new Alias("Float64", false)),
            Map.entry("string", new Alias("String", false)), Map.entry("char", new Alias("String", false)),
            Map.entry("character", new Alias("String", false)), Map.entry("varchar", new Alias("String", false)),
            Map.entry("char varying", new Alias("String", false)), Map.entry("character varying", new Alias("String", false)),
            Map.entry("nchar", new Alias("String", false)), Map.entry("nvarchar", new Alias("String", false)),
            Map.entry("varchar2", new Alias("String", false)), Map.entry("text", new Alias("String", false)),
            Map.entry("tinytext", new Alias("String", false)), Map.entry("mediumtext", new Alias("String", false)),
            Map.entry("longtext", new Alias("String", false)), Map.entry("blob", new Alias("String", false)),
            Map.entry("tinyblob", new Alias("String", false)), Map.entry("mediumblob", new Alias("String", false)),
            Map.entry("longblob", new Alias("String", false)), Map.entry("clob", new Alias("String", false)),
            Map.entry("bytea", new Alias("String", false)), Map.entry("varbinary", new Alias("String", false)),
            Map.entry("binary", new Alias("FixedString", true)),
            Map.entry("bool", new Alias("Bool", false)), Map.entry("boolean", new Alias("Bool", false)),
            Map.entry("decimal", new Alias("Decimal", true)), Map.entry("dec", new Alias("Decimal", true)),
            Map.entry("numeric", new Alias("Decimal", true)), Map.entry("fixed", new Alias("Decimal", true)),
            Map.entry("date", new Alias("Date", false)), Map.entry("datetime", new Alias("DateTime", true)),
            Map.entry("timestamp", new Alias("DateTime", true)), Map.entry("datetime64", new Alias("DateTime64", true)));

    private TypeAliases() {
    }

    /**
     * The family an alias written as {@code name} (words separated by single spaces, any case) stands for;
     * {@code unsigned} for an integer name followed by UNSIGNED. Empty for a name that is no alias (ClickHouse's own
     * family names, spelled exactly, are not aliases).
     */
    public static Optional<Alias> resolve(String name, boolean unsigned) {
        String key = name.toLowerCase(Locale.ROOT);
        String integer = INTEGERS.get(key);
        if (integer != null && !isExactFamily(name)) {
            return Optional.of(new Alias(unsigned ? "U" + integer : integer, false));
        }
        if (unsigned || isExactFamily(name)) {
            return Optional.empty();
        }
        return Optional.ofNullable(OTHERS.get(key));
    }

    /** Whether an integer alias can take UNSIGNED / SIGNED after it. */
    public static boolean isIntegerAlias(String name) {
        return INTEGERS.containsKey(name.toLowerCase(Locale.ROOT)) && !isExactFamily(name);
    }

    /** The second word of a two-word alias starting with {@code first} (DOUBLE PRECISION, CHAR VARYING), if any. */
    public static Optional<String> secondWord(String first, String next) {
        String key = (first + " " + next).toLowerCase(Locale.ROOT);
        return OTHERS.containsKey(key) ? Optional.of(next) : Optional.empty();
    }

    private static boolean isExactFamily(String name) {
        return switch (name) {
            case "Int8", "Int16", "Int32", "Int64", "String", "Date", "DateTime", "DateTime64", "Decimal", "Bool" -> true;
            default -> false;
        };
    }
}
