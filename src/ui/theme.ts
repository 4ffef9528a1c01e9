import { useSyncExternalStore } from 'react';
import { THEME_STORAGE_KEY, type ColourScheme, type ThemeChoice } from './themeChoice';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The colours a choice gives, with the system's setting for 'system'. */
export const schemeOf = (choice: ThemeChoice, systemDark: boolean): ColourScheme =>
  choice === 'system' ? (systemDark ? 'dark' : 'light') : choice;

/**
 * Keeps `choice` in this browser and shows its colours at once (the pages' inline theme script,
 * src/inlineScripts/themeScript.ts, does so on later loads).
 */
export function keepThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Not kept: it still holds for this page.
  }
  document.documentElement.dataset.theme = schemeOf(choice, window.matchMedia(DARK_QUERY).matches);
}

const subscribeToScheme = (onChange: () => void) => {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
};
const currentScheme = (): ColourScheme => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light');

/** The colours the page shows now (for what CSS cannot colour, such as the charts), following every change. */
export const useColourScheme = (): ColourScheme =>
  useSyncExternalStore(subscribeToScheme, currentScheme, () => 'light');
