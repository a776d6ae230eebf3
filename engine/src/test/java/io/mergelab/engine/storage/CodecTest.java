package io.mergelab.engine.storage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.util.List;
import org.junit.jupiter.api.Test;

class CodecTest {

    @Test
    void parsesCodecNamesAndLevels() {
        assertThat(Codec.parse("LZ4", List.of())).isEqualTo(Codec.DEFAULT);
        assertThat(Codec.parse("ZSTD", List.of())).isEqualTo(new Codec(Codec.Kind.ZSTD, 1));
        assertThat(Codec.parse("ZSTD", List.of(3))).isEqualTo(new Codec(Codec.Kind.ZSTD, 3));
        assertThat(Codec.parse("NONE", List.of())).isEqualTo(new Codec(Codec.Kind.NONE, 0));
        assertThat(Codec.parse("zstd", List.of(22)).toString()).isEqualTo("ZSTD(22)");
    }

    @Test
    void textFormRoundTrips() {
        for (Codec c : List.of(Codec.DEFAULT, new Codec(Codec.Kind.ZSTD, 7), new Codec(Codec.Kind.NONE, 0))) {
            assertThat(Codec.parse(c.toString())).isEqualTo(c);
        }
    }

    @Test
    void unknownFamilyIsUnknownCodec() {
        assertThatThrownBy(() -> Codec.parse("LZ4HC", List.of()))
                .isInstanceOfSatisfying(MergeLabException.class, e -> {
                    assertThat(e.code()).isEqualTo(ErrorCode.UNKNOWN_CODEC);
                    assertThat(e.getMessage()).isEqualTo("Unknown codec family: LZ4HC");
                });
    }

    @Test
    void badArgumentsAreIllegalCodecParameters() {
        assertThatThrownBy(() -> Codec.parse("ZSTD", List.of(23)))
                .isInstanceOfSatisfying(MergeLabException.class, e -> {
                    assertThat(e.code()).isEqualTo(ErrorCode.ILLEGAL_CODEC_PARAMETER);
                    assertThat(e.getMessage()).isEqualTo("ZSTD codec can't have level more than 22, given 23");
                });
        assertThatThrownBy(() -> Codec.parse("ZSTD", List.of(0)))
                .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.ILLEGAL_CODEC_PARAMETER));
        assertThatThrownBy(() -> Codec.parse("ZSTD", List.of(1, 2)))
                .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.ILLEGAL_CODEC_PARAMETER));
        assertThatThrownBy(() -> Codec.parse("LZ4", List.of(1)))
                .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.ILLEGAL_CODEC_PARAMETER));
        assertThatThrownBy(() -> Codec.parse("ZSTD(x)"))
                .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.ILLEGAL_CODEC_PARAMETER));
    }
}
