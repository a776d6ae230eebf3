package io.mergelab.app.gui;

import io.mergelab.profiler.testing.ClickHouseCluster;
import io.mergelab.profiler.testing.ClickHouseServer;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;

/**
 * Starts a local cluster of two real ClickHouse servers ({@link ClickHouseCluster}, named {@value
 * ClickHouseCluster#NAME}) with a Distributed table {@code default.events} (id, user, url) over both, for looking at
 * the screens on a cluster and for the screenshots in docs/screenshots (test scope, not shipped). Arguments: a
 * directory for the servers' data, then the table's rows (default 200,000). Prints each server's URL and runs until
 * stopped (Ctrl+C or kill), which stops both servers; their data stays in the directory.
 */
public final class DemoCluster {
    private DemoCluster() {
    }

    public static void main(String[] args) throws InterruptedException {
        Path dir = Path.of(args[0]);
        long rows = args.length > 1 ? Long.parseLong(args[1]) : 200_000;
        ClickHouseCluster cluster = ClickHouseCluster.start(dir, 2);
        Runtime.getRuntime().addShutdownHook(new Thread(cluster::close, "demo-cluster-stop"));
        cluster.shardedTable("events", "id UInt64, user UInt32, url String",
                "number, toUInt32(intDiv(number, 2) % 1000), concat('/page/', toString(number % 97))", rows);
        for (ClickHouseServer node : cluster.nodes()) {
            System.out.println(node.url());
        }
        System.out.println("cluster " + ClickHouseCluster.NAME + " ready: default.events, " + rows + " rows");
        new CountDownLatch(1).await(); // until the JVM is stopped; the hook stops the servers
    }
}
