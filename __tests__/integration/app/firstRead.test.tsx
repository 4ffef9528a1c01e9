import { act, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { mountApp } from '../../../src/app/mount';
import { routes } from '../../../src/app/routes';
import { makeStore } from '../../../src/app/store';
import { startupEndedLoggedOut } from '../../../src/session/sessionSlice';
import { memoryStorage } from '../../support/memoryStorage';
import { logInOverHttp } from '../../support/renderApp';
import { CLOCK_NOW, logRequests } from '../../support/requestLog';
import { useServer } from '../../support/server';
import { seedSession } from '../../support/sessionSeed';

useServer({ CLOCK_NOW });

let container: HTMLElement;
let stopStore = () => undefined as unknown;
beforeEach(() => {
  container = document.body.appendChild(document.createElement('div'));
  container.id = 'root';
});
afterEach(() => {
  // The logout renders the page once more: inside act, as every update of a test.
  act(() => void stopStore());
  container.remove();
});

/** Every class name the page has shown from now on, even for a moment. */
function watchClasses() {
  const seen = new Set<string>();
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof Element)
          for (const element of [node, ...node.querySelectorAll('*')]) element.classList.forEach((c) => seen.add(c));
  });
  observer.observe(container, { childList: true, subtree: true });
  return { seen: (name: string) => seen.has(name), stop: () => observer.disconnect() };
}

/** A logged-in page load of `path` as a browser makes it: the start script's frame, then the app over it. */
async function loadPage(path: string, title: string) {
  const storage = memoryStorage();
  await seedSession(storage, await logInOverHttp('admin@demo.test'));
  container.dataset.shell = 'android';
  container.innerHTML = `<div class="app app-android"><header class="header"><h1 class="header-title">${title}</h1></header><main class="page"></main></div>`;
  const { store } = makeStore({ storage, platform: 'android' });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // The router stops first: the logout below must not start a navigation that ends after the test.
  stopStore = () => {
    router.dispose();
    return store.dispatch(startupEndedLoggedOut());
  };
  const classes = watchClasses();
  await act(() =>
    mountApp(
      container,
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
      { store, router, platform: 'android' },
    ),
  );
  return classes;
}

describe('a page load renders its first figures at once, without placeholders in between', () => {
  it("'/usage': the month's total in the first render, the figures asked for once", async () => {
    const log = logRequests();
    const classes = await loadPage('/usage', 'Verbruik');
    expect(await screen.findByText('Totaal gebeld deze maand')).toBeInTheDocument();
    expect(classes.seen('usage-totals')).toBe(true);
    expect(classes.seen('usage-skeleton')).toBe(false);
    classes.stop();
    expect(log.count('GET /usage')).toBe(1);
  });

  it("'/app': the dashboard's rows in the first render, the dashboard asked for once", async () => {
    const log = logRequests();
    const classes = await loadPage('/app', 'Overzicht');
    expect(await screen.findByRole('list', { name: 'Menu', busy: false })).toBeInTheDocument();
    expect(classes.seen('dashboard-skeleton')).toBe(false);
    classes.stop();
    expect(log.count('GET /dashboard')).toBe(1);
  });
});
