package io.mergelab.engine.analyzer;

import io.mergelab.engine.sql.ast.TableFunctionRef;
import io.mergelab.engine.sql.ast.TableRef;

/** Resolves the FROM items the analyzer cannot plan itself: tables (user and system) and table functions. */
public interface TableResolver {

    Relation table(TableRef ref);

    Relation tableFunction(TableFunctionRef ref);

    /** The storage of table {@code ref} and its full name as ClickHouse's errors show them: {@code Memory (table db.t)}. */
    String storageDescription(TableRef ref);

    /** {@code system.one}, the source of a SELECT without FROM. */
    Relation one();
}
