/**
 * Runs inline in every page's <head>, before anything is painted: sets data-theme on <html> to the
 * stored choice or, without one, the system's setting, and follows the system when it changes.
 * Self-contained (serialised into the page with its key), so it spells out `schemeOf` of
 * src/ui/theme.ts; a unit test holds the two to the same answers.
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

/** The inline script's text: `applyStoredTheme` with the key the choice is kept under (src/ui/themeChoice.ts). */
export const themeScript = (key: string): string => `(${applyStoredTheme.toString()})(${JSON.stringify(key)})`;
