/** Height of the chart box; the loading placeholders reserve the same, so nothing moves. */
export const CHART_HEIGHT = 220;
