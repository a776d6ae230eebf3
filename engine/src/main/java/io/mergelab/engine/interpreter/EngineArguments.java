package io.mergelab.engine.interpreter;

import io.mergelab.engine.catalog.TableDefinition;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.sql.SqlFormatter;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.table.KeyTuples;
import io.mergelab.engine.type.BoolType;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.Date32Type;
import io.mergelab.engine.type.DateTime64Type;
import io.mergelab.engine.type.DateTimeType;
import io.mergelab.engine.type.DateType;
import io.mergelab.engine.type.IntegerType;
import java.util.List;

/**
 * Checks a table engine's arguments as ClickHouse does at CREATE TABLE: how many, that they name columns, and the
 * columns' types (a version is an integer, Date or DateTime; is_deleted UInt8; a sign Int8).
 */
final class EngineArguments {
    private EngineArguments() {
    }

    static void validate(TableDefinition def) {
        List<Expr> args = def.engineArgs();
        String engine = def.engine().sqlName();
        switch (def.engine()) {
            case REPLACING_MERGE_TREE -> {
                atMost(def, 2, "version column and is_deleted column");
                if (args.size() > 0) {
                    checkVersion(def, column(def, args.get(0)));
                }
                if (args.size() > 1) {
                    String isDeleted = column(def, args.get(1));
                    DataType type = type(def, isDeleted);
                    if (!type.equals(IntegerType.UINT8) && !(type instanceof BoolType)) {
                        throw new MergeLabException(ErrorCode.BAD_TYPE_OF_FIELD, "is_deleted column (" + isDeleted
                                + ") for storage ReplacingMergeTree must have type UInt8. Provided column of type "
                                + type.name() + ".");
                    }
                }
            }
            case SUMMING_MERGE_TREE -> {
                atMost(def, 1, "the list of columns to sum");
                if (!args.isEmpty()) {
                    for (Expr e : KeyTuples.elements(args.get(0))) {
                        if (!(e instanceof Identifier id) || def.column(id.name()).isEmpty()) {
                            throw new MergeLabException(ErrorCode.NO_SUCH_COLUMN_IN_TABLE, "Column "
                                    + SqlFormatter.format(e) + " listed in columns to sum does not exist in table declaration.");
                        }
                    }
                }
            }
            case COLLAPSING_MERGE_TREE -> {
                exactly(def, 1, "sign column");
                checkSign(def, column(def, args.get(0)));
            }
            case VERSIONED_COLLAPSING_MERGE_TREE -> {
                exactly(def, 2, "sign column and version column");
                checkSign(def, column(def, args.get(0)));
                checkVersion(def, column(def, args.get(1)));
            }
            default -> {
                if (!args.isEmpty()) {
                    throw new MergeLabException(ErrorCode.NUMBER_OF_ARGUMENTS_DOESNT_MATCH, "Engine " + engine + " takes no arguments");
                }
            }
        }
    }

    private static void atMost(TableDefinition def, int count, String what) {
        if (def.engineArgs().size() > count) {
            throw new MergeLabException(ErrorCode.NUMBER_OF_ARGUMENTS_DOESNT_MATCH,
                    def.engine().sqlName() + " takes at most " + count + " argument" + (count > 1 ? "s" : "") + ": " + what);
        }
    }

    private static void exactly(TableDefinition def, int count, String what) {
        if (def.engineArgs().size() != count) {
            throw new MergeLabException(ErrorCode.NUMBER_OF_ARGUMENTS_DOESNT_MATCH, "Storage " + def.engine().sqlName()
                    + " requires " + count + " parameter" + (count > 1 ? "s" : "") + ": " + what);
        }
    }

    /** The column an argument names (BAD_ARGUMENTS for an expression or an unknown name). */
    private static String column(TableDefinition def, Expr arg) {
        if (!(arg instanceof Identifier id) || def.column(id.name()).isEmpty()) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, def.engine().sqlName() + " arguments must be column names, got "
                    + SqlFormatter.format(arg));
        }
        return id.name();
    }

    private static DataType type(TableDefinition def, String column) {
        return def.column(column).orElseThrow().type();
    }

    private static void checkVersion(TableDefinition def, String version) {
        DataType type = type(def, version);
        if (!(type instanceof IntegerType || type instanceof DateType || type instanceof Date32Type
                || type instanceof DateTimeType || type instanceof DateTime64Type)) {
            throw new MergeLabException(ErrorCode.BAD_TYPE_OF_FIELD, "The column " + version
                    + " cannot be used as a version column for storage " + def.engine().sqlName() + " because it is of type "
                    + type.name() + " (must be of an integer type or of type Date/DateTime/DateTime64)");
        }
    }

    private static void checkSign(TableDefinition def, String sign) {
        DataType type = type(def, sign);
        if (!type.equals(IntegerType.INT8)) {
            throw new MergeLabException(ErrorCode.BAD_TYPE_OF_FIELD, "Sign column (" + sign + ") for storage "
                    + def.engine().sqlName() + " must have type Int8. Provided column of type " + type.name() + ".");
        }
    }
}
