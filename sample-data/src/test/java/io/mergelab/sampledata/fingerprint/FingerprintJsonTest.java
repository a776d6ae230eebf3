package io.mergelab.sampledata.fingerprint;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.util.List;
import org.junit.jupiter.api.Test;

class FingerprintJsonTest {
    private static final Fingerprint FINGERPRINT = new Fingerprint("default.hits", 2_500_000, 7, "CounterID, EventDate",
            0.99999, 2_000_000, List.of(
                    new ColumnFingerprint("CounterID", "UInt32", 1234, "1", "99999", 0, 1.0),
                    new ColumnFingerprint("URL", "Nullable(String)", 1_000_000, "http://a", "https://z", 0.125, 0.5),
                    new ColumnFingerprint("Tags", "Array(String)", 17, null, null, 0, 0.75)));

    @Test
    void roundTripsThroughJson() {
        String json = FingerprintJson.write(FINGERPRINT);

        assertThat(json).contains("\"table\":\"default.hits\"", "\"sampledRows\":2000000", "\"min\":null");
        assertThat(FingerprintJson.read(json)).isEqualTo(FINGERPRINT);
    }

    @Test
    void aFingerprintWithoutSortingKeyRoundTrips() {
        Fingerprint f = new Fingerprint("default.m", 0, 0, "", null, 0, List.of());

        assertThat(FingerprintJson.read(FingerprintJson.write(f))).isEqualTo(f);
    }

    @Test
    void fieldsItDoesNotKnowAreIgnored() {
        String json = FingerprintJson.write(FINGERPRINT).replaceFirst("\\{", "{\"addedLater\":1,");

        assertThat(FingerprintJson.read(json)).isEqualTo(FINGERPRINT);
    }

    @Test
    void malformedJsonIsAParseError() {
        assertThatThrownBy(() -> FingerprintJson.read("{\"table\": "))
                .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.CANNOT_PARSE_TEXT))
                .hasMessageContaining("Cannot read a fingerprint from JSON");
    }
}
