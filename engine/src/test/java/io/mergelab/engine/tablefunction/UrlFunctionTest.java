package io.mergelab.engine.tablefunction;

import static io.mergelab.engine.tablefunction.NumbersFunctionTest.assertError;
import static io.mergelab.engine.tablefunction.TableFunctionTesting.context;
import static io.mergelab.engine.tablefunction.TableFunctionTesting.processorNames;
import static io.mergelab.engine.tablefunction.TableFunctionTesting.resolve;
import static io.mergelab.engine.tablefunction.TableFunctionTesting.rows;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpServer;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.plan.SourceStep;
import io.mergelab.engine.type.DataType;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class UrlFunctionTest {
    private static final Map<String, String> FILES = Map.of(
            "/data.csv", "1,one\n2,two\n",
            "/data.tsv", "3\tthree\n",
            "/data.jsonl", "{\"id\":4,\"s\":\"four\"}\n",
            "/typed.tsv", "id\ts\nUInt8\tString\n5\tfive\n");
    private HttpServer server;
    private String base;

    @BeforeEach
    void start() throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", exchange -> {
            String path = exchange.getRequestURI().getPath();
            if (path.startsWith("/redirect")) {
                String query = exchange.getRequestURI().getQuery();
                exchange.getResponseHeaders().add("Location", query == null ? "/redirect" : query);
                exchange.sendResponseHeaders(302, -1);
                exchange.close();
                return;
            }
            String body = FILES.get(path);
            byte[] bytes = (body == null ? "no such file" : body).getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(body == null ? 404 : 200, bytes.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(bytes);
            }
        });
        server.start();
        base = "http://127.0.0.1:" + server.getAddress().getPort();
    }

    @AfterEach
    void stop() {
        server.stop(0);
    }

    @Test
    void csvTsvAndJsonEachRowOverHttp() {
        SourceStep csv = resolve("url('" + base + "/data.csv', 'CSV', 'id UInt8, s String')");
        assertThat(csv.name()).isEqualTo("ReadFromURL");
        assertThat(rows(csv, context())).containsExactly(List.of(1L, "one"), List.of(2L, "two"));
        assertThat(rows(resolve("url('" + base + "/data.tsv', 'TSV', 'id UInt8, s String')"), context()))
                .containsExactly(List.of(3L, "three"));
        assertThat(rows(resolve("url('" + base + "/data.jsonl', 'JSONEachRow', 'id UInt8, s String')"), context()))
                .containsExactly(List.of(4L, "four"));
    }

    @Test
    void structureInferredFromATypedHeader() {
        SourceStep step = resolve("url('" + base + "/typed.tsv', 'TSVWithNamesAndTypes')");
        assertThat(step.header().names()).containsExactly("id", "s");
        assertThat(step.header().types()).containsExactly(DataType.parse("UInt8"), DataType.parse("String"));
        assertThat(rows(step, context())).containsExactly(List.of(5L, "five"));
    }

    @Test
    void oneUrlSourceThenResize() {
        SourceStep step = resolve("url('" + base + "/data.csv', 'CSV', 'id UInt8, s String')");
        assertThat(processorNames(step, context("max_threads", "3"))).containsExactly("URL 0 → 1", "Resize 1 → 3");
        assertThat(processorNames(step, context("max_threads", "3", "parallelize_output_from_storages", "0")))
                .containsExactly("URL 0 → 1");
    }

    @Test
    void httpErrorsSurfaceWhenReading() {
        SourceStep step = resolve("url('" + base + "/missing.csv', 'CSV', 'id UInt8')");
        assertThatThrownBy(() -> rows(step, context()))
                .isInstanceOf(MergeLabException.class)
                .hasMessageContaining("HTTP status code: 404")
                .hasMessageContaining("no such file")
                .extracting(e -> ((MergeLabException) e).code()).isEqualTo(ErrorCode.RECEIVED_ERROR_FROM_REMOTE_IO_SERVER);
    }

    @Test
    void argumentAndConnectionErrors() {
        assertError("url('ftp://example.com/x', 'CSV', 'a UInt8')", ErrorCode.BAD_ARGUMENTS, "expected http://");
        assertError("url('" + base + "/data.csv', 'CSV')", ErrorCode.CANNOT_EXTRACT_TABLE_STRUCTURE, "URL " + base);
        assertError("url('" + base + "/data.csv')", ErrorCode.NUMBER_OF_ARGUMENTS_DOESNT_MATCH, "'url, format[, structure]'");
        assertError("url('" + base + "/missing.tsv', 'TSVWithNamesAndTypes')", ErrorCode.RECEIVED_ERROR_FROM_REMOTE_IO_SERVER,
                "404");
        server.stop(0);
        assertError("url('" + base + "/typed.tsv', 'TSVWithNamesAndTypes')", ErrorCode.NETWORK_ERROR, "Cannot read from");
    }

    @Test
    void remoteUrlAllowHostsAcceptsListedHostsOnly() {
        String call = "url('" + base + "/data.csv', 'CSV', 'id UInt8, s String')";
        assertThat(rows(resolve(call, access(List.of("127.0.0.1"))), context())).hasSize(2);
        int port = server.getAddress().getPort();
        assertThat(rows(resolve(call, access(List.of("LOCALHOST", "127.0.0.1:" + port))), context())).hasSize(2);
        assertThat(rows(resolve(call), context())).as("no list: any host").hasSize(2);
        assertDenied(call, access(List.of("example.com")), "URL \"" + base + "/data.csv\" is not allowed");
        assertDenied(call, access(List.of("127.0.0.1:1")), "remote_url_allow_hosts");
        assertDenied(call, access(List.of()), "remote_url_allow_hosts");
    }

    @Test
    void redirectsAreFollowedOnlyToAllowedHosts() {
        String toData = "url('" + base + "/redirect?" + base + "/data.csv', 'CSV', 'id UInt8, s String')";
        assertThat(rows(resolve(toData, access(List.of("127.0.0.1"))), context())).hasSize(2);
        String outside = "url('" + base + "/redirect?http://example.com/x.csv', 'CSV', 'id UInt8')";
        SourceStep step = resolve(outside, access(List.of("127.0.0.1")));
        assertThatThrownBy(() -> rows(step, context()))
                .hasMessageContaining("http://example.com/x.csv")
                .extracting(e -> ((MergeLabException) e).code()).isEqualTo(ErrorCode.UNACCEPTABLE_URL);
        String loop = "url('" + base + "/redirect', 'CSV', 'id UInt8')";
        assertThatThrownBy(() -> rows(resolve(loop), context()))
                .hasMessageContaining("Too many redirects")
                .extracting(e -> ((MergeLabException) e).code()).isEqualTo(ErrorCode.TOO_MANY_REDIRECTS);
    }

    private static ExternalAccess access(List<String> hosts) {
        return ExternalAccess.open(Path.of(System.getProperty("java.io.tmpdir")), Optional.of(hosts));
    }

    private static void assertDenied(String call, ExternalAccess access, String message) {
        assertThatThrownBy(() -> resolve(call, access))
                .isInstanceOf(MergeLabException.class)
                .hasMessageContaining(message)
                .extracting(e -> ((MergeLabException) e).code()).isEqualTo(ErrorCode.UNACCEPTABLE_URL);
    }
}
