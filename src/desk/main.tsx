import '../ui/styles.css';
import '../ui/theme.css';
import './desk.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { DESK_BASENAME, deskRoutes } from './routes';
import { tabStorage } from './session/tabStorage';
import { makeDeskStore } from './store';
import { followSystemTheme } from './ui/systemTheme';

/**
 * The support desk's entry (webpack entry 'desk', page desk.html at /desk): its own store, router and
 * stylesheet. Nothing of the portal's entry imports this folder, and the portal's chunks never carry
 * it (scripts/bench-bundle.ts checks both).
 */
followSystemTheme();
const store = makeDeskStore(tabStorage());
const router = createBrowserRouter(deskRoutes, { basename: DESK_BASENAME });
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
