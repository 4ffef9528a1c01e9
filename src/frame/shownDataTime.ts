import type { RootState } from '../state/hooks';

/**
 * When the oldest answer the page shows now was fetched (ms since epoch): the reads with a
 * subscriber that hold data. Null when the page shows none. What the offline banner stamps.
 */
export function selectShownDataTime(state: RootState): number | null {
  const { queries, subscriptions } = state.api;
  let oldest: number | null = null;
  for (const [key, entry] of Object.entries(queries)) {
    const fetchedAt = entry?.fulfilledTimeStamp;
    if (fetchedAt === undefined || entry?.data === undefined) continue;
    if (Object.keys(subscriptions[key] ?? {}).length === 0) continue;
    oldest = oldest === null ? fetchedAt : Math.min(oldest, fetchedAt);
  }
  return oldest;
}
