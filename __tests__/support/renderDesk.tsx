import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { getConfig } from '../../src/config';
import { DESK_BASENAME, deskRoutes } from '../../src/desk/routes';
import { saveDeskSession } from '../../src/desk/session/tabStorage';
import { makeDeskStore } from '../../src/desk/store';
import { staffLoginOverHttp } from './staffLogin';

afterEach(() => {
  window.sessionStorage.clear();
});

export interface RenderDeskOptions {
  /** The desk's address without its base, e.g. '/' or '/vraag/3'. */
  route: string;
  /** A demo staff member (e.g. 'support@demo.test'): the page opens logged in, as after a reload of the tab. */
  staff?: string;
}

/**
 * The support desk as its page load makes it: a fresh store on the tab's sessionStorage, the real
 * routes in a memory router under /desk, against the running server (see useServer). With `staff`, a
 * real staff login (password and code) is stored first, as a reload of a logged-in tab finds it.
 */
export async function renderDesk({ route, staff }: RenderDeskOptions) {
  if (staff) {
    const session = await staffLoginOverHttp(getConfig().apiBaseUrl, staff);
    saveDeskSession(window.sessionStorage, { token: session.token, staff: session.staff, expired: false });
  }
  const store = makeDeskStore(window.sessionStorage);
  const router = createMemoryRouter(deskRoutes, {
    basename: DESK_BASENAME,
    initialEntries: [`${DESK_BASENAME}${route === '/' ? '' : route}`],
  });
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, store, router, user };
}
