-- The run store, schema version 12 (docs/experiments.md): each experiment cell keeps its step verdict's permutation
-- threshold (a fraction of the previous step's median), so a conclusion can say why a step stayed within the noise.
-- NULL: no step verdict, or a cell stored before this version.

ALTER TABLE experiment_cells ADD COLUMN IF NOT EXISTS step_threshold DOUBLE PRECISION;
