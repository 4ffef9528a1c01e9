import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { logout, selectUser } from '../../session/public';
import { dashboardText as t } from '../../text/dashboard';

/**
 * Logout for web logins on any platform (requirements §2). It depends on how the session was made, not on
 * GET /dashboard, so it stays available when the dashboard cannot be read.
 */
export function LogoutButton() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  if (user?.loginType !== 'web') return null;
  return (
    <button type="button" className="button button-secondary dashboard-logout" onClick={() => void dispatch(logout())}>
      {t.logout}
    </button>
  );
}
