/**
 * A store at a provider's scale, made set-based in SQL (`generate_series`) on top of the demo data:
 * many customers with a month and a half of calls each, one of them a call centre with a very busy
 * month (`groot@demo.test`), and a desk full of tickets. For `npm run db:seed:big` and its test
 * (docs/decisions/0084-big-seed-and-scale-bench.md).
 */
import type { StoreConfig } from '../base/config';
import { addMonths, firstOfMonth, localDate, zonedMoment } from '../base/dates';
import type { Queryable } from '../db/db';
import { refreshCallTotals } from '../domain/callTotals';
import { TICKET_TYPE_QUESTION } from '../domain/catalogue';
import { fillDueTimes } from '../domain/desk/responseTimes';
import { addGeneratedCalls } from '../tables/calls';

export interface BigSizes {
  /** Customers added, the big one included. */
  customers: number;
  /** Calls of the big customer this month. */
  bigCalls: number;
  /** Calls added in all, the big customer's included (spread over this month and the last). */
  calls: number;
  tickets: number;
}

export const DEFAULT_BIG_SIZES: BigSizes = { customers: 2000, bigCalls: 50_000, calls: 2_000_000, tickets: 100_000 };

const OPTIONS: Record<string, keyof BigSizes> = {
  '--customers': 'customers',
  '--big-calls': 'bigCalls',
  '--calls': 'calls',
  '--tickets': 'tickets',
};

/** Sizes from `--customers=N --big-calls=N --calls=N --tickets=N`; the defaults for the rest. */
export function bigSizesFrom(argv: readonly string[]): BigSizes {
  const sizes = { ...DEFAULT_BIG_SIZES };
  for (const arg of argv) {
    const [name = '', value] = arg.split('=');
    const key = OPTIONS[name];
    if (!key) continue;
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0) throw new Error(`${name} wants a whole number, not ${value}`);
    sizes[key] = n;
  }
  sizes.calls = Math.max(sizes.calls, sizes.bigCalls);
  return sizes;
}

/** The big customer's login (the demo password) and account number. */
export const BIG_ACCOUNT = { email: 'groot@demo.test', poc: '500001' };

/** Account numbers of the added customers: 500001 onwards, apart from the demo's. */
const POC_BASE = 500_000;

/** The store with room for statements of minutes (the requests' time-out would stop the seed). */
export const forBulkWork = (store: StoreConfig): StoreConfig =>
  store.kind === 'postgres' ? { ...store, pool: { ...store.pool, statementTimeoutMs: 3_600_000 } } : store;

/** Removes what an earlier run added (the customers' rows go with them). */
async function removeBig(q: Queryable): Promise<void> {
  await q.query(`DELETE FROM customers WHERE poc ~ '^5[0-9]{5}$'`);
}

async function addCustomers(q: Queryable, count: number, now: Date): Promise<void> {
  await q.query(
    `INSERT INTO customers (poc, firstname, lastname, company, companyemail, city)
     SELECT ($1 + g)::text, 'Klant', 'Nummer ' || g, 'Bedrijf ' || g, 'klant' || g || '@groot.test', 'Utrecht'
       FROM generate_series(1, $2::int) g`,
    [POC_BASE, count],
  );
  await q.query(
    `INSERT INTO phone_numbers (customer_id, phone_number, name)
     SELECT id, '030' || lpad((poc::int - $1)::text, 7, '0'), 'Hoofdnummer' FROM customers WHERE poc ~ '^5[0-9]{5}$'`,
    [POC_BASE],
  );
  // The demo password, hashed as the demo's admin has it.
  await q.query(
    `INSERT INTO users (customer_id, email, password_hash, full_name, role, account_holder, outgoing_number_id)
     SELECT c.id, CASE WHEN c.poc = $1 THEN $2 ELSE 'klant' || (c.poc::int - $3) || '@groot.test' END,
            (SELECT password_hash FROM users WHERE email = 'admin@demo.test'), c.company, 'beheerder', true, n.id
       FROM customers c JOIN phone_numbers n ON n.customer_id = c.id WHERE c.poc ~ '^5[0-9]{5}$'`,
    [BIG_ACCOUNT.poc, BIG_ACCOUNT.email, POC_BASE],
  );
  // Zakelijk Start and Zakelijk Plus in turn; the big one Plus (1,000 minutes).
  await q.query(
    `INSERT INTO subscriptions (customer_id, plan_id, start_date)
     SELECT id, CASE WHEN poc = $1 OR poc::int % 2 = 0 THEN 2 ELSE 1 END, $2::date
       FROM customers WHERE poc ~ '^5[0-9]{5}$'`,
    [BIG_ACCOUNT.poc, addMonths(localDate(now), -12)],
  );
}

async function addTickets(q: Queryable, count: number, now: Date): Promise<void> {
  await q.query(
    `INSERT INTO tickets (customer_id, type_id, category_id, status_id, subject, message, created_at, locked)
     SELECT c.id, $2, 1 + g % 4, 1 + g % 4,
            (ARRAY['Doorschakelen werkt niet', 'Vraag over mijn factuur', 'Nummerweergave aanpassen',
                   'Voicemail instellen', 'Extra gebruiker toevoegen'])[1 + g % 5] || ' (' || g || ')',
            'Melding ' || g || ' van een klant.',
              $3::timestamptz - (g % 365) * interval '1 day' - (g % 86400) * interval '1 second',
            g % 4 = 3
       FROM generate_series(1, $1::int) g
       JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS i, count(*) OVER () AS n
               FROM customers WHERE poc ~ '^5[0-9]{5}$') c ON c.i = g % c.n`,
    [count, TICKET_TYPE_QUESTION, now],
  );
}

/** Adds the big data set (after removing an earlier one), then rates and totals every call. */
export async function seedBig(q: Queryable, sizes: BigSizes, now: Date): Promise<void> {
  await removeBig(q);
  await addCustomers(q, Math.max(1, sizes.customers), now);
  const thisMonth = zonedMoment(firstOfMonth(localDate(now)));
  const lastMonth = zonedMoment(addMonths(firstOfMonth(localDate(now)), -1));
  const added = await q.query<{ id: number; poc: string }>(
    `SELECT id, poc FROM customers WHERE poc ~ '^5[0-9]{5}$' ORDER BY id`,
  );
  const big = added.filter((c) => c.poc === BIG_ACCOUNT.poc).map((c) => c.id);
  const others = added.filter((c) => c.poc !== BIG_ACCOUNT.poc).map((c) => c.id);
  await addGeneratedCalls(q, big, sizes.bigCalls, thisMonth, now);
  // Everyone else's calls over this month and the last (the big one's share too, when alone).
  await addGeneratedCalls(q, others.length > 0 ? others : big, sizes.calls - sizes.bigCalls, lastMonth, now);
  await addTickets(q, sizes.tickets, now);
  // Due times as the desk's reads would give them, in the seed rather than in the first reads.
  while ((await fillDueTimes(q)) > 0);
  // The added calls were stored rated (and the demo's are already): the totals only.
  await refreshCallTotals(q, null, { rate: false });
}
