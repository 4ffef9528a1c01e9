import { personalDataJson } from '../../server/domain/accountExport';
import { addGeneratedCalls } from '../../server/tables/calls';
import { DEFAULT_NOW, useTestServer } from './helpers';

/** The personal-data export streams its calls in batches and stays the JSON it was. */
const server = useTestServer();

async function text(pieces: AsyncIterable<string>): Promise<{ text: string; pieces: number }> {
  let all = '';
  let count = 0;
  for await (const piece of pieces) {
    all += piece;
    count += 1;
  }
  return { text: all, pieces: count };
}

test('every call of the customer, oldest first, across batch boundaries, in the JSON of the whole', async () => {
  const s = server();
  const [customer] = await s.db.query<{ id: number }>("SELECT id FROM customers WHERE poc = '100001'");
  const customerId = customer?.id ?? 0;
  const now = Date.parse(DEFAULT_NOW);
  await addGeneratedCalls(s.db, [customerId], 250, new Date(now - 40 * 86_400_000), new Date(now - 86_400_000));
  const [stored] = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM calls WHERE customer_id = $1', [
    customerId,
  ]);

  const { text: json, pieces } = await text(personalDataJson(s.db, customerId, 100));
  const data = JSON.parse(json) as { klant: { poc: string }; gesprekken: Array<{ started_at: string; type: string }> };
  expect(data.klant.poc).toBe('100001');
  expect(data.gesprekken).toHaveLength(stored?.n ?? -1);
  expect(data.gesprekken.length).toBeGreaterThan(250);
  // The head, one piece per batch of 100, the end.
  expect(pieces).toBe(2 + Math.ceil(data.gesprekken.length / 100));
  const times = data.gesprekken.map((call) => call.started_at);
  expect(times).toEqual([...times].sort());
  expect(json).toBe(JSON.stringify(data, null, 2));
});

test('a customer without calls gets an empty list in valid JSON', async () => {
  const s = server();
  const [customer] = await s.db.query<{ id: number }>("SELECT id FROM customers WHERE poc = '100001'");
  await s.db.query('DELETE FROM calls WHERE customer_id = $1', [customer?.id]);
  const { text: json } = await text(personalDataJson(s.db, customer?.id ?? 0));
  const data = JSON.parse(json) as { gesprekken: unknown[] };
  expect(data.gesprekken).toEqual([]);
  expect(json).toBe(JSON.stringify(data, null, 2));
});
