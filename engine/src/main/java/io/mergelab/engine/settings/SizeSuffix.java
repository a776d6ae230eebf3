package io.mergelab.engine.settings;

import java.math.BigInteger;
import java.util.Map;

/**
 * Whole numbers with ClickHouse's size suffixes, as its numeric settings read them: {@code k}/{@code K}, {@code M},
 * {@code G}, {@code T}, {@code P}, {@code E} multiply by powers of 1000, {@code Ki}, {@code Mi}, {@code Gi},
 * {@code Ti}, {@code Pi}, {@code Ei} by powers of 1024 ({@code '10Mi'} = 10485760, {@code '10G'} = 10000000000).
 */
final class SizeSuffix {
    private static final Map<String, BigInteger> MULTIPLIERS = multipliers();

    private SizeSuffix() {
    }

    /** The value of {@code text} (digits, optional sign, optional suffix); null when it is not such a number. */
    static BigInteger parse(String text) {
        String s = text.replace("_", "");
        int end = s.length();
        while (end > 0 && Character.isLetter(s.charAt(end - 1))) {
            end--;
        }
        String digits = s.substring(0, end);
        if (!digits.matches("[+-]?[0-9]+")) {
            return null;
        }
        BigInteger multiplier = end == s.length() ? BigInteger.ONE : MULTIPLIERS.get(s.substring(end));
        return multiplier == null ? null : new BigInteger(digits).multiply(multiplier);
    }

    private static Map<String, BigInteger> multipliers() {
        BigInteger thousand = BigInteger.valueOf(1000);
        BigInteger kibi = BigInteger.valueOf(1024);
        Map<String, BigInteger> m = new java.util.HashMap<>();
        String[] prefixes = {"K", "M", "G", "T", "P", "E"};
        for (int i = 0; i < prefixes.length; i++) {
            m.put(prefixes[i], thousand.pow(i + 1));
            m.put(prefixes[i] + "i", kibi.pow(i + 1));
        }
        m.put("k", thousand);
        m.put("ki", kibi);
        return Map.copyOf(m);
    }
}
