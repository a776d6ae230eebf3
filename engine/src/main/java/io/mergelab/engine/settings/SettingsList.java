package io.mergelab.engine.settings;

import io.mergelab.engine.SettingTier;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a resource list of ClickHouse settings MergeLab accepts without acting on them: lines of name, ClickHouse
 * type, default, is_obsolete and description, tab-separated; {@code #} starts a comment line.
 */
final class SettingsList {
    private SettingsList() {
    }

    static List<SettingDefinition> read(String resource, SettingTier tier) {
        InputStream in = SettingsList.class.getResourceAsStream(resource);
        if (in == null) {
            throw new IllegalStateException("Missing settings list " + resource);
        }
        List<SettingDefinition> definitions = new ArrayList<>();
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String line;
            int lineNumber = 0;
            while ((line = reader.readLine()) != null) {
                lineNumber++;
                if (line.isEmpty() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split("\t", -1);
                if (f.length != 5) {
                    throw new IllegalStateException(resource + ":" + lineNumber + ": expected 5 tab-separated fields, found " + f.length);
                }
                SettingType type = SettingType.ofClickHouseName(f[1]);
                definitions.add(new SettingDefinition(f[0], type, f[1], unescape(f[2]), f[4], tier, false, f[3].equals("1")));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read settings list " + resource, e);
        }
        return definitions;
    }

    /** {@code \t}, {@code \n}, {@code \xHH} and {@code \\} in a default value. */
    static String unescape(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c != '\\' || i + 1 == text.length()) {
                out.append(c);
                continue;
            }
            char next = text.charAt(++i);
            switch (next) {
                case 't' -> out.append('\t');
                case 'n' -> out.append('\n');
                case 'x' -> {
                    out.append((char) Integer.parseInt(text.substring(i + 1, i + 3), 16));
                    i += 2;
                }
                default -> out.append(next);
            }
        }
        return out.toString();
    }
}
