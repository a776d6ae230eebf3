package io.mergelab.engine.expr;

import io.mergelab.engine.column.ColumnDescriptions;
import io.mergelab.engine.type.DataType;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The expressions of one plan step merged into one graph (equal sub-expressions shared by name, every input column
 * of the step an INPUT node) and put in execution order the way ClickHouse's ExpressionActions does it: leaves
 * first, then each node once all its arguments exist; every result gets a slot, and a slot is reused once its
 * value is needed by no later action and is not an output. This is what {@code EXPLAIN actions = 1} prints:
 * {@code Actions:} (one line per action, {@code ::} marking an argument's last use) and {@code Positions:} (the
 * slots of the outputs).
 */
public final class ActionsDag {
    /** An action's argument: the slot it reads, and whether the value is still needed after this action. */
    public record Argument(int position, boolean neededLater) {
        @Override
        public String toString() {
            return (neededLater ? ": " : ":: ") + position;
        }
    }

    /** One step of execution: the node it computes, its arguments and its result slot. */
    public record Action(ActionNode node, List<Argument> arguments, int resultPosition) {
        public Action {
            arguments = List.copyOf(arguments);
        }

        public String kind() {
            if (node instanceof ActionNode.Input) {
                return "INPUT";
            }
            if (node instanceof ActionNode.Constant) {
                return "COLUMN";
            }
            return node instanceof ActionNode.Alias ? "ALIAS" : "FUNCTION";
        }

