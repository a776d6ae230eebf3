package io.mergelab.engine.tablefunction;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.plan.Header;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Locale;

/**
 * {@code url(address, format[, 'structure'])}: a plain HTTP GET whose body is read by one {@code URL} source in the
 * {@code ReadFromURL} step. HTTP error statuses are RECEIVED_ERROR_FROM_REMOTE_IO_SERVER, connection failures
 * NETWORK_ERROR.
 */
final class UrlFunction {
    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(10);
    private static final int ERROR_BODY_CHARS = 200;

    /** One client for all queries: it pools connections and owns a small thread pool. */
    private static final class Client {
        static final HttpClient INSTANCE = HttpClient.newBuilder()
                .connectTimeout(CONNECT_TIMEOUT)
                .followRedirects(HttpClient.Redirect.NORMAL)
                .build();
    }

    private UrlFunction() {
    }

    static TableFunctionStep resolve(TableFunctionArgs args) {
        args.checkCount(2, 3, "'url, format[, structure]'");
        URI uri = parse(args.string(0, "url"));
        String format = args.string(1, "format");
        FileFunction.checkFormat(format);
        Header header;
        if (args.size() == 3) {
            header = Structure.parse(args.function(), args.string(2, "structure"));
        } else if (HeaderInference.canInfer(format)) {
            try (InputStream in = get(uri)) {
                header = HeaderInference.infer(format, in, "URL " + uri);
            } catch (IOException e) {
                throw networkError(uri, e);
            }
        } else {
            throw HeaderInference.needsStructure("url", format, "URL " + uri);
        }
        Header structure = header;
        return new TableFunctionStep("ReadFromURL", "", structure, ctx -> List.of(new FormatSource("URL",
                () -> get(uri), format, structure, ctx.maxBlockRows(), ctx.readCounters())), true);
    }

    private static URI parse(String address) {
        try {
            URI uri = new URI(address);
            String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
            if (!scheme.equals("http") && !scheme.equals("https") || uri.getHost() == null) {
                throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Bad URL '" + address
                        + "' for table function url: expected http:// or https:// and a host");
            }
            return uri;
        } catch (URISyntaxException e) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Bad URL '" + address + "' for table function url: "
                    + e.getMessage());
        }
    }

    /** Sends the GET and returns the body stream of a successful response. */
    private static InputStream get(URI uri) {
        HttpRequest request = HttpRequest.newBuilder(uri).GET().build();
        HttpResponse<InputStream> response;
        try {
            response = Client.INSTANCE.send(request, HttpResponse.BodyHandlers.ofInputStream());
        } catch (IOException e) {
            throw networkError(uri, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new MergeLabException(ErrorCode.QUERY_WAS_CANCELLED, "Interrupted while requesting " + uri);
        }
        int status = response.statusCode();
        if (status >= 400) {
            String body;
            try (InputStream in = response.body()) {
                body = new String(in.readNBytes(ERROR_BODY_CHARS), StandardCharsets.UTF_8).strip();
            } catch (IOException e) {
                body = "";
            }
            throw new MergeLabException(ErrorCode.RECEIVED_ERROR_FROM_REMOTE_IO_SERVER, "Received error from remote server "
                    + uri + ". HTTP status code: " + status + ", body: " + body);
        }
        return response.body();
    }

    private static MergeLabException networkError(URI uri, IOException e) {
        return new MergeLabException(ErrorCode.NETWORK_ERROR, "Cannot read from " + uri + ": "
                + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage()));
    }
}
