package io.mergelab.engine.expr;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.format.TextValues;
import io.mergelab.engine.sql.ast.QueryParameter;
import io.mergelab.engine.type.DataType;
import java.util.Map;

/** Binds {@code {name:Type}} to a constant parsed from the query parameter's text. */
final class QueryParameters {
    private QueryParameters() {
    }

    static Column value(QueryParameter p, Map<String, String> values) {
        String text = values.get(p.name());
        if (text == null) {
            throw new MergeLabException(ErrorCode.UNKNOWN_QUERY_PARAMETER, "Substitution `" + p.name() + "` is not set");
        }
        DataType type = DataType.parse(p.typeName());
        ColumnBuilder b = ColumnBuilder.create(type, 1);
        try {
            if (type.isNullable() && text.equals("\\N")) {
                b.appendNull();
            } else {
                TextValues.parseInto(b, type, text);
            }
        } catch (MergeLabException e) {
            throw new MergeLabException(ErrorCode.BAD_QUERY_PARAMETER, "Value " + text + " cannot be parsed as "
                    + type.name() + " for query parameter '" + p.name() + "': " + e.getMessage(), e);
        }
        return b.build();
    }
}
