package io.mergelab.engine.function.conditional;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.function.ArgumentType;
import io.mergelab.engine.function.Arguments;
import io.mergelab.engine.function.Bound;
import io.mergelab.engine.function.BoundFunction;
import io.mergelab.engine.function.FunctionContext;
import io.mergelab.engine.function.FunctionRegistry;
import io.mergelab.engine.function.FunctionSpec;
import io.mergelab.engine.function.Operand;
import io.mergelab.engine.function.TypeRules;
import io.mergelab.engine.type.DataType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * if(cond, then, else) and multiIf(c1, v1, ..., else): the result has the least supertype of the branches;
 * a NULL condition counts as false. Both branches are evaluated for every row.
 */
public final class ConditionalFunctions {
    private ConditionalFunctions() {
    }

    public static void register(FunctionRegistry.Builder registry) {
        registry.add(FunctionSpec.of("if", 3, ConditionalFunctions::bindIf).caseInsensitiveName().ownNullHandling());
        registry.add(FunctionSpec.of("multiIf", 3, Arguments.UNBOUNDED, ConditionalFunctions::bindMultiIf)
                .caseInsensitiveName().ownNullHandling());
    }

    private static BoundFunction bindIf(String name, List<ArgumentType> args, FunctionContext ctx) {
        return bindMultiIf(name, args, ctx);
    }

    private static BoundFunction bindMultiIf(String name, List<ArgumentType> args, FunctionContext ctx) {
        if (args.size() % 2 == 0) {
            throw new MergeLabException(ErrorCode.NUMBER_OF_ARGUMENTS_DOESNT_MATCH,
                    "Invalid number of arguments for function " + name + ": " + args.size() + " (must be odd)");
        }
        int conditions = args.size() / 2;
        List<DataType> branchTypes = new ArrayList<>();
        for (int i = 0; i < conditions; i++) {
            Truth.check(name, args.get(2 * i).type(), 2 * i);
            branchTypes.add(args.get(2 * i + 1).type());
        }
        branchTypes.add(args.get(args.size() - 1).type());
        DataType result = TypeRules.leastSupertype(branchTypes);
        return Bound.of(result, (ops, rows) -> {
            byte[] choice = new byte[rows];
            Arrays.fill(choice, (byte) conditions);
            for (int c = conditions - 1; c >= 0; c--) {
                byte[] truth = Truth.values(ops[2 * c], rows);
                for (int i = 0; i < rows; i++) {
                    if (truth[i] != 0) {
                        choice[i] = (byte) c;
                    }
                }
            }
            Operand[] branches = new Operand[conditions + 1];
            for (int c = 0; c < conditions; c++) {
                branches[c] = Select.toType(ops[2 * c + 1], result, ctx.timeZone());
            }
            branches[conditions] = Select.toType(ops[ops.length - 1], result, ctx.timeZone());
            return Select.pick(result, branches, choice, rows);
        });
    }
}
