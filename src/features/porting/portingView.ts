import type { PortingSummary } from '../../api/portingContract';
import { portingNumbers, portingText as t } from '../../text/porting';

/** The numbers of a request: one number, or the block with its count. */
export const numbersOf = portingNumbers;

/** A status by its name; a request that waits for the desk's correction says so. */
export const statusName = (request: Pick<PortingSummary, 'status' | 'error'>): string =>
  request.error ? t.statuses.error : t.statuses[request.status];
