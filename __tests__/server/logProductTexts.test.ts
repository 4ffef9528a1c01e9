/**
 * A customer's session log keeps the product's own messages readable and nothing else (decision 0118):
 * the portal's redaction marks what the product said with a fingerprint, the server puts back its fixed
 * texts and stores no fingerprint; personal data, and texts made with it, stay markers.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { PRODUCT_TEXT_SOURCES } from '../../server/domain/productTexts';
import type { Ticket, TicketDiagnosticsResponse } from '../../src/api/contract';
import { buildDiagnostics } from '../../src/features/support/diagnostics/buildDiagnostics';
import { MEDEWERKER, staffLogin } from './deskHelpers';
import { useTestServer } from './helpers';

const server = useTestServer();
const ROOT = path.resolve(__dirname, '../..');

/** Dictionary files of what the portal and the server say to customers (not the desk's, not the formatter). */
function dictionaryFiles(): string[] {
  const portal = readdirSync(path.join(ROOT, 'src/text'))
    .filter((file) => file.endsWith('.ts') && !file.startsWith('desk') && file !== 'format.ts')
    .map((file) => `src/text/${file.replace(/\.ts$/, '')}`);
  const own = readdirSync(path.join(ROOT, 'server/base'))
    .filter((file) => /^(text|[a-z]+Text)\.ts$/.test(file) && !file.startsWith('desk'))
    .map((file) => `server/base/${file.replace(/\.ts$/, '')}`);
  return [...portal, ...own].sort();
}

const at = Date.UTC(2026, 2, 18, 9, 0, 5);
const failedBlock = {
  type: 'api/executeMutation/rejected',
  payload: { status: 409, data: { message: 'Dit nummer staat al op de bloklijst.' } },
  meta: { arg: { endpointName: 'addBlockedNumber', originalArgs: { number: '0612345678' } } },
};
const dialog = (description: string) => ({
  type: 'ui/dialogOpened',
  payload: { dialogId: 'd1', title: 'Fout', description, options: [{ id: 'ok', label: 'OK' }] },
});

test('every dictionary of what the product says to a customer is a source of readable texts', () => {
  expect(Object.keys(PRODUCT_TEXT_SOURCES).sort()).toEqual(dictionaryFiles());
});

test("the log keeps the product's messages readable; personal data and texts made with it stay markers", async () => {
  const s = server();
  const recorded = [
    failedBlock,
    dialog('Dit nummer staat al op de bloklijst.'),
    // Made with the customer's address: not a fixed text of the product.
    {
      type: 'api/executeMutation/fulfilled',
      payload: { message: 'De gesprekken zijn verstuurd naar admin@demo.test.' },
    },
    // A name where a message would be, and the customer's own words in a read's answer.
    { type: 'api/executeMutation/rejected', payload: { status: 400, data: { message: 'Jan de Vries' } } },
    {
      type: 'api/executeQuery/fulfilled',
      payload: { subject: 'Factuur', message: 'Er is iets misgegaan. Probeer het later opnieuw.' },
    },
  ].map((action, index) => ({ time: at + index * 1000, action }));
  const diagnostics = buildDiagnostics(recorded, {
    appVersion: '1.0.0',
    platform: 'desktop',
    viewport: { width: 1366, height: 900 },
    createdAt: new Date(at + 10_000).toISOString(),
  });
  // What leaves the browser: markers, those of what the product said with a fingerprint.
  const sent = JSON.stringify(diagnostics);
  expect(sent).not.toMatch(/bloklijst|admin@demo\.test|Jan de Vries|0612345678/);
  expect(sent).toMatch(/‹tekst:36:[0-9a-z]+›/);

  const { token } = await s.login('admin@demo.test');
  const created = await s.post<Ticket>(
    '/api/tickets',
    { subject: 'Nummer blokkeren lukt niet', message: 'Zie de technische gegevens.', category: 4, diagnostics },
    token,
  );
  expect(created.status).toBe(201);
  const staff = await staffLogin(s, MEDEWERKER);
  const [log] = (await s.get<TicketDiagnosticsResponse>(`/api/desk/ticket/${created.body.id}/logs`, staff.token)).body
    .logs;
  const actions = log?.diagnostics.actions ?? [];
  expect(actions.map((a) => a.payload)).toEqual([
    { status: 409, data: { message: 'Dit nummer staat al op de bloklijst.' } },
    {
      dialogId: 'd1',
      title: 'Fout',
      description: 'Dit nummer staat al op de bloklijst.',
      options: [{ id: 'ok', label: 'OK' }],
    },
    { message: '‹tekst:50›' },
    { status: 400, data: { message: '‹tekst:12›' } },
    // A read's answer is data: no fingerprint, so nothing put back, not even a text the product has.
    { subject: '‹tekst:7›', message: '‹tekst:48›' },
  ]);
  expect(actions[0]?.meta).toEqual({
    arg: { endpointName: 'addBlockedNumber', originalArgs: { number: '‹tekst:10›' } },
  });
  expect(JSON.stringify(log)).not.toMatch(/‹tekst:\d+:/);
});
