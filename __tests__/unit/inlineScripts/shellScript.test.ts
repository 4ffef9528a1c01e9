import { shellScript, type ShellOptions } from '../../../src/inlineScripts/shellScript';
import { isSubPage } from '../../../src/routing/routeChain';
import { routeHandles, type RoutePath } from '../../../src/routing/routeTable';
import { fakeTimers } from '../../support/fakeTimers';

const loggedInPages = (Object.keys(routeHandles) as RoutePath[]).filter((path) =>
  ['user', 'admin'].includes(routeHandles[path].access),
);
const options: ShellOptions = {
  defaultPlatform: 'desktop',
  platformKey: 'portal.platform',
  sessionStorageKey: 'session',
  lastDataKey: 'lastData',
  routes: loggedInPages.map((path) => ({
    segments: path.split('/'),
    title: routeHandles[path].title,
    subPage: isSubPage(path, null),
    files:
      ({ '/invoice/:id': ['/assets/invoice.js'], '/usage': ['/assets/usage.js'] } as Record<string, string[]>)[path] ??
      [],
  })),
  titleSuffix: ' – Telvaro',
  scripts: ['/assets/main.test.js'],
  desktopChunks: ['/assets/frame.js'],
};
const storedSession = JSON.stringify({
  tokens: JSON.stringify({ token: 't', refresh_token: 'r', jwt_expire_time: 900 }),
});
const started = () => [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));
const fetched = () =>
  [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map((link) => link.getAttribute('href'));
const root = () => document.getElementById('root') as HTMLElement;

/** Opens `address` as the page's inline script sees it and runs the script as it is written into the page. */
function openPage(address: string, { session = true } = {}) {
  window.history.replaceState(null, '', address);
  if (session) localStorage.setItem('persist:session', storedSession);
  new Function(shellScript(options))();
}

beforeEach(() => {
  fakeTimers(['setTimeout', 'requestAnimationFrame']);
  document.body.innerHTML = '<div id="root"></div>';
});
afterEach(() => {
  jest.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  document.head.replaceChildren();
  window.history.replaceState(null, '', '/');
});

describe("a logged-in page's frame before its script", () => {
  it("draws the desktop frame with the title (and a sub-page its breadcrumb box), then starts the entry with the frame's and the page's chunks once painted", () => {
    openPage('/invoice/7');
    expect(root().dataset.shell).toBe('desktop');
    expect(root().querySelector('.app.app-desktop.app-framed')).not.toBeNull();
    expect(root().querySelector('.topbar')).not.toBeNull();
    expect(root().querySelector('.sidemenu')).not.toBeNull();
    expect(root().querySelector('main .breadcrumb')).not.toBeNull();
    expect(root().querySelector('h1.page-title')?.textContent).toBe('Factuur');
    // The tab is named with the heading, not after the app has run.
    expect(document.title).toBe('Factuur – Telvaro');
    // The entry waits for the first paint (two frames where paints are not reported).
    expect(started()).toEqual([]);
    expect(fetched()).toEqual([]);
    jest.runAllTimers();
    expect(started()).toEqual(['/assets/main.test.js']);
    expect(fetched()).toEqual(['/assets/frame.js', '/assets/invoice.js']);
  });

  it("draws a phone's header with the title for the apps' web views", () => {
    openPage('/usage?platform=android');
    expect(root().dataset.shell).toBe('android');
    expect(root().querySelector('header.header h1.header-title')?.textContent).toBe('Verbruik');
    expect(document.title).toBe('Verbruik – Telvaro');
    expect(root().querySelector('.topbar')).toBeNull();
    expect(root().querySelector('.breadcrumb')).toBeNull();
    // Nothing shares the line with the frame's first paint: the page's code goes with the entry.
    expect(fetched()).toEqual([]);
    jest.runAllTimers();
    expect(fetched()).toEqual(['/assets/usage.js']);
  });

  it('starts the entry at once, beside the frame, when the tab has its last data and the service worker serves the entry', () => {
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: {} } });
    try {
      // Without kept data the page waits for the network anyway: the frame is painted first.
      openPage('/app');
      expect(started()).toEqual([]);
      jest.runAllTimers();
      expect(started()).toEqual(['/assets/main.test.js']);
      document.head.replaceChildren();
      root().replaceChildren();
      sessionStorage.setItem('lastData', '{"sessionId":"s","answers":[]}');
      openPage('/app');
      expect(root().querySelector('h1.page-title')?.textContent).toBe('Overzicht');
      expect(started()).toEqual(['/assets/main.test.js']);
      jest.runAllTimers();
      expect(fetched()).toEqual(['/assets/frame.js']);
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('draws nothing without a stored session, or on an address that is no page, and starts the entry at once', () => {
    document.title = 'Klantportaal';
    openPage('/usage', { session: false });
    expect(root().childElementCount).toBe(0);
    expect(document.title).toBe('Klantportaal');
    expect(started()).toEqual(['/assets/main.test.js']);
    expect(fetched()).toEqual([]);
    document.head.querySelectorAll('script[src]').forEach((script) => script.remove());
    openPage('/bestaat-niet');
    expect(root().childElementCount).toBe(0);
    expect(root().dataset.shell).toBeUndefined();
    expect(started()).toEqual(['/assets/main.test.js']);
  });
});
