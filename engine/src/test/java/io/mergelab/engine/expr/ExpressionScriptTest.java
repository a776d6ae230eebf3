package io.mergelab.engine.expr;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.sql.SqlParser;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Runs expression scripts from {@code src/test/resources/expr/*.txt}. A line {@code @table} starts a new input
 * table, {@code @column name Type v1 | v2} adds a column (rows separated by {@code |}, {@code \N} is NULL);
 * {@code expr => v1 | v2} expects the rendered values per row, {@code expr => error CODE} an error,
 * {@code expr :: Type} the result type. Lines starting with {@code --} are comments.
 */
class ExpressionScriptTest {
    private static final List<String> SCRIPTS = List.of("operators.txt", "functions.txt", "regexp_url_bar.txt");

    @TestFactory
    Stream<DynamicTest> scripts() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (String script : SCRIPTS) {
            tests.addAll(load(script));
        }
        return tests.stream();
    }

    private List<DynamicTest> load(String script) throws IOException {
        String text;
        try (InputStream in = getClass().getResourceAsStream("/expr/" + script)) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        List<DynamicTest> tests = new ArrayList<>();
        ExprTestSupport.Table table = ExprTestSupport.table();
        int lineNumber = 0;
        for (String line : text.split("\n", -1)) {
            lineNumber++;
            String trimmed = line.strip();
            if (trimmed.isEmpty() || trimmed.startsWith("--")) {
                continue;
            }
            if (trimmed.equals("@table")) {
                table = ExprTestSupport.table();
                continue;
            }
            if (trimmed.startsWith("@column ")) {
                String[] parts = trimmed.substring(8).split(" ", 2);
                String rest = parts[1];
                int typeEnd = typeEnd(rest);
                String type = rest.substring(0, typeEnd).strip();
                String[] values = Arrays.stream(rest.substring(typeEnd).split("\\|", -1)).map(String::strip).toArray(String[]::new);
                table = table.column(parts[0], type, values);
                continue;
            }
            ExprTestSupport.Table current = table;
            String name = script + ":" + lineNumber + "  " + trimmed;
            int typeMark = trimmed.lastIndexOf(" :: ");
            int valueMark = trimmed.lastIndexOf(" => ");
            if (valueMark > 0) {
                String expr = trimmed.substring(0, valueMark);
                String expected = trimmed.substring(valueMark + 4).strip();
                if (expected.startsWith("error ")) {
                    ErrorCode code = ErrorCode.valueOf(expected.substring(6).strip());
                    tests.add(DynamicTest.dynamicTest(name, () -> assertThatThrownBy(() -> current.eval(SqlParser.parseExpression(expr)))
                            .isInstanceOf(MergeLabException.class)
                            .extracting(e -> ((MergeLabException) e).code()).isEqualTo(code)));
                } else {
                    List<String> rows = Arrays.stream(expected.split("\\|", -1)).map(String::strip).toList();
                    tests.add(DynamicTest.dynamicTest(name, () -> {
                        List<String> actual = current.eval(SqlParser.parseExpression(expr));
                        if (rows.size() == 1 && actual.size() > 1) {
                            assertThat(actual).allSatisfy(v -> assertThat(v).isEqualTo(rows.get(0)));
                        } else {
                            assertThat(actual).containsExactlyElementsOf(rows);
                        }
                    }));
                }
            } else if (typeMark > 0) {
                String expr = trimmed.substring(0, typeMark);
                String expected = trimmed.substring(typeMark + 4).strip();
                tests.add(DynamicTest.dynamicTest(name, () -> assertThat(current.type(SqlParser.parseExpression(expr))).isEqualTo(expected)));
            } else {
                throw new IllegalStateException(script + ":" + lineNumber + ": no => or :: in " + line);
            }
        }
        return tests;
    }

    /** The end of a type name: the first space outside parentheses. */
    private static int typeEnd(String s) {
        int depth = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth--;
            } else if (c == ' ' && depth == 0) {
                return i;
            }
        }
        return s.length();
    }
}
