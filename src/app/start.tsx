import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router';
import type { Platform } from '../api/contract';
import { routes } from './routes';
import type { AppStore } from './store';

export interface PreparedApp {
  app: ReactNode;
  store: AppStore;
  router: DataRouter;
  platform: Platform;
}

/** The second step: the router (which starts loading the current route's chunk) and the app element. */
export function prepareApp({ store, platform }: { store: AppStore; platform: Platform }): PreparedApp {
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>
  );
  return { app, store, router, platform };
}
