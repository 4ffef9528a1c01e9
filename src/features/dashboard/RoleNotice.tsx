import type { User } from '../../api/contract';
import { dashboardText as t } from '../../text/dashboard';
import { teamText } from '../../text/team';

/**
 * Whose account a colleague is in, with which role, what it lets them do, and whom to ask for more:
 * everyone but the main account holder sees it on the overview.
 */
export function RoleNotice({ user }: { user: User }) {
  if (user.accountHolder !== false) return null;
  return (
    <div className="card dashboard-user dashboard-role" role="note" aria-label={t.roleLabel}>
      <p className="dashboard-name">{user.fullName}</p>
      <p>{t.roleIn(teamText.roles[user.role], user.company ?? '')}</p>
      <p className="dashboard-role-detail">{teamText.roleDescriptions[user.role]}</p>
      {user.holderName ? <p className="dashboard-role-detail">{t.roleAsk(user.holderName)}</p> : null}
    </div>
  );
}
