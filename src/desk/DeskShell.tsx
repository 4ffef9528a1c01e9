import { NavLink, Outlet } from 'react-router';
import { deskText as t } from '../text/desk';
import { deskWorkflowText as w } from '../text/deskWorkflow';
import { useDeskLogoutMutation } from './api/deskApi';
import { useDeskDispatch, useDeskSelector } from './hooks';
import { LoginPage } from './pages/LoginPage';
import { deskLoggedOut, selectStaff } from './session/deskSession';
import { DeskDialogs } from './ui/DeskDialogs';
import './workflow.css';

/**
 * The desk's frame on a desktop screen: a header with the staff member and the navigation, and the
 * page. Without a login every address shows the login page, and after it the page asked for.
 */
export function DeskShell() {
  const staff = useDeskSelector((state) => selectStaff(state));
  const dispatch = useDeskDispatch();
  const [logout] = useDeskLogoutMutation();
  const onLogout = async () => {
    // The server ends the login; the tab forgets it whatever the answer.
    await logout();
    dispatch(deskLoggedOut());
  };
  return (
    <div className="desk">
      <a className="desk-skip" href="#desk-main">
        {t.skipToContent}
      </a>
      <header className="desk-header">
        <p className="desk-brand">{t.appName}</p>
        {staff ? (
          <>
            <nav aria-label={t.nav.label}>
              <ul className="desk-nav">
                <li>
                  <NavLink to="/" end>
                    {t.nav.queue}
                  </NavLink>
                </li>
                {staff.role === 'teamleider' ? (
                  <>
                    <li>
                      <NavLink to="/audit">{t.nav.audit}</NavLink>
                    </li>
                    <li>
                      <NavLink to="/medewerkers">{t.nav.staff}</NavLink>
                    </li>
                    <li>
                      <NavLink to="/standaardantwoorden">{w.nav.templates}</NavLink>
                    </li>
                    <li>
                      <NavLink to="/overzicht">{w.nav.overview}</NavLink>
                    </li>
                  </>
                ) : null}
              </ul>
            </nav>
            <p className="desk-who">{t.loggedInAs(staff.fullName, t.roles[staff.role] ?? staff.role)}</p>
            <button type="button" className="button button-secondary" onClick={() => void onLogout()}>
              {t.logout}
            </button>
          </>
        ) : null}
      </header>
      <main id="desk-main" className="desk-main" tabIndex={-1}>
        {staff ? <Outlet /> : <LoginPage />}
      </main>
      <DeskDialogs />
    </div>
  );
}
