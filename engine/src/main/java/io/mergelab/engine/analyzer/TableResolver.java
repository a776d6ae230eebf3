package io.mergelab.engine.analyzer;

import io.mergelab.engine.sql.ast.TableFunctionRef;
import io.mergelab.engine.sql.ast.TableRef;

/** Resolves the FROM items the analyzer cannot plan itself: tables (user and system) and table functions. */
public interface TableResolver {

    Relation table(TableRef ref);

    Relation tableFunction(TableFunctionRef ref);

    /** {@code system.one}, the source of a SELECT without FROM. */
    Relation one();
}
