package io.mergelab.engine.storage;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.storage.format.FileNames;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * {@code serialization.json} (ClickHouse's file name, our own layout): how each integer-backed column of a part is
 * stored, {@code Default} (dense) or {@code Sparse}, with the number of its rows holding 0. Only a part that holds a
 * sparse column has the file; without it every column is dense.
 *
 * <pre>
 * {"version":1,"rows":100,"columns":[{"name":"a","kind":"Sparse","num_defaults":97},{"name":"b","kind":"Default","num_defaults":3}]}
 * </pre>
 */
final class SerializationFile {
    static final int VERSION = 1;
    private static final JsonFactory JSON = new JsonFactory();

    enum Kind {
        DEFAULT("Default"), SPARSE("Sparse");

        private final String text;

        Kind(String text) {
            this.text = text;
        }

        String text() {
            return text;
        }

        static Kind parse(String text) {
            for (Kind k : values()) {
                if (k.text.equals(text)) {
                    return k;
                }
            }
            throw corrupt("unknown serialization kind '" + text + "'");
        }
    }

    /** One column's kind and how many of the part's rows hold its default (0). */
    record Entry(String column, Kind kind, long defaults) {
    }

    private SerializationFile() {
    }

    static byte[] write(long rows, List<Entry> entries) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (JsonGenerator g = JSON.createGenerator(out)) {
            g.writeStartObject();
            g.writeNumberField("version", VERSION);
            g.writeNumberField("rows", rows);
            g.writeArrayFieldStart("columns");
            for (Entry e : entries) {
                g.writeStartObject();
                g.writeStringField("name", e.column());
                g.writeStringField("kind", e.kind().text());
                g.writeNumberField("num_defaults", e.defaults());
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return out.toByteArray();
    }

    static List<Entry> parse(byte[] data) {
        List<Entry> entries = new ArrayList<>();
        long version = -1;
        try (JsonParser p = JSON.createParser(data)) {
            expect(p.nextToken(), JsonToken.START_OBJECT);
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String field = p.currentName();
                JsonToken value = p.nextToken();
                switch (field) {
                    case "version" -> version = p.getLongValue();
                    case "columns" -> {
                        expect(value, JsonToken.START_ARRAY);
                        while (p.nextToken() == JsonToken.START_OBJECT) {
                            entries.add(parseEntry(p));
                        }
                    }
                    default -> p.skipChildren();
                }
            }
        } catch (IOException e) {
            throw corrupt(e.getMessage());
        }
        if (version != VERSION) {
            throw new MergeLabException(ErrorCode.UNKNOWN_FORMAT_VERSION, "Unknown " + FileNames.SERIALIZATION + " version " + version);
        }
        return entries;
    }

    private static Entry parseEntry(JsonParser p) throws IOException {
        String name = null;
        Kind kind = null;
        long defaults = -1;
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String field = p.currentName();
            p.nextToken();
            switch (field) {
                case "name" -> name = p.getText();
                case "kind" -> kind = Kind.parse(p.getText());
                case "num_defaults" -> defaults = p.getLongValue();
                default -> p.skipChildren();
            }
        }
        if (name == null || kind == null || defaults < 0) {
            throw corrupt("a column without name, kind or num_defaults");
        }
        return new Entry(name, kind, defaults);
    }

    /** The columns the entries say are stored sparse. */
    static Set<String> sparseColumns(List<Entry> entries) {
        Set<String> out = new HashSet<>();
        for (Entry e : entries) {
            if (e.kind() == Kind.SPARSE) {
                out.add(e.column());
            }
        }
        return out;
    }

    private static void expect(JsonToken actual, JsonToken expected) {
        if (actual != expected) {
            throw corrupt("expected " + expected + ", found " + actual);
        }
    }

    private static MergeLabException corrupt(String what) {
        return new MergeLabException(ErrorCode.CORRUPTED_DATA, "Bad " + FileNames.SERIALIZATION + ": " + what);
    }
}
