package io.mergelab.app.gui.profile;

import org.jfree.data.category.DefaultCategoryDataset;

/**
 * One table's index funnel for a chart: granules and parts before and after each stage (series {@code before},
 * {@code after}; categories are the stages in order), then, when the query read only this table, the category
 * {@code read (query log)} with the runtime figure as series {@code selected at run time}. {@code origin} says
 * where the stages came from ({@code FunnelOrigin.phrase()}).
 */
public record FunnelChartData(String table, String origin, DefaultCategoryDataset granules,
                              DefaultCategoryDataset parts) {
}
