/**
 * The one-off porting fee lands on exactly one invoice: the next month's invoice after the number was
 * ported, never before it is ported, never twice, and not for a request that did not go through.
 */
import type { PortingForm, PortingRequestView } from '../../src/api/portingContract';
import { useTestServer, type TestServer } from './helpers';
import { linesOf, runMonth, runInvoices } from './invoiceRunHelpers';
import { advance, readPorting, sentPorting } from './portingHelpers';

const server = useTestServer();

/** The admin's invoice of the test's runs for `period` ('YYYY-MM'), with its lines. */
async function adminInvoice(s: TestServer, period: string) {
  const [invoice] = (await runInvoices(s)).filter((row) => row.poc === '100001' && row.runKey === `month:${period}`);
  if (!invoice) throw new Error(`no invoice of ${period}`);
  return { ...invoice, lines: await linesOf(s, invoice.id) };
}

async function ported(s: TestServer, token: string, number: string): Promise<PortingRequestView> {
  const form = await s.get<PortingForm>('/api/porting-form', token);
  const request = await sentPorting(s, token, { firstNumber: number, wantedDate: form.body.earliestDate });
  for (let step = 0; step < 3; step += 1) await advance(s, number);
  return (await readPorting(s, request.id, token)).body;
}

test('the fee of a number ported in March is on the March invoice, once; April has none', async () => {
  const s = server();
  const admin = (await s.login('admin@demo.test')).token;
  const done = await ported(s, admin, '0207654321');
  expect(done).toMatchObject({ status: 'performed', fee: 5, feeInvoice: null });
  // A request refused by the current provider costs nothing.
  const refused = await sentPorting(s, admin, { firstNumber: '0207654322' });
  await advance(s, '0207654322', { block: 'ADRES' });

  s.clock.set('2026-04-01T08:00:00Z');
  expect((await runMonth(s, '2026-03')).status).toBe(200);
  const march = await adminInvoice(s, '2026-03');
  const fees = march.lines.filter((line) => line.description.startsWith('Nummer overzetten'));
  expect(fees).toEqual([
    expect.objectContaining({ description: 'Nummer overzetten: 0207654321 (eenmalig)', quantity: 1, amount: 5 }),
  ]);
  // Run again, on this or another instance: nothing new.
  expect((await runMonth(s, '2026-03')).body.invoices).toEqual([]);
  const relogged = (await s.login('admin@demo.test')).token;
  expect((await readPorting(s, done.id, relogged)).body.feeInvoice).toEqual({
    number: march.number,
    date: '2026-04-01',
  });
  expect((await readPorting(s, refused.id, relogged)).body.feeInvoice).toBeNull();

  s.clock.set('2026-05-01T08:00:00Z');
  expect((await runMonth(s, '2026-04')).status).toBe(200);
  const april = await adminInvoice(s, '2026-04');
  expect(april.lines.filter((line) => line.description.startsWith('Nummer overzetten'))).toEqual([]);
});

test('a number ported on the first of the month, before the run, waits for the next month’s invoice', async () => {
  const s = server();
  s.clock.set('2026-04-01T05:00:00Z');
  const admin = (await s.login('admin@demo.test')).token;
  await ported(s, admin, '0207654321');
  s.clock.set('2026-04-01T08:00:00Z');
  await runMonth(s, '2026-03');
  expect((await adminInvoice(s, '2026-03')).lines.some((line) => line.description.startsWith('Nummer'))).toBe(false);
  s.clock.set('2026-05-01T08:00:00Z');
  await runMonth(s, '2026-04');
  expect((await adminInvoice(s, '2026-04')).lines.filter((line) => line.description.startsWith('Nummer'))).toHaveLength(
    1,
  );
});
