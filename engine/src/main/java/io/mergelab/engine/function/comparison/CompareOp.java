package io.mergelab.engine.function.comparison;

/** The six comparison operators. A three-way result of {@link #UNORDERED} (NaN) satisfies only notEquals. */
public enum CompareOp {
    EQUALS("equals"), NOT_EQUALS("notEquals"), LESS("less"), GREATER("greater"),
    LESS_OR_EQUALS("lessOrEquals"), GREATER_OR_EQUALS("greaterOrEquals");

    public static final int UNORDERED = 2;

    private final String functionName;

    CompareOp(String functionName) {
        this.functionName = functionName;
    }

    public String functionName() {
        return functionName;
    }

    public boolean test(int cmp) {
        if (cmp == UNORDERED) {
            return this == NOT_EQUALS;
        }
        return switch (this) {
            case EQUALS -> cmp == 0;
            case NOT_EQUALS -> cmp != 0;
            case LESS -> cmp < 0;
            case GREATER -> cmp > 0;
            case LESS_OR_EQUALS -> cmp <= 0;
            case GREATER_OR_EQUALS -> cmp >= 0;
        };
    }

    /** The operator with its operands swapped ({@code a < b} is {@code b > a}). */
    public CompareOp swapped() {
        return switch (this) {
            case LESS -> GREATER;
            case GREATER -> LESS;
            case LESS_OR_EQUALS -> GREATER_OR_EQUALS;
            case GREATER_OR_EQUALS -> LESS_OR_EQUALS;
            default -> this;
        };
    }
}
