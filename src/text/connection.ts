import { formatDateTime, formatShortDate, formatTime } from './format';

/** The offline banner (frame/OfflineBanner.tsx, in the banners chunk). */
export const offline = 'Je bent offline. We proberen het opnieuw zodra er weer verbinding is.';

/**
 * Under the offline banner: when the answers the page shows were fetched, in Amsterdam's time.
 * 'Laatst bijgewerkt om 14:05' today, 'Laatst bijgewerkt op 27-11-2026 14:05' before today.
 */
export function lastUpdated(fetchedAt: number, now: number): string {
  const fetched = new Date(fetchedAt).toISOString();
  return formatShortDate(fetched) === formatShortDate(new Date(now).toISOString())
    ? `Laatst bijgewerkt om ${formatTime(fetched)}`
    : `Laatst bijgewerkt op ${formatDateTime(fetched)}`;
}
