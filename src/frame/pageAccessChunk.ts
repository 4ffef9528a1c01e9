/**
 * The logged-in pages' access check (PageAccess with the permission matrix and its notices): one chunk,
 * loaded with every logged-in page (app/routes.tsx; the server preloads it with them) and fetched
 * ahead when the user turns to the login form, so the first page after a login does not wait for it.
 */
export const loadPageAccess = () => import(/* webpackChunkName: "page-access" */ './PageAccess');
