import { screen, waitFor } from '@testing-library/react';
import type { Platform } from '../../../src/api/contract';
import { renderApp } from '../../support/renderApp';
import { watchForText } from '../../support/requestLog';
import { useServer } from '../../support/server';
import { letTimePass } from '../../support/waiting';

useServer();

const GETTING = 'Bezig met ophalen van jouw gegevens';
const slow = { timeout: 10_000 };

/** Lets GET `path` answer `ms` later than the server does (the rest passes straight through). */
function slowDown(path: string, ms: number) {
  const realFetch = globalThis.fetch;
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    const method = input instanceof Request ? input.method : (init?.method ?? 'GET');
    const response = await realFetch(input, init);
    if (method === 'GET' && new URL(url).pathname === `/api${path}`)
      await letTimePass(ms, 'a slow server: the answer comes after the overlay would be due');
    return response;
  });
}
afterEach(() => jest.restoreAllMocks());

async function openNumbers(platform: Platform) {
  const rendered = await renderApp({ route: '/app', account: 'admin@demo.test', platform });
  await screen.findByText('Jan de Vries', undefined, slow);
  return rendered;
}

describe('the reading overlay', () => {
  it('on ios a first load that takes longer than 300 ms shows "Bezig met ophalen van jouw gegevens" until the data is there', async () => {
    const { user } = await openNumbers('ios');
    slowDown('/numbers', 800);
    await user.click(screen.getByRole('link', { name: /Nummer instellingen/ }));
    expect(await screen.findByText(GETTING, undefined, slow)).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Huidig nummer' }, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(GETTING)).not.toBeInTheDocument());
  });

  it('on ios data already in the cache shows no overlay when it is read again', async () => {
    const { user } = await openNumbers('ios');
    await user.click(screen.getByRole('link', { name: /Nummer instellingen/ }));
    await screen.findByRole('region', { name: 'Huidig nummer' }, slow);
    await waitFor(() => expect(screen.queryByText(GETTING)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Terug' }));
    await screen.findByText('Jan de Vries', undefined, slow);
    slowDown('/numbers', 800);
    const watch = watchForText(GETTING);
    await user.click(screen.getByRole('link', { name: /Nummer instellingen/ }));
    await screen.findByRole('region', { name: 'Huidig nummer' }, slow);
    await letTimePass(1_000, 'the overlay would come 300 ms after a read without data began');
    expect(watch.seen()).toBe(false);
  });

  it.each<Platform>(['android', 'desktop'])('on %s the placeholders stay: no reading overlay', async (platform) => {
    const { user } = await openNumbers(platform);
    slowDown('/numbers', 800);
    const watch = watchForText(GETTING);
    await user.click(screen.getByRole('link', { name: /Nummer instellingen/ }));
    await screen.findByRole('region', { name: 'Huidig nummer' }, slow);
    expect(watch.seen()).toBe(false);
  });
});
