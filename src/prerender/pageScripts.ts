/**
 * Build-time only (config/prerender-login-plugin.cjs runs it in Node, through renderLogin.tsx): the
 * pages' inline scripts (src/inlineScripts/), each written with the build's configuration and the
 * app's keys, which the scripts cannot import themselves (they run before the app).
 */
import type { Platform } from '../api/contract';
import { EARLY_CALLS_KEY } from '../api/earlyCalls';
import { getConfig } from '../config';
import { bootScript } from '../inlineScripts/bootScript';
import { earlyCallsScript } from '../inlineScripts/earlyCallsScript';
import { shellScript } from '../inlineScripts/shellScript';
import { themeScript } from '../inlineScripts/themeScript';
import { isSubPage } from '../routing/routeChain';
import { routeHandles, type RoutePath } from '../routing/routeTable';
import { LAST_DATA_KEY } from '../session/lastData/lastDataKey';
import { REFRESH_LOCK_NAME } from '../session/tabs/lock';
import { SESSION_PERSIST_KEY } from '../session/tokens/persistStorage';
import { nl } from '../text/nl';
import { PLATFORM_REMEMBER_KEY } from '../ui/platform';
import { THEME_STORAGE_KEY } from '../ui/themeChoice';

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

/** The inline <head> script of every page that starts the session's first calls (earlyCallsScript.ts). */
export function pageEarlyCallsScript(): string {
  return earlyCallsScript({
    apiBaseUrl: getConfig().apiBaseUrl,
    sessionStorageKey: SESSION_PERSIST_KEY,
    lockName: REFRESH_LOCK_NAME,
    handOverKey: EARLY_CALLS_KEY,
    pageCalls: PAGE_FIRST_READS,
    lockHoldMs: 8_000,
    answerKeepMs: 30_000,
    accessMarginMs: 30_000,
  });
}

/**
 * The inline script after index.html's #root that draws a logged-in page's frame and title and then
 * starts `scripts`, fetching the desktop frame's chunks and the page's own (`pageFiles`, by route
 * pattern) with them (shellScript.ts).
 */
export function pageShellScript(
  scripts: string[],
  desktopChunks: string[],
  pageFiles: Record<string, string[]>,
): string {
  const loggedInPages = (Object.keys(routeHandles) as RoutePath[]).filter((path) =>
    ['user', 'admin'].includes(routeHandles[path].access),
  );
  return shellScript({
    defaultPlatform: getConfig().defaultPlatform,
    platformKey: PLATFORM_REMEMBER_KEY,
    sessionStorageKey: SESSION_PERSIST_KEY,
    lastDataKey: LAST_DATA_KEY,
    routes: loggedInPages.map((path) => ({
      segments: path.split('/'),
      title: routeHandles[path].title,
      subPage: isSubPage(path, null),
      files: pageFiles[path] ?? [],
    })),
    // As frame/useDocumentTitle.ts names the tab: '<page> – <provider>'.
    titleSuffix: `${nl.documentTitles.joiner}${getConfig().providerName}`,
    scripts,
    desktopChunks,
  });
}

/** The inline <head> script of every page that sets its colours before the first paint (themeScript.ts). */
export const pageThemeScript = (): string => themeScript(THEME_STORAGE_KEY);
