/**
 * Build-time only (config/prerender-login-plugin.cjs runs it in Node): the login page's markup, exactly as
 * the app's first render at '/' produces it for a visitor without a session, so the app hydrates it
 * instead of painting it again. Nothing of a logged-in user can be in it: there is none here.
 */
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { baseApi } from '../api/baseApi';
import type { Platform } from '../api/contract';
import { routes } from '../app/routes';
import { sessionSlice } from '../session/sessionSlice';
import { createUiState, uiSlice } from '../ui/uiSlice';

function loginStore(platform: Platform) {
  return configureStore({
    reducer: combineReducers({
      [baseApi.reducerPath]: baseApi.reducer,
      session: sessionSlice.reducer,
      ui: uiSlice.reducer,
    }),
    preloadedState: {
      session: { ...sessionSlice.getInitialState(), status: 'loggedOut' as const },
      ui: createUiState(platform),
    },
  });
}

async function routerAtLogin() {
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  if (!router.state.initialized)
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
  return router;
}

async function readStream(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>)
    html += decoder.decode(chunk, { stream: true });
  return html + decoder.decode();
}

/** The markup of `#root` at '/' on `platform`. */
export async function renderLogin(platform: Platform): Promise<string> {
  const router = await routerAtLogin();
  const { prelude } = await prerender(
    <StrictMode>
      <Provider store={loginStore(platform)}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
  router.dispose();
  return readStream(prelude);
}

// The build loads this file alone: it also hands over the pages' inline scripts, written with the build's values.
export { loginBootScript, pageEarlyCallsScript, pageShellScript, pageThemeScript } from './pageScripts';
