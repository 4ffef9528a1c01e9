/**
 * The desk follows the system's light or dark setting, as the portal does without a choice of its
 * own: the portal's dark colours (ui/theme.css) apply under data-theme="dark" on <html>.
 */
export function followSystemTheme(): void {
  const dark = window.matchMedia('(prefers-color-scheme: dark)');
  const apply = () => document.documentElement.setAttribute('data-theme', dark.matches ? 'dark' : 'light');
  apply();
  dark.addEventListener('change', apply);
}
