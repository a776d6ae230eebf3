package io.mergelab.sampledata.dataset.logs;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * A log message with holes, such as {@code "Merged {count} parts into {part} in {millis} ms"}, parsed once into
 * literal byte pieces and slot codes so that filling it for a row only copies bytes.
 */
final class MessageTemplate {
    /** What fills a hole; the generator knows how to write each. */
    enum Slot { TEST, TEST_CLASS, EXCEPTION, PART, COUNT, MILLIS, UUID, LINE, TABLE, INDEX, PERCENT }

    private final String text;
    private final byte[][] literals;
    private final Slot[] slots;

    private MessageTemplate(String text, byte[][] literals, Slot[] slots) {
        this.text = text;
        this.literals = literals;
        this.slots = slots;
    }

    /** Parses {@code text}; a hole is a slot name in lower camel case between braces. */
    static MessageTemplate parse(String text) {
        List<byte[]> literals = new ArrayList<>();
        List<Slot> slots = new ArrayList<>();
        int at = 0;
        while (true) {
            int open = text.indexOf('{', at);
            if (open < 0) {
                literals.add(text.substring(at).getBytes(StandardCharsets.UTF_8));
                break;
            }
            int close = text.indexOf('}', open);
            if (close < 0) {
                throw new IllegalArgumentException("unclosed hole in template: " + text);
            }
            literals.add(text.substring(at, open).getBytes(StandardCharsets.UTF_8));
            slots.add(slot(text.substring(open + 1, close), text));
            at = close + 1;
        }
        return new MessageTemplate(text, literals.toArray(byte[][]::new), slots.toArray(Slot[]::new));
    }

    /** The literal before hole {@code i}; literal {@link #holes()} is the tail after the last hole. */
    byte[] literal(int i) {
        return literals[i];
    }

    Slot slot(int i) {
        return slots[i];
    }

    int holes() {
        return slots.length;
    }

    @Override
    public String toString() {
        return text;
    }

    private static Slot slot(String name, String text) {
        for (Slot s : Slot.values()) {
            if (s.name().replace("_", "").equalsIgnoreCase(name)) {
                return s;
            }
        }
        throw new IllegalArgumentException("unknown hole {" + name + "} in template: " + text);
    }
}
