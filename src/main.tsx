import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { PersistGate } from 'redux-persist/integration/react';
import { getConfig } from './config';
import { makeStore } from './app/store';
import { routes } from './app/routes';
import { detectPlatform } from './shell/platform';
import './shell/styles.css';

const platform = detectPlatform(window.location.search, getConfig().defaultPlatform);
document.documentElement.dataset.platform = platform;
const { store, persistor } = makeStore({ platform });
const router = createBrowserRouter(routes);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <PersistGate loading={null} persistor={persistor}>
        <RouterProvider router={router} />
      </PersistGate>
    </Provider>
  </StrictMode>,
);
