import { Link } from 'react-router';
import type { CostStatus, Subscription } from '../../api/contract';
import { can, type Role } from '../../api/permissions';
import { href } from '../../routing/href';
import { dashboardText as t } from '../../text/dashboard';
import { formatDate } from '../../text/format';
import { costNotices } from './costNotices';

/** The notice for an inactive account; 'Ondersteuning' links to support where the user may go. */
export function InactiveNotice({ canOpenSupport }: { canOpenSupport: boolean }) {
  return (
    <p className="notice">
      {t.inactiveBefore}
      {canOpenSupport ? <Link to={href('/feedback')}>{t.support}</Link> : t.support}
      {t.inactiveAfter}
    </p>
  );
}

/** Cancelled: cancellation and expiry dates. Lapsed (any other non-active status): expiry date and a helpdesk hint. */
export function SubscriptionNotice({ subscription }: { subscription: Subscription }) {
  const { status, cancelTime, expireTime } = subscription;
  if (status === 'active') return null;
  if (status === 'cancelled') {
    return (
      <p className="notice">
        {cancelTime && expireTime ? t.cancelled(formatDate(cancelTime), formatDate(expireTime)) : t.cancelledNoDates}
      </p>
    );
  }
  return (
    <p className="notice">
      {expireTime ? t.lapsed(formatDate(expireTime)) : t.lapsedNoDate} {t.lapsedHint}
    </p>
  );
}

/** The cost controls' notices (costNotices.ts), each with the link to where the customer can act. */
export function CostNotices({ status, role }: { status: CostStatus | undefined; role: Role }) {
  return costNotices(status, can(role, 'usage.limit.change')).map((notice) => (
    <p key={notice.kind} className="notice">
      {notice.text} <Link to={href(notice.link.to)}>{notice.link.label}</Link>
    </p>
  ));
}
