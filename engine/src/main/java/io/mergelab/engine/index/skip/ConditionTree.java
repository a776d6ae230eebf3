package io.mergelab.engine.index.skip;

import io.mergelab.engine.index.BoolMask;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.FunctionCall;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * A filter as one skip index sees it: the filter's {@code and} / {@code or} / {@code not} structure over the atoms
 * the index can judge. Every other sub-expression is unknown (may be true, may be false), so the tree never drops a
 * granule that could hold a matching row. Each index type supplies only its atoms.
 */
public final class ConditionTree implements SkipIndexCondition {
    /** One predicate an index understands, e.g. {@code s = 'needle'} for a bloom filter on {@code s}. */
    public interface Atom {
        BoolMask check(SkipIndexGranule granule);
    }

    private sealed interface Node permits And, Or, Not, Leaf, Unknown {
        BoolMask eval(SkipIndexGranule granule);

        /** Whether some outcome of the atoms makes this node false on every row (never true). */
        boolean canBeMadeFalse();

        /** Whether some outcome of the atoms makes this node true on every row (never false). */
        boolean canBeMadeTrue();
    }

    private record And(List<Node> args) implements Node {
        @Override
        public BoolMask eval(SkipIndexGranule granule) {
            BoolMask mask = BoolMask.ALWAYS_TRUE;
            for (Node n : args) {
                mask = mask.and(n.eval(granule));
                if (!mask.canBeTrue()) {
                    return mask;
                }
            }
            return mask;
        }

        @Override
        public boolean canBeMadeFalse() {
            return args.stream().anyMatch(Node::canBeMadeFalse);
        }

        @Override
        public boolean canBeMadeTrue() {
            return args.stream().allMatch(Node::canBeMadeTrue);
        }
    }

    private record Or(List<Node> args) implements Node {
        @Override
        public BoolMask eval(SkipIndexGranule granule) {
            BoolMask mask = BoolMask.ALWAYS_FALSE;
            for (Node n : args) {
                mask = mask.or(n.eval(granule));
            }
            return mask;
        }

        @Override
        public boolean canBeMadeFalse() {
            return args.stream().allMatch(Node::canBeMadeFalse);
        }

        @Override
        public boolean canBeMadeTrue() {
            return args.stream().anyMatch(Node::canBeMadeTrue);
        }
    }

    private record Not(Node arg) implements Node {
        @Override
        public BoolMask eval(SkipIndexGranule granule) {
            return arg.eval(granule).not();
        }

        @Override
        public boolean canBeMadeFalse() {
            return arg.canBeMadeTrue();
        }

        @Override
        public boolean canBeMadeTrue() {
            return arg.canBeMadeFalse();
        }
    }

    private record Leaf(Atom atom) implements Node {
        @Override
        public BoolMask eval(SkipIndexGranule granule) {
            return atom.check(granule);
        }

        @Override
        public boolean canBeMadeFalse() {
            return true;
        }

        @Override
        public boolean canBeMadeTrue() {
            return true;
        }
    }

    private record Unknown() implements Node {
        @Override
        public BoolMask eval(SkipIndexGranule granule) {
            return BoolMask.UNKNOWN;
        }

        @Override
        public boolean canBeMadeFalse() {
            return false;
        }

        @Override
        public boolean canBeMadeTrue() {
            return false;
        }
    }

    private final Node root;

    private ConditionTree(Node root) {
        this.root = root;
    }

    /**
     * The condition {@code filter} gives an index whose atoms {@code atoms} recognises (empty for a sub-expression it
     * cannot judge); empty when no atom of the filter is recognised, so the index has nothing to say.
     */
    public static Optional<SkipIndexCondition> of(Expr filter, Function<Expr, Optional<Atom>> atoms) {
        return tree(filter, atoms, false);
    }

    /**
     * Like {@link #of}, but {@code atoms} is asked about {@code and} / {@code or} / {@code not} sub-expressions too,
     * before they are split: an index that can evaluate a whole sub-expression over its summary (a set index) judges
     * {@code NOT (x = 1 OR x = 2)} as one atom, which is exact where combining the atoms' masks is not.
     */
    public static Optional<SkipIndexCondition> ofWholeSubtrees(Expr filter, Function<Expr, Optional<Atom>> atoms) {
        return tree(filter, atoms, true);
    }

    private static Optional<SkipIndexCondition> tree(Expr filter, Function<Expr, Optional<Atom>> atoms, boolean wholeFirst) {
        int[] known = new int[1];
        Node root = build(filter, atoms, wholeFirst, known);
        return known[0] == 0 ? Optional.empty() : Optional.of(new ConditionTree(root));
    }

    private static Node build(Expr e, Function<Expr, Optional<Atom>> atoms, boolean wholeFirst, int[] known) {
        if (wholeFirst) {
            Optional<Atom> whole = atoms.apply(e);
            if (whole.isPresent()) {
                known[0]++;
                return new Leaf(whole.get());
            }
        }
        if (e instanceof FunctionCall f && !f.distinct() && f.parameters().isEmpty()) {
            switch (f.name()) {
                case "and", "or" -> {
                    List<Node> args = new ArrayList<>(f.args().size());
                    for (Expr a : f.args()) {
                        args.add(build(a, atoms, wholeFirst, known));
                    }
                    return f.name().equals("and") ? new And(args) : new Or(args);
                }
                case "not" -> {
                    if (f.args().size() == 1) {
                        return new Not(build(f.args().get(0), atoms, wholeFirst, known));
                    }
                }
                default -> {
                }
            }
        }
        Optional<Atom> atom = wholeFirst ? Optional.empty() : atoms.apply(e);
        if (atom.isEmpty()) {
            return new Unknown();
        }
        known[0]++;
        return new Leaf(atom.get());
    }

    @Override
    public boolean mayMatch(SkipIndexGranule granule) {
        return root.eval(granule).canBeTrue();
    }

    @Override
    public boolean canDrop() {
        return root.canBeMadeFalse();
    }
}
