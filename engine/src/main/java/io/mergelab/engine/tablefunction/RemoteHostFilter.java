package io.mergelab.engine.tablefunction;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.net.URI;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * ClickHouse's {@code remote_url_allow_hosts}: with no list every host is allowed; with a list, a URL's host must
 * equal an entry, or its {@code host:port} must (names compare case-insensitively). An empty list allows no host.
 */
public final class RemoteHostFilter {
    private final Optional<Set<String>> allowed;

    public RemoteHostFilter(Optional<List<String>> allowHosts) {
        this.allowed = allowHosts.map(hosts -> hosts.stream().map(h -> h.strip().toLowerCase(Locale.ROOT))
                .collect(Collectors.toUnmodifiableSet()));
    }

    /** Throws UNACCEPTABLE_URL (491) when {@code uri}'s host is not on the list. */
    void check(URI uri) {
        if (allowed.isEmpty()) {
            return;
        }
        String host = uri.getHost().toLowerCase(Locale.ROOT);
        int port = uri.getPort() >= 0 ? uri.getPort() : defaultPort(uri.getScheme());
        if (!allowed.get().contains(host) && !allowed.get().contains(host + ":" + port)) {
            throw new MergeLabException(ErrorCode.UNACCEPTABLE_URL, "URL \"" + uri
                    + "\" is not allowed in configuration file, see <remote_url_allow_hosts>");
        }
    }

    private static int defaultPort(String scheme) {
        return "https".equalsIgnoreCase(scheme) ? 443 : 80;
    }
}
