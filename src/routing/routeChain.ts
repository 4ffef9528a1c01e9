import { can, type Role } from '../api/permissions';
import { routeHandles, type RoutePath } from './routeTable';

/** A path of the route table (a route's id is its path; the not-found route has none). */
export const isRoutePath = (path: string): path is RoutePath => Object.hasOwn(routeHandles, path);

/**
 * The page above `path` where a user comes from: its back target, except that a role with
 * 'Configuratie' (the `account` permission, as the dashboard's rows) reaches the security page there;
 * every other user from the dashboard.
 */
function parentOf(path: RoutePath, role: Role | null): RoutePath | null {
  if (path === '/security' && can(role, 'account')) return '/settings';
  const { back } = routeHandles[path];
  return back !== null && isRoutePath(back) ? back : null;
}

/**
 * `path` and the pages above it, the dashboard first: the desktop's breadcrumb, and which menu entry a
 * sub-page belongs to (an invoice to 'Facturen').
 */
export function routeChain(path: RoutePath, role: Role | null): RoutePath[] {
  const chain: RoutePath[] = [];
  for (let at: RoutePath | null = path; at !== null && !chain.includes(at); at = parentOf(at, role)) chain.unshift(at);
  return chain;
}

/** A sub-page: more than the dashboard stands between it and the top, so it shows a breadcrumb on desktop. */
export const isSubPage = (path: string | undefined, role: Role | null): boolean =>
  path !== undefined && isRoutePath(path) && routeChain(path, role).length > 2;
