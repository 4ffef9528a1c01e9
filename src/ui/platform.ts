import type { Platform } from '../api/contract';

const PLATFORMS: readonly Platform[] = ['ios', 'android', 'desktop'];
export const PLATFORM_REMEMBER_KEY = 'portal.platform';

const isPlatform = (value: string | null): value is Platform =>
  value !== null && (PLATFORMS as string[]).includes(value);

/**
 * The platform the native apps force with `?platform=`, remembered for the tab so a reload inside
 * the web view keeps it; otherwise the configured default.
 */
export function detectPlatform(search: string, fallback: Platform): Platform {
  const forced = new URLSearchParams(search).get('platform');
  try {
    if (isPlatform(forced)) {
      window.sessionStorage.setItem(PLATFORM_REMEMBER_KEY, forced);
      return forced;
    }
    const remembered = window.sessionStorage.getItem(PLATFORM_REMEMBER_KEY);
    if (isPlatform(remembered)) return remembered;
  } catch {
    // sessionStorage can be unavailable in locked-down web views; the parameter still counts.
    if (isPlatform(forced)) return forced;
  }
  return fallback;
}
