package io.mergelab.engine.sql.ast;

import java.util.List;

/**
 * {@code EXPLAIN [AST|SYNTAX|QUERY TREE|PLAN|PIPELINE|ESTIMATE] [setting = value, ...] statement};
 * the kind is PLAN when not written.
 */
public record Explain(Kind kind, List<SettingAssignment> settings, Statement statement) implements Statement {

    public enum Kind { AST, SYNTAX, QUERY_TREE, PLAN, PIPELINE, ESTIMATE }

    public Explain {
        settings = List.copyOf(settings);
    }
}
