package io.mergelab.sampledata.scenario;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;

/**
 * Reads a knob, setting or query parameter value as the text ClickHouse takes for it: scalars as written
 * ({@code 2}, {@code 0.5}, {@code true}, {@code abc}) and arrays as array literals ({@code [1, 2]},
 * {@code ['a', 'b']}), which is the text form of an {@code Array(T)} parameter.
 */
final class TextValueDeserializer extends JsonDeserializer<String> {

    @Override
    public String deserialize(JsonParser parser, DeserializationContext context) throws IOException {
        JsonNode node = parser.readValueAsTree();
        if (node.isArray()) {
            return arrayLiteral(node);
        }
        if (node.isValueNode() && !node.isNull()) {
            return node.asText();
        }
        return (String) context.handleUnexpectedToken(String.class, parser);
    }

    private static String arrayLiteral(JsonNode array) {
        StringBuilder b = new StringBuilder("[");
        for (int i = 0; i < array.size(); i++) {
            JsonNode e = array.get(i);
            b.append(i == 0 ? "" : ", ");
            if (e.isArray()) {
                b.append(arrayLiteral(e));
            } else if (e.isTextual()) {
                b.append(SqlText.quote(e.asText()));
            } else {
                b.append(e.asText());
            }
        }
        return b.append(']').toString();
    }
}
