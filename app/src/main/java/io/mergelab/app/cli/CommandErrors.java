package io.mergelab.app.cli;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.profiler.connect.TargetException;
import java.util.function.IntSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import picocli.CommandLine.ParameterException;

/**
 * How commands end on an error: one {@code Code: N. DB::Exception: ... (NAME)} line on stderr and the error code as
 * the exit code, as clickhouse-client does. Usage errors stay picocli's, which prints them with the usage help.
 */
final class CommandErrors {
    private static final Logger LOG = LoggerFactory.getLogger(CommandErrors.class);

    private CommandErrors() {
    }

    /** Runs {@code command}, reporting its failure; returns its exit code or the failure's. */
    static int reported(CommandStreams streams, IntSupplier command) {
        try {
            return command.getAsInt();
        } catch (ParameterException e) {
            throw e;
        } catch (TargetException e) {
            streams.err().println(e.clientLine());
            return ExitCodes.of(e.code());
        } catch (MergeLabException e) {
            streams.err().println(e.toClientLine());
            return ExitCodes.of(e.code());
        } catch (RuntimeException e) {
            // A bug rather than a user error: still one client line, the stack trace at debug level.
            LOG.debug("unexpected failure", e);
            MergeLabException wrapped = new MergeLabException(ErrorCode.UNKNOWN_EXCEPTION, e.toString(), e);
            streams.err().println(wrapped.toClientLine());
            return ExitCodes.of(wrapped.code());
        }
    }
}
