import type { RouteObject } from 'react-router';
import { Link } from 'react-router';
import { deskText as t } from '../text/desk';
import { DeskShell } from './DeskShell';
import { AuditPage } from './pages/AuditPage';
import { CustomerInvoicesPage } from './pages/CustomerInvoicesPage';
import { CustomerPage } from './pages/CustomerPage';
import { CustomerPortingPage } from './pages/CustomerPortingPage';
import { LogPage } from './pages/LogPage';
import { OverviewPage } from './pages/OverviewPage';
import { QueuePage } from './pages/QueuePage';
import { SetupPage } from './pages/SetupPage';
import { StaffPage } from './pages/StaffPage';
import { TemplatesPage } from './pages/TemplatesPage';
import { TicketPage } from './pages/TicketPage';

/** The address base of the desk: the server serves its page for '/desk' and everything under it. */
export const DESK_BASENAME = '/desk';

/** A page that could not be shown (its code did not load, or it failed): say so, offer a reload. */
function PageFailed() {
  return (
    <div className="desk-main">
      <div className="desk-card" role="alert">
        <p>{t.pageFailed}</p>
        <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
          {t.reload}
        </button>
      </div>
    </div>
  );
}

function NotFound() {
  return (
    <div className="desk-card">
      <p>{t.notFound}</p>
      <Link to="/">{t.toQueue}</Link>
    </div>
  );
}

/**
 * The desk's pages, under DESK_BASENAME. Every page but the account set-up needs a staff login; the
 * audit and the staff accounts are for a teamleider (the server refuses others with 403).
 */
export const deskRoutes: RouteObject[] = [
  { path: '/instellen', element: <SetupPage />, errorElement: <PageFailed /> },
  {
    path: '/',
    element: <DeskShell />,
    errorElement: <PageFailed />,
    children: [
      { index: true, element: <QueuePage /> },
      { path: 'vraag/:id', element: <TicketPage /> },
      { path: 'vraag/:id/sessie/:logId', element: <LogPage /> },
      { path: 'klant/:customerNumber', element: <CustomerPage /> },
      { path: 'klant/:customerNumber/facturen', element: <CustomerInvoicesPage /> },
      { path: 'klant/:customerNumber/overzettingen', element: <CustomerPortingPage /> },
      { path: 'audit', element: <AuditPage /> },
      { path: 'medewerkers', element: <StaffPage /> },
      { path: 'standaardantwoorden', element: <TemplatesPage /> },
      { path: 'overzicht', element: <OverviewPage /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];
