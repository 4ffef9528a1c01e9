/**
 * The first two steps of loading the charts (LazyUsageCharts.tsx). Victory's modules take a cheap
 * phone a few hundred milliseconds to run, so they run in three tasks with the browser getting the
 * main thread back in between: this file's chunk arriving (the script is compiled, nothing of
 * Victory runs), the donut's half of Victory (`VictoryPie` with the shared core), then the bars and
 * the charts themselves (UsageCharts.tsx). Only these names are exported: a dynamic import counts
 * every export of its module as used, and Victory's other parts stay out of the chunk.
 */
export const chartChunkLoaded = true;
