package io.mergelab.engine.analyzer;

import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.SelectUnion;
import io.mergelab.engine.sql.ast.TableFunctionRef;
import io.mergelab.engine.sql.ast.TableRef;
import java.util.Optional;

/** Resolves the FROM items the analyzer cannot plan itself: tables (user and system), views and table functions. */
public interface TableResolver {

    Relation table(TableRef ref);

    /** The stored query of view {@code name} (in the current database when none is given), empty if it is no view. */
    Optional<SelectUnion> view(Optional<String> database, String name);

    Relation tableFunction(TableFunctionRef ref);

    /** The storage of table {@code ref} and its full name as ClickHouse's errors show them: {@code Memory (table db.t)}. */
    String storageDescription(TableRef ref);

    /**
     * The sampling key of MergeTree table {@code ref} and the rows in the granules its primary key keeps for
     * {@code condition} (all rows without one); empty for any other table.
     */
    Optional<SamplingTarget> sampling(TableRef ref, Optional<Expr> condition);

    /** {@code system.one}, the source of a SELECT without FROM. */
    Relation one();
}
