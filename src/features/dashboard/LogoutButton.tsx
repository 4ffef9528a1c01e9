import { logout, selectUser } from '../../session/public';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { dashboardText as t } from '../../text/dashboard';

/**
 * Logout for web logins on any platform (requirements §2). It depends on how the session was made, not on
 * GET /dashboard, so it stays available when the dashboard cannot be read. Phones show it on the
 * dashboard, desktop in the top bar of every page.
 */
export function LogoutButton({ className = 'dashboard-logout' }: { className?: string }) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  if (user?.loginType !== 'web') return null;
  return (
    <button type="button" className={`button button-secondary ${className}`} onClick={() => void dispatch(logout())}>
      {t.logout}
    </button>
  );
}
