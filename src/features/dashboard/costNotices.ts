import type { CostStatus } from '../../api/contract';
import type { RoutePath } from '../../routing/routeTable';
import { costText } from '../../text/costControl';
import { formatDate, formatEuro } from '../../text/format';
import { limitShare } from '../../validation/costLimits';

/** A notice of the cost controls: what to say, and where the customer can act on it. */
export interface CostNotice {
  kind: 'limit' | 'blocked' | 'lowCredit';
  text: string;
  link: { to: RoutePath; label: string };
}

const toUsage = { to: '/usage', label: costText.toUsage } as const;
/** The usage page holds the limit's form ('Verbruikslimiet'). */
const toLimit = { to: '/usage', label: costText.adjustLimit } as const;

/**
 * The dashboard's notices about costs (of the roles that see the usage limit): the warning level of
 * the monthly limit reached this month, the block of paid calls (with the limit's notice when both
 * hold), and a prepaid credit that runs low.
 */
export function costNotices(status: CostStatus | undefined, canChangeLimit = true): CostNotice[] {
  if (!status) return [];
  const notices: CostNotice[] = [];
  const blocked = status.blockedUntil
    ? `${costText.blocked(formatDate(status.blockedUntil))} ${costText.freeNumbers}`
    : null;
  if (status.limitLevel !== null && status.monthlyLimit !== null) {
    const limit = formatEuro(status.monthlyLimit);
    const spent = status.spentThisMonth;
    // The amount and the share as the usage page shows them; the level alone when the server did not send them.
    const reached =
      spent === undefined || spent === null
        ? costText.limitReached(status.limitLevel, limit)
        : costText.limitSpent(formatEuro(spent), limitShare(spent, status.monthlyLimit).percent, limit);
    // A role that may not change the limit is not offered to: it may still look at the usage.
    const link = canChangeLimit ? toLimit : toUsage;
    notices.push({ kind: 'limit', text: blocked ? `${reached} ${blocked}` : reached, link });
  } else if (blocked) {
    notices.push({ kind: 'blocked', text: blocked, link: toUsage });
  }
  if (status.lowCreditMinutes !== null)
    notices.push({
      kind: 'lowCredit',
      text: costText.lowCredit(status.lowCreditMinutes),
      link: { to: '/credit', label: costText.toCredit },
    });
  return notices;
}
