package io.mergelab.engine.function;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.function.builtin.BuiltinFunctions;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** A registry of families registered as lookups need them answers as one with every family registered would. */
class FunctionRegistryTest {
    private final List<String> registeredFamilies = new ArrayList<>();

    private record Named(String name, boolean caseInsensitive) implements FunctionDefinition {
        @Override
        public BoundFunction bind(List<ArgumentType> args, FunctionContext context) {
            throw new UnsupportedOperationException();
        }
    }

    private Consumer<FunctionRegistry.Builder> family(String family, Consumer<FunctionRegistry.Builder> functions) {
        return b -> {
            registeredFamilies.add(family);
            functions.accept(b);
        };
    }

    private FunctionRegistry threeFamilies() {
        return FunctionRegistry.inFamilies(List.of(
                family("first", b -> b.add(new Named("plus", false)).add(new Named("Lower", true))),
                family("second", b -> b.add(new Named("upper", true)).alias("add", "plus", false)),
                family("third", b -> b.add(new Named("lower", false)).add(new Named("concat", false)))));
    }

    @Test
    void registersFamiliesOnlyUpToTheOneANameIsIn() {
        FunctionRegistry registry = threeFamilies();

        assertThat(registry.find("plus")).get().extracting(FunctionDefinition::name).isEqualTo("plus");
        assertThat(registeredFamilies).containsExactly("first");
        assertThat(registry.find("add")).get().extracting(FunctionDefinition::name).isEqualTo("plus");
        assertThat(registeredFamilies).containsExactly("first", "second");
    }

    @Test
    void anExactNameInALaterFamilyWinsOverACaseInsensitiveOneInAnEarlier() {
        FunctionRegistry registry = threeFamilies();

        assertThat(registry.find("lower")).get().isEqualTo(new Named("lower", false));
        assertThat(registry.find("LOWER")).get().isEqualTo(new Named("Lower", true));
        assertThat(registry.find("UPPER")).get().isEqualTo(new Named("upper", true));
        assertThat(registeredFamilies).containsExactly("first", "second", "third");
    }

    @Test
    void unknownNamesAndListingsSeeEveryFamily() {
        FunctionRegistry registry = threeFamilies();

        assertThat(registry.find("nosuch")).isEmpty();
        assertThat(registeredFamilies).containsExactly("first", "second", "third");
        assertThat(threeFamilies().names()).containsExactly("Lower", "add", "concat", "lower", "plus", "upper");
        assertThat(threeFamilies().entries()).contains(new FunctionRegistry.Entry("add", false, "plus"),
                new FunctionRegistry.Entry("Lower", true, ""));
        assertThatThrownBy(() -> threeFamilies().bind("concatt", List.of(), null))
                .isInstanceOf(MergeLabException.class).hasMessageContaining("concat");
    }

    @Test
    void aNameRegisteredTwiceAcrossFamiliesIsStillAnError() {
        FunctionRegistry registry = FunctionRegistry.inFamilies(List.of(
                family("first", b -> b.add(new Named("plus", false))),
                family("second", b -> b.add(new Named("plus", false)))));

        assertThatThrownBy(registry::names).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("plus registered twice");
    }

    @Test
    void theBuiltinFamiliesRegisterWithoutClashes() {
        FunctionRegistry registry = BuiltinFunctions.registry();

        assertThat(registry.find("bar")).get().extracting(FunctionDefinition::name).isEqualTo("bar");
        assertThat(registry.names()).contains("plus", "toYYYYMM", "bar");
    }
}
