import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Storage } from 'redux-persist';
import { logIn } from '../../scripts/lib/logIn';
import type { Platform, TokenSet } from '../../src/api/contract';
import { routes } from '../../src/app/routes';
import { makeStore, type AppStore } from '../../src/app/store';
import { getConfig } from '../../src/config';
import { startupEndedLoggedOut } from '../../src/session/sessionSlice';
import { memoryStorage } from './memoryStorage';
import { seedSession } from './sessionSeed';

/** The password of every demo account of the reference server. */
export { DEMO_PASSWORD } from '../../server/seed/demo';

export interface RenderAppOptions {
  /** The address the page is opened with, e.g. '/app' or '/?state=…'. */
  route: string;
  /** A demo account (e.g. 'admin@demo.test'): the page opens with that user's session resumed. */
  account?: string;
  platform?: Platform;
  /** The persist storage; a fresh in-memory one by default. Pass one to reopen the "same browser". */
  storage?: Storage;
  /** Resolve only once start-up has decided about the session (default true). */
  awaitStartup?: boolean;
}

/** Logs a demo account in over HTTP against the running server (see useServer) and returns its tokens. */
export const logInOverHttp = (email: string, password?: string): Promise<TokenSet> =>
  logIn(getConfig().apiBaseUrl, email, password);

const opened: Array<{ store: AppStore; close: () => void }> = [];
afterEach(() => {
  // The page goes first (no navigation or lazy page may render after the test), then the session
  // tasks (refresh timer, inactivity watcher) of this test's stores end, without calls.
  for (const { store, close } of opened.splice(0)) {
    close();
    store.dispatch(startupEndedLoggedOut());
  }
  window.history.replaceState(null, '', '/');
});

/**
 * The whole portal as a page load would make it: a fresh store (makeStore with its listeners),
 * the real route table in a memory router, and a user-event instance. With `account`, the tokens of a
 * real login are stored first, so start-up resumes them with a refresh, as after a reload.
 * The address is also set on `window.location` before the store is made, as a browser would have it:
 * start-up reads (and removes) `?state=` there, and the router starts from what remains.
 */
export async function renderApp({
  route,
  account,
  // A phone's layout unless a test asks for desktop's (menu, breadcrumb, tables).
  platform = 'android',
  storage = memoryStorage(),
  awaitStartup = true,
}: RenderAppOptions) {
  if (account) await seedSession(storage, await logInOverHttp(account));
  window.history.replaceState(null, '', route);
  const { store, persistor } = makeStore({ storage, platform });
  const router = createMemoryRouter(routes, {
    initialEntries: [`${window.location.pathname}${window.location.search}${window.location.hash}`],
  });
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  opened.push({
    store,
    close: () => {
      view.unmount();
      router.dispose();
    },
  });
  if (awaitStartup)
    await waitFor(() => expect(store.getState().session.status).not.toBe('unknown'), { timeout: 10_000 });
  return { ...view, store, persistor, router, user, storage };
}

export type RenderedApp = Awaited<ReturnType<typeof renderApp>>;
