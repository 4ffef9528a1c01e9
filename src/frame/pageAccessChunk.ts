/**
 * What a logged-in page loads with it: its access check (PageAccess with the permission matrix and its
 * notices) and its route handle (title, back target, breadcrumb). One chunk, loaded with every
 * logged-in page (app/routes.tsx; the server preloads it with them) and fetched ahead when the user
 * turns to the login form, so the first page after a login does not wait for it.
 */
export const loadPageAccess = () => import(/* webpackChunkName: "page-access" */ './loggedInPage');
