import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { getConfig } from '../config';
import { detectPlatform } from '../ui/platform';
import { mountApp } from './mount';
import { routes } from './routes';
import { makeStore } from './store';

/** The app itself: platform, store, router, and the render into #root. */
export function startApp(): void {
  const platform = detectPlatform(window.location.search, getConfig().defaultPlatform);
  document.documentElement.dataset.platform = platform;
  // No PersistGate: the shell renders nothing protected until start-up (after rehydration) has decided.
  const { store } = makeStore({ platform });
  const router = createBrowserRouter(routes);

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  void mountApp(
    container,
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
    { store, router, platform },
  );
}
