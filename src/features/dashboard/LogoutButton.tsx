import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../../session/sessionSlice';

/** Logout for web logins (spec 2): how the session was made, so it shows even if GET /dashboard fails. */
export function LogoutButton() {
  const user = useAppSelector(selectUser);
  if (user?.loginType !== 'web') return null;
  return null; // wired to the session's logout thunk once src/session/logout.ts lands
}
