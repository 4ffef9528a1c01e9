import { isSubPage } from '../routing/routeChain';
import type { UserRoutePath } from '../routing/routePermissions';
import { routeHandles, type RouteHandle } from '../routing/routeTable';

export { PageAccess } from './PageAccess';

/**
 * A logged-in page's route handle (title, access, back target) with whether it shows the desktop's
 * breadcrumb: the route table's part that loads with the logged-in pages (app/routes.tsx).
 */
export const userPageHandle = (path: UserRoutePath): RouteHandle => ({
  ...routeHandles[path],
  subPage: (role) => isSubPage(path, role),
});
