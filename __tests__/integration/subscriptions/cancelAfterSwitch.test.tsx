import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import type { Subscription } from '../../../src/api/contract';
import { getConfig } from '../../../src/config';
import { logInOverHttp, renderApp } from '../../support/renderApp';
import { postJson } from '../../support/server';
import { startServer, type StartedServer } from '../../support/startServer';

/**
 * A month passes between two runs of the server on one database: on 18 March admin switches to
 * Zakelijk Onbeperkt (from 1 April); on 2 April the switch has taken effect, and a cancel must keep it.
 */
let dataDir = '';
let server: StartedServer | null = null;
let previousBase = '';

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-switch-'));
  previousBase = getConfig().apiBaseUrl;
  const march = await startServer({ DATA_DIR: dataDir, CLOCK_NOW: '2026-03-18T10:00:00Z' });
  try {
    getConfig().apiBaseUrl = march.apiBaseUrl;
    const { token } = await logInOverHttp('admin@demo.test');
    const list = await fetch(`${march.apiBaseUrl}/subscriptions`, { headers: { authorization: `Bearer ${token}` } });
    const [own] = (await list.json()) as Subscription[];
    const switched = await postJson(
      '/subscription/switch',
      { id: own?.id, type: 'abonnement', subscriptionTypeId: 3 },
      token,
    );
    expect(switched.status).toBe(200);
  } finally {
    await march.stop();
  }
  server = await startServer({ DATA_DIR: dataDir, CLOCK_NOW: '2026-04-02T08:00:00Z' });
  getConfig().apiBaseUrl = server.apiBaseUrl;
}, 120_000);

afterAll(async () => {
  getConfig().apiBaseUrl = previousBase;
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

it('cancelling after the switch took effect keeps the new plan, its price and its start date', async () => {
  const { user } = await renderApp({ route: '/subscriptions', account: 'admin@demo.test' });
  let current = within(await screen.findByRole('region', { name: 'Huidig abonnement' }));
  expect(current.getByRole('heading', { name: 'Zakelijk Onbeperkt' })).toBeInTheDocument();
  expect(current.getByText('Je kunt je abonnement over 15 dagen weer wijzigen.')).toBeInTheDocument();

  await user.click(current.getByRole('button', { name: 'Abonnement opzeggen' }));
  const reasons = await screen.findByRole('dialog', { name: 'Abonnement opzeggen' });
  await user.click(within(reasons).getByRole('button', { name: 'Ik heb een andere oplossing gevonden' }));
  // The switch took effect: nothing is waiting, so the summary names only the end date.
  const summary = await screen.findByRole('dialog', { name: 'Abonnement opzeggen' });
  expect(summary).toHaveTextContent(
    'Je abonnement Zakelijk Onbeperkt loopt door tot en met 30 april 2026 en stopt daarna.',
  );
  expect(summary).not.toHaveTextContent('overstap');
  await user.click(within(summary).getByRole('button', { name: 'Opzeggen' }));
  const done = await screen.findByRole('alertdialog', { name: 'Voltooid' });
  await user.click(within(done).getByRole('button', { name: 'OK' }));

  current = within(await screen.findByRole('region', { name: 'Huidig abonnement' }));
  expect(await current.findByText('Je abonnement is opgezegd en verloopt op 30 april 2026.')).toBeInTheDocument();
  expect(current.getByRole('heading', { name: 'Zakelijk Onbeperkt' })).toBeInTheDocument();
  expect(current.getByText('€ 24,95 excl. btw p/m')).toBeInTheDocument();
  expect(current.getByText('Ingangsdatum: 1 april 2026')).toBeInTheDocument();
  expect(current.getByRole('button', { name: 'Abonnement heractiveren' })).toBeInTheDocument();
});
