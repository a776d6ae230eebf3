package io.mergelab.engine.fuzz;

import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * Rebuilds a statement's AST (records of {@code io.mergelab.engine.sql.ast}) with a function applied to every node
 * in pre-order: where it returns another node, that node takes the place of the old one and is not visited further;
 * where it returns the same node, the node's components (nodes, lists and optionals of them) are visited and the
 * node is rebuilt if one changed. Generic over the record components, so a new AST record needs nothing here.
 */
final class AstRewriter {
    private static final String AST_PACKAGE = "io.mergelab.engine.sql.ast";

    private AstRewriter() {
    }

    @SuppressWarnings("unchecked")
    static <T> T rewrite(T node, UnaryOperator<Object> function) {
        return (T) visit(node, function);
    }

    /** Every AST node of {@code root} in pre-order. */
    static List<Object> nodes(Object root) {
        List<Object> out = new ArrayList<>();
        rewrite(root, n -> {
            out.add(n);
            return n;
        });
        return out;
    }

    private static Object visit(Object value, UnaryOperator<Object> function) {
        if (value instanceof List<?> list) {
            List<Object> out = new ArrayList<>(list.size());
            boolean changed = false;
            for (Object element : list) {
                Object v = visit(element, function);
                changed |= v != element;
                out.add(v);
            }
            return changed ? out : list;
        }
        if (value instanceof Optional<?> optional) {
            if (optional.isEmpty()) {
                return optional;
            }
            Object v = visit(optional.get(), function);
            return v == optional.get() ? optional : Optional.of(v);
        }
        if (value instanceof Record record && record.getClass().getName().startsWith(AST_PACKAGE)) {
            Object replaced = function.apply(record);
            return replaced != record ? replaced : rebuild(record, function);
        }
        return value;
    }

    private static Object rebuild(Record record, UnaryOperator<Object> function) {
        RecordComponent[] components = record.getClass().getRecordComponents();
        Object[] values = new Object[components.length];
        Class<?>[] types = new Class<?>[components.length];
        boolean changed = false;
        try {
            for (int i = 0; i < components.length; i++) {
                Object old = components[i].getAccessor().invoke(record);
                values[i] = visit(old, function);
                types[i] = components[i].getType();
                changed |= values[i] != old;
            }
            if (!changed) {
                return record;
            }
            Constructor<?> constructor = record.getClass().getDeclaredConstructor(types);
            return constructor.newInstance(values);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("Cannot rebuild " + record.getClass().getSimpleName(), e);
        }
    }
}
