import { makeStore } from '../../../src/app/store';
import { applyStoredTheme, themeScript } from '../../../src/inlineScripts/themeScript';
import { keepThemeChoice, schemeOf } from '../../../src/ui/theme';
import { THEME_STORAGE_KEY } from '../../../src/ui/themeChoice';
import { selectTheme, themeChosen } from '../../../src/ui/uiSlice';
import { memoryStorage } from '../../support/memoryStorage';

/** The system's colour setting as matchMedia reports it, with a way to change it. */
function systemScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: dark,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = jest.fn(() => query as unknown as MediaQueryList);
  return {
    change(nowDark: boolean) {
      query.matches = nowDark;
      listeners.forEach((listener) => listener());
    },
  };
}

const shown = () => document.documentElement.dataset.theme;

afterEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe("'Weergave': light, dark or the system's colours", () => {
  it.each([
    ['system', false, 'light'],
    ['system', true, 'dark'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
  ] as const)('the inline script shows %s on a %s system as the app does: %s', (choice, dark, expected) => {
    systemScheme(dark);
    if (choice !== 'system') localStorage.setItem(THEME_STORAGE_KEY, choice);
    // The script as it is written into every page's head, run on its own.
    new Function(themeScript(THEME_STORAGE_KEY))();
    expect(shown()).toBe(expected);
    expect(schemeOf(choice, dark)).toBe(expected);
  });

  it('follows the system when it changes, unless a choice was kept', () => {
    const system = systemScheme(false);
    applyStoredTheme(THEME_STORAGE_KEY);
    system.change(true);
    expect(shown()).toBe('dark');
    keepThemeChoice('light');
    system.change(false);
    system.change(true);
    expect(shown()).toBe('light');
  });

  it("keeps a choice in this browser and shows it at once; 'Systeem' forgets it", () => {
    systemScheme(true);
    keepThemeChoice('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(shown()).toBe('light');
    keepThemeChoice('system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(shown()).toBe('dark');
  });

  it('starts the store with the kept choice, ignores a value it does not know, and logs a change', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    expect(selectTheme(makeStore({ storage: memoryStorage() }).store.getState())).toBe('dark');
    localStorage.setItem(THEME_STORAGE_KEY, 'paars');
    const { store } = makeStore({ storage: memoryStorage() });
    expect(selectTheme(store.getState())).toBe('system');
    store.dispatch(themeChosen('light'));
    expect(selectTheme(store.getState())).toBe('light');
  });
});
