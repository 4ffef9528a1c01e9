import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Platform } from '../../src/api/contract';
import { routes } from '../../src/app/routes';
import { makeStore, type AppStore } from '../../src/app/store';
import { memoryStorage } from './memoryStorage';

/**
 * The real shell and route table with a fresh store and no session; a phone's layout unless `platform` says otherwise.
 */
export function renderShell(route: string, platform: Platform = 'android') {
  return renderRoutes(makeStore({ storage: memoryStorage(), platform }).store, route);
}

/** The real shell and route table on the given store, starting at `route`. */
export function renderRoutes(store: AppStore, route: string) {
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const user = userEvent.setup();
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router, user };
}
