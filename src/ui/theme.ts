import { useSyncExternalStore } from 'react';
import { THEME_STORAGE_KEY, type ColourScheme, type ThemeChoice } from './themeChoice';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The colours a choice gives, with the system's setting for 'system'. */
export const schemeOf = (choice: ThemeChoice, systemDark: boolean): ColourScheme =>
  choice === 'system' ? (systemDark ? 'dark' : 'light') : choice;

/**
 * Runs inline in every page's <head>, before anything is painted: sets data-theme on <html> to the
 * stored choice or, without one, the system's setting, and follows the system when it changes.
 * Self-contained (serialised into the page with its key), so it spells out `schemeOf`; a unit test
 * holds the two to the same answers.
 */
export function applyStoredTheme(key: string): void {
  const root = document.documentElement;
  const dark = window.matchMedia('(prefers-color-scheme: dark)');
  const apply = () => {
    let choice: string | null = null;
    try {
      choice = localStorage.getItem(key);
    } catch {
      // Storage refused (locked-down web views): the system's setting.
    }
    root.dataset.theme = choice === 'light' || choice === 'dark' ? choice : dark.matches ? 'dark' : 'light';
  };
  apply();
  dark.addEventListener('change', apply);
}

/** The inline script's text: `applyStoredTheme` with its key. */
export const themeScript = (): string => `(${applyStoredTheme.toString()})(${JSON.stringify(THEME_STORAGE_KEY)})`;

/** Keeps `choice` in this browser and shows its colours at once (the inline script does so on later loads). */
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
