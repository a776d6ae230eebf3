package io.mergelab.engine.index.skip.text;

import io.mergelab.engine.index.skip.ConditionTree;
import io.mergelab.engine.index.skip.bloom.HashAtom;
import io.mergelab.engine.index.skip.bloom.MembershipPredicates;
import io.mergelab.engine.index.skip.bloom.PredicateOperands;
import io.mergelab.engine.sql.ast.Expr;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The predicates an ngrambf_v1 / tokenbf_v1 index over {@code indexExpr} judges, with string constants: the
 * {@link MembershipPredicates} (for lookups in mapValues(m), non-empty v), and on a string index {@code LIKE},
 * {@code NOT LIKE}, {@code startsWith}, {@code endsWith}, {@code match}, plus {@code multiSearchAny} (n-grams) and
 * {@code hasToken} / {@code hasTokenOrNull} (tokens). A predicate whose constant yields no usable token (a needle
 * shorter than n, a pattern of wildcards) is left unknown.
 */
final class TextBloomFilterAtoms {
    private final Tokenizer tokenizer;
    private final TextBloomFilterParams params;
    private final MembershipPredicates membership;

    TextBloomFilterAtoms(Expr indexExpr, boolean array, Tokenizer tokenizer, TextBloomFilterParams params) {
        this.tokenizer = tokenizer;
        this.params = params;
        this.membership = new MembershipPredicates(indexExpr, array, this::wholeValues);
    }

    Optional<ConditionTree.Atom> atom(Expr e) {
        return membership.atom(e).or(() -> MembershipPredicates.binaryCall(e)
                .filter(f -> membership.isScalarIndex(f.args().get(0)))
                .flatMap(f -> onString(f.name(), f.args().get(1))));
    }

    /** The string predicates beyond membership, on the index and the constant {@code right}. */
    private Optional<ConditionTree.Atom> onString(String function, Expr right) {
        return switch (function) {
            case "like" -> like(right, HashAtom.Mode.ANY);
            case "notLike" -> like(right, HashAtom.Mode.NONE);
            case "startsWith" -> affix(right, true, false);
            case "endsWith" -> affix(right, false, true);
            case "multiSearchAny" -> tokenizer instanceof NgramTokenizer ? needles(right) : Optional.empty();
            case "match" -> string(right).flatMap(this::regex);
            case "hasToken", "hasTokenOrNull" -> tokenizer instanceof SplitTokenizer
                    ? string(right).flatMap(v -> single(whole(v), HashAtom.Mode.ANY)) : Optional.empty();
            default -> Optional.empty();
        };
    }

    /**
     * The atom for rows holding whole {@code values}; none unless all are strings, or, with {@code refuseDefault}
     * (a lookup m[k]: a missing key reads as ''), when one is empty.
     */
    private Optional<ConditionTree.Atom> wholeValues(List<Object> values, HashAtom.Mode mode, boolean refuseDefault) {
        if (!values.stream().allMatch(String.class::isInstance) || (refuseDefault && values.contains(""))) {
            return Optional.empty();
        }
        return groups(values.stream().map(v -> whole((String) v)).toList(), mode);
    }

    private Optional<ConditionTree.Atom> like(Expr pattern, HashAtom.Mode mode) {
        return string(pattern).flatMap(p -> single(tokenizer.likeTokens(p), mode));
    }

    private Optional<ConditionTree.Atom> affix(Expr needle, boolean atStart, boolean atEnd) {
        return string(needle).flatMap(v -> single(tokenizer.substringTokens(utf8(v), atStart, atEnd), HashAtom.Mode.ANY));
    }

    private Optional<ConditionTree.Atom> needles(Expr list) {
        return strings(list).flatMap(vs -> groups(vs.stream().map(v -> tokenizer.substringTokens(utf8(v), false, false)).toList(),
                HashAtom.Mode.ANY));
    }

    private Optional<ConditionTree.Atom> regex(String pattern) {
        return RequiredSubstrings.of(pattern).flatMap(alternatives -> {
            List<List<byte[]>> groups = new ArrayList<>();
            for (List<String> runs : alternatives) {
                List<byte[]> tokens = new ArrayList<>();
                for (String run : runs) {
                    tokens.addAll(tokenizer.substringTokens(utf8(run), false, false));
                }
                groups.add(tokens);
            }
            return groups(groups, HashAtom.Mode.ANY);
        });
    }

    /** The tokens of a whole value. */
    private List<byte[]> whole(String value) {
        return tokenizer.substringTokens(utf8(value), true, true);
    }

    private Optional<ConditionTree.Atom> single(List<byte[]> tokens, HashAtom.Mode mode) {
        return groups(List.of(tokens), mode);
    }

    /**
     * The atom over token groups; none when it could never rule a granule out: with ANY or NONE a group without tokens
     * is always present; with ALL such a group is left out, and nothing is left to check when all are.
     */
    private Optional<ConditionTree.Atom> groups(List<List<byte[]>> tokenGroups, HashAtom.Mode mode) {
        List<long[]> hashed = new ArrayList<>(tokenGroups.size());
        for (List<byte[]> tokens : tokenGroups) {
            if (tokens.isEmpty()) {
                if (mode != HashAtom.Mode.ALL) {
                    return Optional.empty();
                }
                continue;
            }
            long[] hashes = new long[tokens.size()];
            for (int i = 0; i < hashes.length; i++) {
                byte[] t = tokens.get(i);
                hashes[i] = params.hash(t, 0, t.length);
            }
            hashed.add(hashes);
        }
        if (mode == HashAtom.Mode.ALL && hashed.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new HashAtom(hashed.toArray(long[][]::new), mode));
    }

    private static Optional<String> string(Expr e) {
        return PredicateOperands.value(e).filter(String.class::isInstance).map(String.class::cast);
    }

    private static Optional<List<String>> strings(Expr e) {
        return PredicateOperands.list(e).filter(vs -> vs.stream().allMatch(String.class::isInstance))
                .map(vs -> vs.stream().map(String.class::cast).toList());
    }

    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }
}
