/**
 * Where a porting request stands: 'requested' (101 sent), 'delayed' (100: the current provider answers
 * later), 'approved' (102 yes: a window to choose the date in), 'planned' (a date chosen), 'performed'
 * (201), 'rejected' (102 no, with a blocking code), 'cancelled' (111), 'expired' (the approval's 90
 * days passed). The last four are closed. Apart from portingContract.ts so the app's pages can ask
 * "still running?" without loading the schema library.
 */
export const PORTING_STATUSES = [
  'requested',
  'delayed',
  'approved',
  'planned',
  'performed',
  'rejected',
  'cancelled',
  'expired',
] as const;
export type PortingStatusName = (typeof PORTING_STATUSES)[number];

/** The statuses of a request that still runs: it can be cancelled, and the status page keeps reading it. */
export const RUNNING_PORTING_STATUSES: readonly PortingStatusName[] = ['requested', 'delayed', 'approved', 'planned'];
export const isRunningPorting = (status: PortingStatusName): boolean => RUNNING_PORTING_STATUSES.includes(status);
