-- The run store, schema version 7 (docs/run-store.md): a run on a cluster, server by server. Each row is one server
-- of the cluster (node = host:port as system.clusters names it); entry_node is the server the statement was sent to.
-- queries_json holds its system.query_log rows of the run (QueryLogEntry records: the initial query on the entry
-- server, the secondary queries on the shards), parts_json the system.parts rows of the local tables read (PartRow
-- records). Runs not on a cluster, and runs stored before this version, have no rows here.
CREATE TABLE IF NOT EXISTS run_nodes (
    run_key BIGINT NOT NULL REFERENCES runs (run_key) ON DELETE CASCADE,
    position INT NOT NULL,
    node VARCHAR(1000) NOT NULL,
    shard_num INT NOT NULL,
    replica_num INT NOT NULL,
    entry_node BOOLEAN NOT NULL,
    queries_json CHARACTER LARGE OBJECT NOT NULL,
    parts_json CHARACTER LARGE OBJECT NOT NULL,
    PRIMARY KEY (run_key, position)
);
