package io.mergelab.sampledata.scenario;

/** Small pieces of SQL text the scenario code writes. */
final class SqlText {
    private SqlText() {
    }

    /** A string literal: {@code 'text'} with backslashes and quotes escaped. */
    static String quote(String text) {
        return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'";
    }

    /** A setting value in a SETTINGS clause: numbers and booleans bare, anything else quoted. */
    static String settingValue(String text) {
        if (text.equals("true") || text.equals("false") || text.matches("-?[0-9][0-9_]*(\\.[0-9]+)?([eE][-+]?[0-9]+)?")) {
            return text;
        }
        return quote(text);
    }
}
