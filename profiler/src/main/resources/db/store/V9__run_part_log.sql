-- The run store, schema version 9 (docs/run-store.md): the system.part_log events of the tables a run read, from
-- shortly before the run to right after it, as one JSON array per run (a list of PartLogEvent records, oldest first).
-- Runs stored before this version, and runs of tables without parts, have no row here.
CREATE TABLE IF NOT EXISTS run_part_log (
    run_key BIGINT NOT NULL PRIMARY KEY REFERENCES runs (run_key) ON DELETE CASCADE,
    events_json CHARACTER LARGE OBJECT NOT NULL
);
