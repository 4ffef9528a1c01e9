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
import { EARLY_CALLS_KEY } from '../api/earlyCalls';
import { routes } from '../app/routes';
import { getConfig } from '../config';
import { isSubPage } from '../routing/routeChain';
import { routeHandles, type RoutePath } from '../routing/routeTable';
import { sessionSlice } from '../session/sessionSlice';
import { REFRESH_LOCK_NAME } from '../session/tabs/lock';
import { SESSION_PERSIST_KEY } from '../session/tokens/persistStorage';
import { PLATFORM_REMEMBER_KEY } from '../ui/platform';
import { createUiState, uiSlice } from '../ui/uiSlice';
import { bootScript } from './bootScript';
import { earlyCallsScript } from './earlyCalls';
import { shellScript } from './shellScript';

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

/** The inline <head> script of the page pre-rendered for `platform`, which starts `scripts` and fetches `chunks`. */
export function loginBootScript(platform: Platform, scripts: string[], chunks: string[]): string {
  const { defaultPlatform, accountSiteUrl } = getConfig();
  return bootScript({
    prerenderedFor: platform,
    defaultPlatform,
    accountSiteUrl,
    sessionStorageKey: SESSION_PERSIST_KEY,
    platformKey: PLATFORM_REMEMBER_KEY,
    scripts,
    chunks,
  });
}

/**
 * The first read of the pages whose address tells it, started by the early-calls script together
 * with the config (the paths the pages' own queries ask for: dashboardApi's and usageApi's).
 */
export const PAGE_FIRST_READS: Record<string, string> = { '/app': '/dashboard', '/usage': '/usage' };

/** The inline <head> script of every page that starts the session's first calls (src/prerender/earlyCalls.ts). */
export function pageEarlyCallsScript(): string {
  return earlyCallsScript({
    apiBaseUrl: getConfig().apiBaseUrl,
    sessionStorageKey: SESSION_PERSIST_KEY,
    lockName: REFRESH_LOCK_NAME,
    handOverKey: EARLY_CALLS_KEY,
    pageCalls: PAGE_FIRST_READS,
    lockHoldMs: 8_000,
    answerKeepMs: 30_000,
  });
}

/**
 * The inline script after index.html's #root that draws a logged-in page's frame and title and then
 * starts `scripts`, fetching the desktop frame's chunks with them (shellScript.ts).
 */
export function pageShellScript(scripts: string[], desktopChunks: string[]): string {
  const loggedInPages = (Object.keys(routeHandles) as RoutePath[]).filter((path) =>
    ['user', 'admin'].includes(routeHandles[path].access),
  );
  return shellScript({
    defaultPlatform: getConfig().defaultPlatform,
    platformKey: PLATFORM_REMEMBER_KEY,
    sessionStorageKey: SESSION_PERSIST_KEY,
    routes: loggedInPages.map((path) => ({
      segments: path.split('/'),
      title: routeHandles[path].title,
      subPage: isSubPage(path, false),
    })),
    scripts,
    desktopChunks,
  });
}

/** The inline <head> script of every page that sets its colours before the first paint (src/ui/theme.ts). */
export { themeScript as pageThemeScript } from '../ui/theme';
