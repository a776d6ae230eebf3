package io.mergelab.profiler.connect;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/** The version of this MergeLab build, which Maven writes into {@code version.properties}. */
final class ProjectVersion {
    private static final String RESOURCE = "version.properties";

    private ProjectVersion() {
    }

    static String current() {
        try (InputStream in = ProjectVersion.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("Resource " + RESOURCE + " is missing from the profiler's classes");
            }
            Properties properties = new Properties();
            properties.load(in);
            return properties.getProperty("version");
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + RESOURCE, e);
        }
    }
}
