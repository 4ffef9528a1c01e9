import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { persistStore } from 'redux-persist';
import { getConfig } from '../config';
import { detectPlatform } from '../ui/platform';
import { mountApp } from './mount';
import { routes } from './routes';
import { buildStore } from './store';

/** How long after the page has loaded the service worker is registered (its precache then downloads). */
const SERVICE_WORKER_AFTER_LOAD_MS = 1000;

/**
 * The app itself: platform, store, session, router, and the render into #root. `nextTask` gives the
 * browser the main thread back between them (each is some milliseconds of script on a cheap phone);
 * the store comes first, as it takes `?state=` out of the address before the router reads it.
 */
export async function startApp(nextTask: () => Promise<void>): Promise<void> {
  const platform = detectPlatform(window.location.search, getConfig().defaultPlatform);
  document.documentElement.dataset.platform = platform;
  // No PersistGate: the shell renders nothing protected until start-up (after rehydration) has decided.
  const store = buildStore({ platform });
  await nextTask();
  persistStore(store);
  await nextTask();
  const router = createBrowserRouter(routes);
  await nextTask();
  // Production builds only; its code is fetched once the page has loaded, so neither it nor the
  // precache it fills competes with the first screen.
  if (process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator) {
    const { search } = window.location;
    const register = () =>
      setTimeout(
        () =>
          void import(/* webpackChunkName: "service-worker" */ './serviceWorker').then((worker) =>
            worker.registerServiceWorker(store, search),
          ),
        SERVICE_WORKER_AFTER_LOAD_MS,
      );
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  }

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  await mountApp(
    container,
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
    { store, router, platform },
  );
}
