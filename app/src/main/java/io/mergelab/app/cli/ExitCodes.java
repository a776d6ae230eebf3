package io.mergelab.app.cli;

import io.mergelab.engine.ErrorCode;

/** Process exit codes as clickhouse-client sets them: the error code, which the OS cuts to 8 bits; never 0. */
final class ExitCodes {
    static final int OK = 0;
    static final int FAILED = 1;
    /** A load or export stopped by Ctrl-C (SIGINT) or SIGTERM: 128 + SIGINT, as shells report an interrupted command. */
    static final int CANCELLED = 130;

    private ExitCodes() {
    }

    static int of(ErrorCode code) {
        return of(code.code());
    }

    static int of(int code) {
        int lowByte = code & 0xFF;
        return lowByte == 0 ? FAILED : lowByte;
    }
}
