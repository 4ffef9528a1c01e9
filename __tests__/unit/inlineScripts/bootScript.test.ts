import { afterFirstPaint, startAppScripts } from '../../../src/inlineScripts/appScripts';
import { boot, bootScript, type BootOptions } from '../../../src/inlineScripts/bootScript';
import { APP_RUNNING_ATTRIBUTE, STALE_MARKUP_CLASS } from '../../../src/ui/prerendered/markers';
import { fakeTimers } from '../../support/fakeTimers';

const options: BootOptions = {
  prerenderedFor: 'desktop',
  defaultPlatform: 'desktop',
  accountSiteUrl: '',
  sessionStorageKey: 'session',
  platformKey: 'portal.platform',
  scripts: ['/assets/main.test.js'],
  chunks: ['/assets/966.test.js'],
};
const root = document.documentElement;
const runBoot = (bootOptions: BootOptions) => boot(bootOptions, startAppScripts, afterFirstPaint);
const started = () => [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));
const fetched = () =>
  [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map((link) => link.getAttribute('href'));
const submitIsPrevented = () => {
  const form = document.body.appendChild(document.createElement('form'));
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  form.remove();
  return event.defaultPrevented;
};
/**
 * A browser that reports paints: `PerformanceObserver` replaced for one test by a stub whose
 * `report(name)` delivers a paint entry of that name to the observer the start script made.
 */
function reportPaints() {
  const state = { callback: null as PerformanceObserverCallback | null, disconnected: false };
  class PaintObserver {
    static readonly supportedEntryTypes = ['paint'];
    constructor(callback: PerformanceObserverCallback) {
      state.callback = callback;
    }
    observe() {}
    disconnect() {
      state.disconnected = true;
    }
  }
  // jsdom has no PerformanceObserver at all; afterEach removes this one again.
  Object.defineProperty(globalThis, 'PerformanceObserver', { value: PaintObserver, configurable: true });
  return {
    report(name: string) {
      const list = { getEntriesByName: (asked: string) => (asked === name ? [{ name }] : []) };
      state.callback?.(list as unknown as PerformanceObserverEntryList, {} as PerformanceObserver);
    },
    get disconnected() {
      return state.disconnected;
    },
  };
}

// Each boot adds a capturing submit guard; a fresh document per test keeps them apart.
const guards: EventListener[] = [];
const realAdd = document.addEventListener.bind(document);

beforeEach(() => {
  fakeTimers(['setTimeout', 'requestAnimationFrame']);
  jest.spyOn(document, 'addEventListener').mockImplementation((type, listener, opts) => {
    if (type === 'submit') guards.push(listener as EventListener);
    realAdd(type, listener, opts);
  });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'PerformanceObserver');
  for (const guard of guards.splice(0)) document.removeEventListener('submit', guard, true);
  jest.restoreAllMocks();
  jest.useRealTimers();
  root.className = '';
  root.removeAttribute(APP_RUNNING_ATTRIBUTE);
  document.head.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the login page start script', () => {
  it('leaves the form shown for a visitor without a session, and fetches and starts the app once the form is painted', () => {
    const observers = reportPaints();
    runBoot(options);
    expect(root.classList.contains(STALE_MARKUP_CLASS)).toBe(false);
    jest.advanceTimersByTime(1000);
    expect(started()).toEqual([]);
    observers.report('first-paint');
    jest.advanceTimersByTime(0);
    expect(started()).toEqual([]);
    // Nothing is fetched before the first paint: the stylesheet has the line to itself.
    expect(fetched()).toEqual([]);
    observers.report('first-contentful-paint');
    jest.advanceTimersByTime(0);
    expect(started()).toEqual(['/assets/main.test.js']);
    // The route's chunks a task after the entry, so the entry's request leaves in a task of its own.
    expect(fetched()).toEqual([]);
    jest.runOnlyPendingTimers();
    expect(fetched()).toEqual(['/assets/966.test.js']);
    expect(observers.disconnected).toBe(true);
  });

  it('starts the app anyway when no paint is reported within two seconds', () => {
    reportPaints();
    runBoot(options);
    jest.advanceTimersByTime(1999);
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(started()).toEqual(['/assets/main.test.js']);
  });

  it('starts the app two frames later in a browser that does not report paints', () => {
    runBoot(options);
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(40);
    expect(started()).toEqual(['/assets/main.test.js']);
  });

  it('hides the form and starts at once when a session is stored', () => {
    localStorage.setItem('persist:session', JSON.stringify({ tokens: '{"token":"x"}', _persist: '{}' }));
    runBoot(options);
    expect(root.classList.contains(STALE_MARKUP_CLASS)).toBe(true);
    expect(started()).toEqual(['/assets/main.test.js']);
  });

  it('keeps the form for a stored session that was logged out (tokens null)', () => {
    localStorage.setItem('persist:session', JSON.stringify({ tokens: 'null' }));
    runBoot(options);
    expect(root.classList.contains(STALE_MARKUP_CLASS)).toBe(false);
  });

  it('hides the form for a native app login (?state=)', () => {
    window.history.replaceState(null, '', '/?state=abc');
    runBoot(options);
    expect(root.classList.contains(STALE_MARKUP_CLASS)).toBe(true);
  });

  it('hides markup rendered for another platform, from the address or remembered by the tab', () => {
    window.history.replaceState(null, '', '/?platform=ios');
    runBoot(options);
    expect(root.classList.contains(STALE_MARKUP_CLASS)).toBe(true);

    root.className = '';
    window.history.replaceState(null, '', '/');
    sessionStorage.setItem('portal.platform', 'android');
    runBoot(options);
    expect(root.classList.contains(STALE_MARKUP_CLASS)).toBe(true);

    root.className = '';
    runBoot({ ...options, prerenderedFor: 'android' });
    expect(root.classList.contains(STALE_MARKUP_CLASS)).toBe(false);
  });

  it('remembers the platform of the address for the tab, so a link followed before the app runs keeps it', () => {
    window.history.replaceState(null, '', '/?platform=ios');
    runBoot({ ...options, prerenderedFor: 'ios' });
    expect(sessionStorage.getItem('portal.platform')).toBe('ios');

    window.history.replaceState(null, '', '/forgot-password');
    root.className = '';
    runBoot({ ...options, prerenderedFor: 'ios' });
    expect(root.classList.contains(STALE_MARKUP_CLASS)).toBe(false);
  });

  it('on desktop with an account site hides the form and does not start the app (it leaves)', () => {
    // jsdom cannot navigate: it reports the attempt on the console, which is what is checked here.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    runBoot({ ...options, accountSiteUrl: 'https://mijn.example.test/login' });
    expect(consoleError).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringContaining('navigation') as unknown }),
    );
    expect(root.classList.contains(STALE_MARKUP_CLASS)).toBe(true);
    jest.runAllTimers();
    expect(started()).toEqual([]);
  });

  it('stops a submit before the app runs (no password in the address), not after', () => {
    runBoot(options);
    expect(submitIsPrevented()).toBe(true);
    root.setAttribute(APP_RUNNING_ATTRIBUTE, '');
    expect(submitIsPrevented()).toBe(false);
  });

  it('is serialised with its options into one self-contained statement', () => {
    const script = bootScript(options);
    expect(script.startsWith('(')).toBe(true);
    expect(script).toContain('"/assets/main.test.js"');
    // The inline copy spells out the app's markers.
    expect(script).toContain(STALE_MARKUP_CLASS);
    expect(script).toContain(APP_RUNNING_ATTRIBUTE);
    new Function(script)();
    jest.runAllTimers();
    expect(started()).toEqual(['/assets/main.test.js']);
  });
});
