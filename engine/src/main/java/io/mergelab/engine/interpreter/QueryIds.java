package io.mergelab.engine.interpreter;

import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;

/**
 * A new query's id when the caller gives none: a random (version 4) UUID, as ClickHouse makes one from its
 * thread-local generator. Not {@link UUID#randomUUID()}: its SecureRandom reads the kernel's generator under a lock
 * at each call, a tenth of a metadata-answered {@code count()}'s time on the calling thread. Ids need to be unique,
 * not unpredictable: 122 random bits.
 */
final class QueryIds {
    private QueryIds() {
    }

    static String next() {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        long high = random.nextLong() & ~0xF000L | 0x4000L;
        long low = random.nextLong() & 0x3FFFFFFFFFFFFFFFL | 0x8000000000000000L;
        return new UUID(high, low).toString();
    }
}
