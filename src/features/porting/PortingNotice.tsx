import { Link } from 'react-router';
import type { PortingSummary } from '../../api/portingContract';
import { href } from '../../routing/href';
import { portingText as t } from '../../text/porting';
import { numbersOf, statusName } from './portingView';

/**
 * The overview's notice of each request that runs, or was refused and waits to be sent again: its
 * numbers (a link to its status), where it stands, and what the customer does next, if anything.
 */
export function PortingNotice({ requests }: { requests: readonly PortingSummary[] | undefined }) {
  return (requests ?? []).map((request) => (
    <p key={request.id} className="notice porting-notice">
      {t.notice.before}
      <Link to={href('/numbers/porting/:id', { id: request.id })}>{numbersOf(request)}</Link>
      {t.notice.after(statusName(request))}
      {request.status === 'approved' && !request.error ? ` ${t.notice.approved}` : ''}
      {request.status === 'rejected' ? ` ${t.notice.rejected}` : ''}
    </p>
  ));
}
