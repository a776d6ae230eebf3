package io.mergelab.engine.function.hash;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * CityHash64 against the values a real ClickHouse server (Debian's 18.16.1) gave for inputs of every length from 0 to
 * 200 bytes, so each of CityHash's length branches (0-16, 17-32, 33-64 and the 64-byte loop, one to four rounds) is
 * checked at and around its edges, with high bytes and with ASCII.
 */
class CityHash64Test {
    private static final String SERVER_VALUES = "cityhash64-clickhouse-18.16.tsv";

    /** One line of the file: the length and what the server answered for both inputs of that length. */
    private record ServerValue(int length, String ofBytes, String ofLetters) {
    }

    @Test
    void everyLengthFrom0To200MatchesTheServer() throws IOException {
        List<ServerValue> values = serverValues();
        assertThat(values).extracting(ServerValue::length)
                .containsExactlyElementsOf(IntStream.rangeClosed(0, 200).boxed().toList());

        for (ServerValue value : values) {
            byte[] bytes = bytes(value.length());
            byte[] letters = letters(value.length());
            assertThat(Long.toUnsignedString(CityHash64.hash(bytes, 0, bytes.length)))
                    .as("bytes of length %d", value.length()).isEqualTo(value.ofBytes());
            assertThat(Long.toUnsignedString(CityHash64.hash(letters, 0, letters.length)))
                    .as("letters of length %d", value.length()).isEqualTo(value.ofLetters());
        }
    }

    @Test
    void anOffsetIntoALargerArrayHashesTheSameBytes() throws IOException {
        ServerValue value = serverValues().get(150);
        byte[] inside = new byte[value.length() + 17];
        System.arraycopy(bytes(value.length()), 0, inside, 9, value.length());

        assertThat(Long.toUnsignedString(CityHash64.hash(inside, 9, value.length()))).isEqualTo(value.ofBytes());
    }

    /** {@code (i * 37 + 11) % 256} for each i: every byte value, high bit set or not. */
    private static byte[] bytes(int length) {
        byte[] bytes = new byte[length];
        for (int i = 0; i < length; i++) {
            bytes[i] = (byte) ((i * 37 + 11) % 256);
        }
        return bytes;
    }

    /** {@code 'a' + i % 26} for each i. */
    private static byte[] letters(int length) {
        byte[] letters = new byte[length];
        for (int i = 0; i < length; i++) {
            letters[i] = (byte) ('a' + i % 26);
        }
        return letters;
    }

    private static List<ServerValue> serverValues() throws IOException {
        try (InputStream in = CityHash64Test.class.getResourceAsStream(SERVER_VALUES)) {
            assertThat(in).as(SERVER_VALUES).isNotNull();
            List<ServerValue> values = new ArrayList<>();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.startsWith("#") && !line.isBlank()) {
                    String[] fields = line.split("\t");
                    values.add(new ServerValue(Integer.parseInt(fields[0]), fields[1], fields[2]));
                }
            }
            return values;
        }
    }
}
