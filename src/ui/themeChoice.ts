/** 'Weergave' on the settings page: follow the system, or always light or dark. */
export type ThemeChoice = 'system' | 'light' | 'dark';
export type ColourScheme = 'light' | 'dark';

/** Where the choice is kept in this browser (localStorage), read by every page's inline script (theme.ts). */
export const THEME_STORAGE_KEY = 'portal.theme';

const isThemeChoice = (value: unknown): value is ThemeChoice =>
  value === 'system' || value === 'light' || value === 'dark';

/**
 * The choice kept in this browser; 'system' when none is kept or storage is refused. Apart from
 * theme.ts, so the store's start carries only this into the first visit.
 */
export function storedThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeChoice(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}
