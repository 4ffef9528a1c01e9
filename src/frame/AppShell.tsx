import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { generatePath, Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { href } from '../routing/href';
import type { RouteHandle } from '../routing/routeTable';
import {
  selectIsAccountActive,
  selectRole,
  selectSessionStatus,
  selectTwoStepSetupRequired,
  selectWarningEndsAt,
} from '../session/sessionSlice';
import { useAppSelector } from '../state/hooks';
import { nl } from '../text/nl';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { PageTitleContext, ShownTitleContext, type ShownTitle } from '../ui/pageTitle';
import { selectDialog, selectOffline, selectPlatform, selectUpdate } from '../ui/uiSlice';
import { Header } from './Header';
import { loadPageAccess } from './pageAccessChunk';
import { useDocumentTitle } from './useDocumentTitle';
import './desktopFrame.css';

// The dialog host is not part of the first visit, nor of the first screen after a login: it is fetched
// a moment after the login (saves confirm with a dialog), so on a phone it does not compete with the
// first page's data and render; a dialog that opens before then (a failed start-up) fetches it itself.
const loadDialogHost = () => import(/* webpackChunkName: "dialog" */ './DialogHost');
const DIALOG_HOST_AFTER_LOGIN_MS = 2000;
const DialogHost = lazy(async () => ({ default: (await loadDialogHost()).DialogHost }));
// Shown rarely (no connection, a new version waiting): fetched when one shows, and ahead of that a
// moment after a login and when the service worker registers (its precache holds it), so the offline
// banner is at hand once the connection is gone. Where it cannot be fetched, nothing shows.
const loadBanners = () => import(/* webpackChunkName: "banners" */ './StatusBanners');
const StatusBanners = lazy((): Promise<{ default: () => ReactNode }> =>
  loadBanners().catch(() => ({ default: () => null })),
);

/**
 * The desktop frame's parts (features/navigation, lazily loaded): top bar and side menu, and the
 * breadcrumb of sub-pages. Given by the composition root, since the menu is a feature's.
 */
export interface DesktopFrame {
  Navigation: ComponentType;
  Breadcrumb: ComponentType;
}

/** Where the frame will stand while its chunk loads: the same boxes, so the page never moves. */
const framePlaceholder = (
  <>
    <div className="topbar" aria-hidden="true" />
    <div className="sidemenu" aria-hidden="true" />
  </>
);
const breadcrumbPlaceholder = <div className="breadcrumb" aria-hidden="true" />;

const isHandle = (value: unknown): value is RouteHandle =>
  typeof value === 'object' && value !== null && 'access' in value && 'title' in value;

/**
 * Layout of every page: header on mobile, top bar, side menu and breadcrumb of a logged-in page on
 * desktop, access rules, overlay and dialog host.
 */
export function AppShell({ desktopFrame }: { desktopFrame?: DesktopFrame }) {
  const matches = useMatches();
  const location = useLocation();
  const status = useAppSelector(selectSessionStatus);
  const role = useAppSelector(selectRole);
  const twoStepSetupRequired = useAppSelector(selectTwoStepSetupRequired);
  const accountActive = useAppSelector(selectIsAccountActive);
  const platform = useAppSelector(selectPlatform);
  const dialogOpen = useAppSelector(selectDialog) !== null;
  const warningOpen = useAppSelector(selectWarningEndsAt) !== null;
  const offline = useAppSelector(selectOffline);
  const updateWaiting = useAppSelector(selectUpdate) !== null;
  // A title the page gave itself (ui/pageTitle.ts), for as long as the address is the one it was given on.
  const [shownTitle, setShownTitle] = useState<ShownTitle | null>(null);
  const banners =
    offline || updateWaiting ? (
      <Suspense fallback={null}>
        <StatusBanners />
      </Suspense>
    ) : null;
  useEffect(() => {
    if (status !== 'loggedIn') return;
    const preload = setTimeout(() => void loadDialogHost().then(loadBanners), DIALOG_HOST_AFTER_LOGIN_MS);
    return () => clearTimeout(preload);
  }, [status]);
  const leaf = matches[matches.length - 1];
  const handle = [...matches]
    .reverse()
    .map((match) => match.handle)
    .find(isHandle);
  const title = (shownTitle?.path === location.pathname ? shownTitle.title : handle?.title) ?? '';
  // Two pages have no heading title: the login (the route '/') and the not-found page.
  useDocumentTitle(title || (leaf?.id === '/' ? nl.documentTitles.login : nl.common.notFoundTitle));

  // Nothing protected renders until start-up has decided about the session (one that waits for the
  // connection says so).
  if (status === 'unknown')
    return (
      <div className="app app-starting" aria-busy="true">
        {banners}
      </div>
    );
  const access = handle?.access ?? 'public';
  if (access === 'user' && status !== 'loggedIn') return <Navigate to={href('/')} replace />;
  // Inactive accounts keep only what the server still serves them (requirements §6); the rest leads back.
  if (access === 'user' && !accountActive && !handle?.allowInactive) return <Navigate to={href('/app')} replace />;
  // An account that requires two-step verification leads a user without it to the security page first.
  if (access === 'user' && twoStepSetupRequired && leaf?.id !== '/security')
    return <Navigate to={href('/security')} replace />;
  if (access === 'guest' && status === 'loggedIn') return <Navigate to={`${href('/app')}${location.search}`} replace />;

  const back =
    handle?.back && handle.back !== 'close-webview'
      ? generatePath(handle.back, leaf?.params ?? {})
      : (handle?.back ?? null);
  const mobile = platform !== 'desktop';
  const frame = !mobile && access === 'user' ? desktopFrame : undefined;
  // The only guest page is the login: whoever turns to its form is about to log in, so the logged-in
  // pages' access check is fetched then (as the login call's code is), not with the first visit.
  const prefetchPageAccess = access === 'guest' ? () => void loadPageAccess().catch(() => undefined) : undefined;
  return (
    <div className={`app app-${platform}${frame ? ' app-framed' : ''}`}>
      {mobile ? <Header title={title} back={back} onIos={platform === 'ios'} /> : null}
      {frame ? (
        <Suspense fallback={framePlaceholder}>
          <frame.Navigation />
        </Suspense>
      ) : null}
      <main className="page" id="main" tabIndex={-1} onFocus={prefetchPageAccess}>
        {frame && handle?.subPage?.(role) ? (
          <Suspense fallback={breadcrumbPlaceholder}>
            <ShownTitleContext value={title}>
              <frame.Breadcrumb />
            </ShownTitleContext>
          </Suspense>
        ) : null}
        {/* Focusable by script: a menu choice moves the focus here (features/navigation). */}
        {!mobile && title && !handle?.card ? (
          <h1 className="page-title" tabIndex={-1}>
            {title}
          </h1>
        ) : null}
        {/* A logged-in page comes with its access check (frame/PageAccess.tsx, app/routes.tsx). */}
        <PageTitleContext value={setShownTitle}>
          <Outlet />
        </PageTitleContext>
      </main>
      {banners}
      <LoadingOverlay />
      {dialogOpen || warningOpen ? (
        <Suspense fallback={null}>
          <DialogHost />
        </Suspense>
      ) : null}
    </div>
  );
}
