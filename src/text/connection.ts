import { formatDateTime, formatShortDate, formatTime } from './format';

/** The offline banner (frame/OfflineBanner.tsx, in the banners chunk). */
export const offline = 'Je bent offline. We proberen het opnieuw zodra er weer verbinding is.';
/** Its button's word on a phone, where the strip has little room; its name stays 'Opnieuw proberen'. */
export const retryShort = 'Opnieuw';

/**
 * A page without a connection that has nothing to show: it was not opened before the connection went,
 * so this tab kept none of its figures (src/session/lastData/). Said instead of the failed read's text.
 */
export const notKeptOffline =
  'Je bent offline en deze pagina had je nog niet geopend, dus er is niets van bewaard. ' +
  'Zodra er weer verbinding is, verschijnen de gegevens vanzelf.';

/**
 * Under the offline banner: when the answers the page shows were fetched, in Amsterdam's time.
 * 'Gegevens opgehaald om 14:05' today, 'Gegevens opgehaald op 27-11-2026 14:05' before today: words
 * of their own, apart from a page's 'Laatst bijgewerkt' (when the figures themselves last changed).
 */
export function lastUpdated(fetchedAt: number, now: number): string {
  const fetched = new Date(fetchedAt).toISOString();
  return formatShortDate(fetched) === formatShortDate(new Date(now).toISOString())
    ? `Gegevens opgehaald om ${formatTime(fetched)}`
    : `Gegevens opgehaald op ${formatDateTime(fetched)}`;
}
