package io.mergelab.engine.index.skip.text;

import io.mergelab.engine.index.skip.ConditionTree;
import io.mergelab.engine.index.skip.bloom.PredicateOperands;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.FunctionCall;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The predicates an ngrambf_v1 / tokenbf_v1 index over {@code indexExpr} judges, with string constants: on a string
 * index {@code =}, {@code !=}, {@code IN}, {@code NOT IN}, {@code LIKE}, {@code NOT LIKE}, {@code startsWith},
 * {@code endsWith}, {@code match}, plus {@code multiSearchAny} (n-grams) and {@code hasToken} /
 * {@code hasTokenOrNull} (tokens); on an Array index {@code has}, {@code hasAny}, {@code hasAll}; on
 * {@code mapKeys(m)} {@code mapContains(m, k)}; on {@code mapValues(m)} {@code m[k] = v}, {@code !=} and
 * {@code [NOT] IN} for non-empty v. A predicate whose constant yields no usable token (a needle shorter than n, a
 * pattern of wildcards) is left unknown.
 */
final class TextBloomFilterAtoms {
    private final Expr indexExpr;
    private final boolean array;
    private final Tokenizer tokenizer;
    private final TextBloomFilterParams params;
    private final Optional<Expr> mapOfKeys;
    private final Optional<Expr> mapOfValues;

    TextBloomFilterAtoms(Expr indexExpr, boolean array, Tokenizer tokenizer, TextBloomFilterParams params) {
        this.indexExpr = indexExpr;
        this.array = array;
        this.tokenizer = tokenizer;
        this.params = params;
        this.mapOfKeys = PredicateOperands.argumentOf(indexExpr, "mapKeys");
        this.mapOfValues = PredicateOperands.argumentOf(indexExpr, "mapValues");
    }

    Optional<ConditionTree.Atom> atom(Expr e) {
        if (!(e instanceof FunctionCall f) || f.args().size() != 2 || f.distinct() || !f.parameters().isEmpty()) {
            return Optional.empty();
        }
        Expr left = f.args().get(0);
        Expr right = f.args().get(1);
        boolean onScalar = !array && left.equals(indexExpr);
        boolean onArray = array && left.equals(indexExpr);
        return switch (f.name()) {
            case "equals" -> equality(left, right, TokenAtom.Mode.ANY).or(() -> equality(right, left, TokenAtom.Mode.ANY));
            case "notEquals" -> equality(left, right, TokenAtom.Mode.NONE).or(() -> equality(right, left, TokenAtom.Mode.NONE));
            case "in", "globalIn" -> membership(left, right, TokenAtom.Mode.ANY);
            case "notIn", "globalNotIn" -> membership(left, right, TokenAtom.Mode.NONE);
            case "like" -> onScalar ? like(right, TokenAtom.Mode.ANY) : Optional.empty();
            case "notLike" -> onScalar ? like(right, TokenAtom.Mode.NONE) : Optional.empty();
            case "startsWith" -> onScalar ? affix(right, true, false) : Optional.empty();
            case "endsWith" -> onScalar ? affix(right, false, true) : Optional.empty();
            case "multiSearchAny" -> onScalar && tokenizer instanceof NgramTokenizer ? needles(right) : Optional.empty();
            case "match" -> onScalar ? string(right).flatMap(this::regex) : Optional.empty();
            case "hasToken", "hasTokenOrNull" -> onScalar && tokenizer instanceof SplitTokenizer
                    ? string(right).flatMap(v -> single(whole(v), TokenAtom.Mode.ANY)) : Optional.empty();
            case "has" -> onArray ? string(right).flatMap(v -> single(whole(v), TokenAtom.Mode.ANY)) : Optional.empty();
            case "hasAny" -> onArray ? values(right, TokenAtom.Mode.ANY) : Optional.empty();
            case "hasAll" -> onArray ? values(right, TokenAtom.Mode.ALL) : Optional.empty();
            case "mapContains" -> mapOfKeys.isPresent() && left.equals(mapOfKeys.get())
                    ? string(right).flatMap(k -> single(whole(k), TokenAtom.Mode.ANY)) : Optional.empty();
            default -> Optional.empty();
        };
    }

    private Optional<ConditionTree.Atom> equality(Expr operand, Expr constant, TokenAtom.Mode mode) {
        boolean direct = !array && operand.equals(indexExpr);
        boolean mapValue = PredicateOperands.isLookupIn(operand, mapOfValues);
        if (!direct && !mapValue) {
            return Optional.empty();
        }
        // A missing key reads as '', so m[k] = '' may hold in a granule without any matching value.
        return string(constant).filter(v -> direct || !v.isEmpty()).flatMap(v -> single(whole(v), mode));
    }

    private Optional<ConditionTree.Atom> membership(Expr operand, Expr set, TokenAtom.Mode mode) {
        boolean direct = !array && operand.equals(indexExpr);
        if (!direct && !PredicateOperands.isLookupIn(operand, mapOfValues)) {
            return Optional.empty();
        }
        Optional<List<String>> strings = strings(set);
        if (strings.isEmpty() || (!direct && strings.get().contains(""))) {
            return Optional.empty();
        }
        return groups(strings.get().stream().map(this::whole).toList(), mode);
    }

    private Optional<ConditionTree.Atom> like(Expr pattern, TokenAtom.Mode mode) {
        return string(pattern).flatMap(p -> single(tokenizer.likeTokens(p), mode));
    }

    private Optional<ConditionTree.Atom> affix(Expr needle, boolean atStart, boolean atEnd) {
        return string(needle).flatMap(v -> single(tokenizer.substringTokens(utf8(v), atStart, atEnd), TokenAtom.Mode.ANY));
    }

    private Optional<ConditionTree.Atom> needles(Expr list) {
        return strings(list).flatMap(vs -> groups(vs.stream().map(v -> tokenizer.substringTokens(utf8(v), false, false)).toList(),
                TokenAtom.Mode.ANY));
    }

    private Optional<ConditionTree.Atom> values(Expr list, TokenAtom.Mode mode) {
        return strings(list).flatMap(vs -> groups(vs.stream().map(this::whole).toList(), mode));
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
            return groups(groups, TokenAtom.Mode.ANY);
        });
    }

    /** The tokens of a whole value. */
    private List<byte[]> whole(String value) {
        return tokenizer.substringTokens(utf8(value), true, true);
    }

    private Optional<ConditionTree.Atom> single(List<byte[]> tokens, TokenAtom.Mode mode) {
        return groups(List.of(tokens), mode);
    }

    /**
     * The atom over token groups; none when it could never rule a granule out: with ANY or NONE a group without tokens
     * is always present; with ALL such a group is left out, and nothing is left to check when all are.
     */
    private Optional<ConditionTree.Atom> groups(List<List<byte[]>> tokenGroups, TokenAtom.Mode mode) {
        List<long[]> hashed = new ArrayList<>(tokenGroups.size());
        for (List<byte[]> tokens : tokenGroups) {
            if (tokens.isEmpty()) {
                if (mode != TokenAtom.Mode.ALL) {
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
        if (mode == TokenAtom.Mode.ALL && hashed.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new TokenAtom(hashed.toArray(long[][]::new), mode));
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
