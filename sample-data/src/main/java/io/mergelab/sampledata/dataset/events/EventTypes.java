package io.mergelab.sampledata.dataset.events;

import java.util.List;

/**
 * The twelve event types and their shares of events. Story B's metrics use the first eight; the last four
 * ({@link #UNUSED}: adjustment, fee, payout, credit_note) hold 16% of the events and no metric reads them, which is
 * what moving {@code event_type} forward in the sorting key lets a query skip.
 */
public final class EventTypes {
    /** The types in order of their share: the used ones first. */
    public static final List<String> ALL = List.of("purchase", "subscription_renewal", "invoice_issued",
            "invoice_paid", "subscription_start", "refund", "subscription_cancel", "chargeback",
            "adjustment", "fee", "payout", "credit_note");
    /** The types no metric of story B uses. */
    public static final List<String> UNUSED = ALL.subList(8, 12);
    /** Percent of events per type of {@link #ALL}: 84 for the used types, 16 for the unused ones. */
    private static final int[] PERCENT = {20, 16, 12, 11, 8, 7, 5, 5, 5, 5, 4, 2};

    private EventTypes() {
    }

    /** The expected share of events whose type is in {@link #UNUSED}. */
    public static double unusedShare() {
        int unused = 0;
        for (int t = ALL.size() - UNUSED.size(); t < ALL.size(); t++) {
            unused += PERCENT[t];
        }
        return unused / 100.0;
    }

    /** The index in {@link #ALL} of the type a uniform draw {@code u} in [0, 1) selects. */
    static int pick(double u) {
        double target = u * 100;
        int sum = 0;
        for (int t = 0; t < PERCENT.length; t++) {
            sum += PERCENT[t];
            if (target < sum) {
                return t;
            }
        }
        return PERCENT.length - 1;
    }
}
