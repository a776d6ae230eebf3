-- The run store, schema version 3 (docs/run-store.md): the generated datasets a run read, as their generator recorded
-- them in the target's mergelab.datasets table, with the table's rows right after the run (NULL when not known).
-- Runs stored before this version have no rows here.
CREATE TABLE IF NOT EXISTS run_datasets (
    run_key BIGINT NOT NULL REFERENCES runs (run_key) ON DELETE CASCADE,
    position INT NOT NULL,
    table_name VARCHAR(1000) NOT NULL,
    generator VARCHAR(1000) NOT NULL,
    parameters_json CHARACTER LARGE OBJECT NOT NULL,
    generated_at TIMESTAMP(9) WITH TIME ZONE NOT NULL,
    table_engine VARCHAR(1000) NOT NULL,
    rows_at_generation BIGINT NOT NULL,
    digest_rows BIGINT NOT NULL,
    digest_hash BIGINT NOT NULL,
    digest_after_final BOOLEAN NOT NULL,
    sample_fingerprint_json CHARACTER LARGE OBJECT,
    current_rows BIGINT,
    PRIMARY KEY (run_key, position)
);
