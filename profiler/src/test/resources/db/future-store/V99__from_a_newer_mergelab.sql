-- A migration this program does not know, as a newer MergeLab would have applied it (RunStoreOpenTest).
CREATE TABLE run_annotations (run_key BIGINT NOT NULL, note VARCHAR(1000) NOT NULL);
