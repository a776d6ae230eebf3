package io.mergelab.engine.table;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.storage.DataPart;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * Reserves a set of active parts for a command that takes them out of the table (DETACH, DROP PART|PARTITION), waiting
 * while merges hold them.
 */
final class ActivePartsReservation {
    private static final long RESERVE_RETRY_MILLIS = 20;

    private ActivePartsReservation() {
    }

    /**
     * Reserves every active part {@code which} accepts, one reservation per part; a part merged away meanwhile is replaced
     * by the merge's result, which is then reserved too, so nothing of a partition escapes the command.
     */
    static List<PartReservation> reserveAll(MergeTreeTable table, Predicate<DataPart> which) {
        List<PartReservation> held = new ArrayList<>();
        try {
            while (true) {
                boolean missing = false;
                for (DataPart part : table.activeParts()) {
                    if (which.test(part) && held.stream().noneMatch(r -> r.parts().contains(part))) {
                        Optional<PartReservation> r = table.tryReserve(List.of(part));
                        r.ifPresent(held::add);
                        missing |= r.isEmpty();
                    }
                }
                if (!missing || table.isClosed()) {
                    return held;
                }
                sleep();
            }
        } catch (RuntimeException e) {
            held.forEach(PartReservation::close);
            throw e;
        }
    }

    private static void sleep() {
        try {
            Thread.sleep(RESERVE_RETRY_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new MergeLabException(ErrorCode.QUERY_WAS_CANCELLED, "Interrupted while waiting for merges to release parts");
        }
    }
}
