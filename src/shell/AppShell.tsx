import { generatePath, Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { useAppSelector } from '../app/hooks';
import type { RouteHandle } from '../app/routeTable';
import { selectIsAdmin, selectSessionStatus } from '../session/sessionSlice';
import { DialogHost } from './DialogHost';
import { Header } from './Header';
import { LoadingOverlay } from './LoadingOverlay';
import { selectPlatform } from './uiSlice';

const isHandle = (value: unknown): value is RouteHandle =>
  typeof value === 'object' && value !== null && 'access' in value && 'title' in value;

/** Layout of every page: header on mobile, access rules, overlay and dialog host. */
export function AppShell() {
  const matches = useMatches();
  const location = useLocation();
  const status = useAppSelector(selectSessionStatus);
  const isAdmin = useAppSelector(selectIsAdmin);
  const platform = useAppSelector(selectPlatform);
  const leaf = matches[matches.length - 1];
  const handle = [...matches].reverse().map((match) => match.handle).find(isHandle);

  // Nothing protected renders until start-up has decided about the session.
  if (status === 'unknown') return <div className="app app-starting" aria-busy="true" />;
  const access = handle?.access ?? 'public';
  if ((access === 'user' || access === 'admin') && status !== 'loggedIn') return <Navigate to="/" replace />;
  if (access === 'admin' && !isAdmin) return <Navigate to="/app" replace />;
  if (access === 'guest' && status === 'loggedIn') return <Navigate to={`/app${location.search}`} replace />;

  const title = handle?.title ?? '';
  const back = handle?.back && handle.back !== 'close-webview' ? generatePath(handle.back, leaf?.params ?? {}) : (handle?.back ?? null);
  const mobile = platform !== 'desktop';
  return (
    <div className={`app app-${platform}`}>
      {mobile ? <Header title={title} back={back} onIos={platform === 'ios'} /> : null}
      <main className="page" id="main">
        {!mobile && title ? <h1 className="page-title">{title}</h1> : null}
        <Outlet />
      </main>
      <LoadingOverlay />
      <DialogHost />
    </div>
  );
}
