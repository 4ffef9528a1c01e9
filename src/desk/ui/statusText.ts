import { deskText as t } from '../../text/desk';

/** The status in words, as staff and customers call it. */
export const statusText = (statusId: number): string => t.statuses[statusId] ?? String(statusId);

/** The statuses a ticket can have, in order (1 open … 4 gesloten). */
export const STATUS_IDS = [1, 2, 3, 4] as const;
