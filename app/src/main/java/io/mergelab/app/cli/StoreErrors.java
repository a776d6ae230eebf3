package io.mergelab.app.cli;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.profiler.bundle.RunFileException;
import io.mergelab.profiler.store.RunStoreException;
import java.nio.file.NoSuchFileException;

/** The client error of a run store or run file problem: its message, with the nearest ClickHouse error code. */
final class StoreErrors {
    private StoreErrors() {
    }

    static MergeLabException of(RunStoreException e) {
        ErrorCode code = switch (e.reason()) {
            case NEWER_SCHEMA -> ErrorCode.UNKNOWN_FORMAT_VERSION;
            case NOT_A_STORE -> ErrorCode.CORRUPTED_DATA;
            case IN_USE, OPEN_ELSEWHERE -> ErrorCode.CANNOT_OPEN_FILE;
            case NO_STORE -> ErrorCode.FILE_DOESNT_EXIST;
            case UNKNOWN_RUN, AMBIGUOUS_RUN, DUPLICATE_RUN -> ErrorCode.BAD_ARGUMENTS;
            case FAILED -> ErrorCode.UNKNOWN_EXCEPTION;
        };
        return new MergeLabException(code, e.getMessage(), e);
    }

    static MergeLabException of(RunFileException e) {
        ErrorCode code = switch (e.reason()) {
            case NEWER_VERSION -> ErrorCode.UNKNOWN_FORMAT_VERSION;
            case BAD_CONTENT -> ErrorCode.INCORRECT_DATA;
            case IO -> e.getCause() instanceof NoSuchFileException ? ErrorCode.FILE_DOESNT_EXIST
                    : ErrorCode.CANNOT_OPEN_FILE;
        };
        return new MergeLabException(code, e.getMessage(), e);
    }
}
