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
 * NETWORK_ERROR. Hosts follow {@code remote_url_allow_hosts} ({@link RemoteHostFilter}), redirects included: they
 * are followed here, hop by hop, so each target is checked.
 */
final class UrlFunction {
    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(10);
    private static final int ERROR_BODY_CHARS = 200;
    private static final int MAX_REDIRECTS = 10;

    /** One client for all queries: it pools connections and owns a small thread pool. */
    private static final class Client {
        static final HttpClient INSTANCE = HttpClient.newBuilder()
                .connectTimeout(CONNECT_TIMEOUT)
                .followRedirects(HttpClient.Redirect.NEVER)
                .build();
    }

    private UrlFunction() {
    }

    static TableFunctionStep resolve(TableFunctionArgs args, RemoteHostFilter hosts) {
        args.checkCount(2, 3, "'url, format[, structure]'");
        URI uri = parse(args.string(0, "url"));
        hosts.check(uri);
        String format = args.string(1, "format");
        FileFunction.checkFormat(format);
        Header header;
        if (args.size() == 3) {
            header = Structure.parse(args.function(), args.string(2, "structure"));
        } else if (HeaderInference.canInfer(format)) {
            try (InputStream in = get(uri, hosts)) {
                header = HeaderInference.infer(format, in, "URL " + uri);
            } catch (IOException e) {
                throw networkError(uri, e);
            }
        } else {
            throw HeaderInference.needsStructure("url", format, "URL " + uri);
        }
        Header structure = header;
        return TableFunctionStep.reading("ReadFromURL", structure, (ctx, read) -> List.of(new FormatSource("URL",
                () -> get(uri, hosts), format, structure, read, ctx.maxBlockRows(), ctx.readCounters())), true);
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

    /** Sends the GET, following redirects to allowed hosts, and returns the body stream of a successful response. */
    private static InputStream get(URI uri, RemoteHostFilter hosts) {
        URI current = uri;
        for (int hop = 0; ; hop++) {
            HttpResponse<InputStream> response = send(current);
            int status = response.statusCode();
            var location = response.headers().firstValue("Location");
            if (status < 300 || status >= 400 || status == 304 || location.isEmpty()) {
                return body(current, response);
            }
            closeQuietly(response.body());
            if (hop == MAX_REDIRECTS) {
                throw new MergeLabException(ErrorCode.TOO_MANY_REDIRECTS, "Too many redirects while requesting " + uri
                        + " (more than " + MAX_REDIRECTS + ")");
            }
            URI next = current.resolve(location.get());
            if (next.getScheme() == null || !next.getScheme().toLowerCase(Locale.ROOT).startsWith("http")
                    || next.getHost() == null || current.getScheme().equalsIgnoreCase("https")
                    && next.getScheme().equalsIgnoreCase("http")) {
                throw new MergeLabException(ErrorCode.UNACCEPTABLE_URL, "Redirect from " + current + " to " + next
                        + " is not followed (not http(s), or https to http)");
            }
            hosts.check(next);
            current = next;
        }
    }

    private static HttpResponse<InputStream> send(URI uri) {
        HttpRequest request = HttpRequest.newBuilder(uri).GET().build();
        try {
            return Client.INSTANCE.send(request, HttpResponse.BodyHandlers.ofInputStream());
        } catch (IOException e) {
            throw networkError(uri, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new MergeLabException(ErrorCode.QUERY_WAS_CANCELLED, "Interrupted while requesting " + uri);
        }
    }

    private static void closeQuietly(InputStream in) {
        try {
            in.close();
        } catch (IOException e) {
            // the redirect's body is not needed; a failure to close it changes nothing
        }
    }

    private static InputStream body(URI uri, HttpResponse<InputStream> response) {
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