        /** As ClickHouse prints it, e.g. {@code FUNCTION plus(id :: 0, 1_UInt8 :: 1) -> plus(id, 1_UInt8) UInt64 : 2}. */
        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder(kind()).append(' ');
            if (node instanceof ActionNode.Input) {
                sb.append(arguments.get(0));
            } else if (node instanceof ActionNode.Constant c) {
                sb.append(ColumnDescriptions.constName(c.type()));
            } else if (node instanceof ActionNode.Alias a) {
                sb.append(a.child().name()).append(' ').append(arguments.get(0));
            } else {
                ActionNode.Function f = (ActionNode.Function) node;
                sb.append(f.function()).append('(');
                for (int i = 0; i < arguments.size(); i++) {
                    sb.append(i == 0 ? "" : ", ").append(f.arguments().get(i).name()).append(' ').append(arguments.get(i));
                }
                sb.append(')');
            }
            return sb.append(" -> ").append(node.name()).append(' ').append(node.type().name())
                    .append(" : ").append(resultPosition).toString();
        }
    }

    private final List<ActionNode> inputs;
    private final List<ActionNode> outputs;
    private final List<Action> actions = new ArrayList<>();
    private final int[] positions;

    private ActionsDag(List<ActionNode> inputs, List<ActionNode> outputs) {
        this.inputs = inputs;
        this.outputs = outputs;
        this.positions = new int[outputs.size()];
    }

    /**
     * The graph over a step's input columns ({@code inputNames}/{@code inputTypes}, in order) computing
     * {@code outputs} in order. Nodes with the same kind and name are one node.
     */
    public static ActionsDag of(List<String> inputNames, List<DataType> inputTypes, List<ActionNode> outputs) {
        Map<String, ActionNode> interned = new HashMap<>();
        List<ActionNode> nodes = new ArrayList<>();
        List<ActionNode> inputs = new ArrayList<>();
        for (int i = 0; i < inputNames.size(); i++) {
            ActionNode in = new ActionNode.Input(inputNames.get(i), inputTypes.get(i));
            if (interned.putIfAbsent(key(in), in) == null) {
                nodes.add(in);
                inputs.add(in);
            }
        }
        List<ActionNode> outs = new ArrayList<>(outputs.size());
        for (ActionNode o : outputs) {
            outs.add(intern(o, interned, nodes, inputs));
        }
        ActionsDag dag = new ActionsDag(List.copyOf(inputs), List.copyOf(outs));
        dag.linearize(nodes);
        return dag;
    }

    private static String key(ActionNode n) {
        String kind = n.getClass().getSimpleName();
        return n instanceof ActionNode.Alias a ? kind + ":" + n.name() + "<-" + a.child().name() : kind + ":" + n.name();
    }

    /** The shared node for {@code n}, its arguments interned first so that {@code nodes} lists children before parents. */
    private static ActionNode intern(ActionNode n, Map<String, ActionNode> interned, List<ActionNode> nodes,
                                     List<ActionNode> inputs) {
        ActionNode known = interned.get(key(n));
        if (known != null) {
            return known;
        }
        ActionNode shared = n;
        if (n instanceof ActionNode.Function f) {
            List<ActionNode> args = new ArrayList<>(f.arguments().size());
            for (ActionNode a : f.arguments()) {
                args.add(intern(a, interned, nodes, inputs));
            }
            shared = new ActionNode.Function(f.name(), f.type(), f.function(), args);
        } else if (n instanceof ActionNode.Alias a) {
            shared = new ActionNode.Alias(a.name(), intern(a.child(), interned, nodes, inputs));
        } else if (n instanceof ActionNode.Input) {
            inputs.add(n);
        }
        interned.put(key(n), shared);
        nodes.add(shared);
        return shared;
    }

    /** ClickHouse's ExpressionActions::linearizeActions over {@code nodes} (children listed before parents). */
    private void linearize(List<ActionNode> nodes) {
        Map<ActionNode, List<ActionNode>> parents = new IdentityHashMap<>();
        Map<ActionNode, Integer> createdChildren = new IdentityHashMap<>();
        Map<ActionNode, Integer> createdParents = new IdentityHashMap<>();
        Map<ActionNode, Integer> slot = new IdentityHashMap<>();
        Map<ActionNode, Boolean> isOutput = new IdentityHashMap<>();
        outputs.forEach(o -> isOutput.put(o, true));
        for (ActionNode n : nodes) {
            parents.put(n, new ArrayList<>());
        }
        for (ActionNode n : nodes) {
            for (ActionNode c : n.children()) {
                parents.get(c).add(n);
            }
        }
        ArrayDeque<ActionNode> ready = new ArrayDeque<>();
        for (ActionNode n : nodes) {
            if (n.children().isEmpty()) {
                ready.add(n);
            }
        }
        ArrayDeque<Integer> free = new ArrayDeque<>();
        int columns = 0;
        while (!ready.isEmpty()) {
            ActionNode n = ready.poll();
            int position = free.isEmpty() ? columns++ : free.pop();
            slot.put(n, position);
            List<Argument> args = new ArrayList<>();
            for (ActionNode c : n.children()) {
                int uses = createdParents.merge(c, 1, Integer::sum);
                boolean neededLater = isOutput.containsKey(c) || uses != parents.get(c).size();
                if (!neededLater) {
                    free.push(slot.get(c));
                }
                args.add(new Argument(slot.get(c), neededLater));
            }
            if (n instanceof ActionNode.Input) {
                args.add(new Argument(inputs.indexOf(n), !parents.get(n).isEmpty()));
            }
            actions.add(new Action(n, args, position));
            for (ActionNode p : parents.get(n)) {
                int created = createdChildren.merge(p, 1, Integer::sum);
                if (created == p.children().size()) {
                    ready.add(p);
                }
            }
        }
        for (int i = 0; i < outputs.size(); i++) {
            positions[i] = slot.get(outputs.get(i));
        }
    }

    public List<ActionNode> inputs() {
        return inputs;
    }

    public List<ActionNode> outputs() {
        return outputs;
    }

    public List<Action> actions() {
        return List.copyOf(actions);
    }

    public int[] positions() {
        return positions.clone();
    }

    /** {@code Actions: ...} (continuation lines aligned under the first action) and {@code Positions: ...}. */
    public List<String> describe() {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < actions.size(); i++) {
            lines.add((i == 0 ? "Actions: " : "         ") + actions.get(i));
        }
        StringBuilder p = new StringBuilder("Positions:");
        for (int pos : positions) {
            p.append(' ').append(pos);
        }
        lines.add(p.toString());
        return lines;
    }

    /**
     * The JSON form ({@code Inputs}, {@code Actions}, {@code Outputs}, {@code Positions}) as ordered maps and
     * lists of strings, numbers and booleans.
     */
    public Map<String, Object> toJson() {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("Inputs", inputs.stream().map(ActionsDag::nameAndType).toList());
        List<Object> list = new ArrayList<>();
        for (Action a : actions) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("Node Type", a.kind());
            m.put("Result Type", a.node().type().name());
            m.put("Result Name", a.node().name());
            if (a.node() instanceof ActionNode.Constant c) {
                m.put("Column", ColumnDescriptions.constName(c.type()));
            }
            if (a.node() instanceof ActionNode.Function f) {
                m.put("Function", f.function());
                m.put("Compiled", false);
            }
            m.put("Arguments", a.arguments().stream().map(Argument::position).toList());
            m.put("Removed Arguments", a.arguments().stream().filter(x -> !x.neededLater()).map(Argument::position).toList());
            m.put("Result", a.resultPosition());
            list.add(m);
        }
        map.put("Actions", list);
        map.put("Outputs", outputs.stream().map(ActionsDag::nameAndType).toList());
        map.put("Positions", Arrays.stream(positions).boxed().toList());
        return map;
    }

    private static Map<String, Object> nameAndType(ActionNode n) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("Name", n.name());
        m.put("Type", n.type().name());
        return m;
    }
}
