/**
 * Demo data (README "Demo accounts"), relative to the clock so that dates, month ends and call lists
 * always look current. All demo users have the password `Welkom123`.
 */
import type { Role } from '../../src/api/permissions';
import type { PasswordHasher } from '../auth/passwords';
import type { Clock } from '../base/clock';
import { addDays, addMonths, endOfMonth, firstOfMonth, localDate, zonedMoment } from '../base/dates';
import type { Queryable } from '../db/db';
import { refreshCallTotals } from '../domain/callTotals';
import {
  bundleIds,
  bundles,
  EXTENSION_BUSINESS,
  EXTENSION_MOBILE,
  plans,
  TICKET_TYPE_EXTRA_NUMBER,
  TICKET_TYPE_QUESTION,
  ticketStatuses,
} from '../domain/catalogue';
import { demoCalls } from './calls';
import { insertOne, insertRows } from './insert';
import { seedInvoiceHistory } from './invoices';
import { seedDemoStaff } from './staff';
import { demoTickets, type TicketSeed } from './tickets';

export const DEMO_PASSWORD = 'Welkom123';
/** 'Prepaid 100': the credit the demo's top-ups bought. */
const PREPAID_PLAN = 12;

interface UserSeed {
  email: string;
  fullName: string;
  isAdmin: boolean;
  /** A portal colleague's role (invited through 'Gebruikers en rechten'); else by isAdmin. */
  role?: Role;
  active?: boolean;
}

interface CustomerSeed {
  poc: string;
  hasSms: boolean;
  account: Record<string, string>;
  users: UserSeed[];
  numbers: Array<{ phoneNumber: string; name: string }>;
  subscription: { planId: number; monthsAgo: number; state: 'active' | 'cancelled' | 'lapsed'; reason?: string };
  /** Prepaid credit bought in the last months; the invoice history invoices each top-up. */
  topUps: boolean;
  blocked: string[];
  extraUsers: string[];
  extraNumbers: Array<{ extension: number; display: string; slot: number }>;
  tickets: TicketSeed[];
  credit?: { credit: number; upgrade: number; endInDays: number; renewal: 0 | 1; bank: string };
  twoStep?: 0 | 1;
  newsletter?: 0 | 1;
  /** Seed of the demo calls; null: the account has made no calls. */
  callSeed: number | null;
}

const address = (street: string, number: string, zip: string, city: string) => ({ address: street, number, zip, city });

/** An account with none of the extras: no sms, top-ups, blocked numbers, extra users or numbers, or tickets. */
const nothingExtra = () => ({
  hasSms: false,
  topUps: false,
  blocked: [],
  extraUsers: [],
  extraNumbers: [],
  tickets: [],
});

function customers(): CustomerSeed[] {
  return [
    {
      poc: '100001',
      hasSms: true,
      account: {
        firstname: 'Jan',
        prefix: 'de',
        lastname: 'Vries',
        company: 'De Vries Installatietechniek B.V.',
        mobile: '0612345678',
        ...address('Keizersgracht', '123', '1015 CJ', 'Amsterdam'),
        numberadd: 'A',
        coc: '12345678',
        companyemail: 'facturen@demo.test',
        voicemail_email: 'voicemail@demo.test',
        iban: 'NL91ABNA0417164300',
        ponumber: 'PO-2024-17',
      },
      users: [
        { email: 'admin@demo.test', fullName: 'Jan de Vries', isAdmin: true },
        { email: 'gebruiker@demo.test', fullName: 'Gert Bakker', isAdmin: false },
        { email: 'boekhouder@demo.test', fullName: 'Bea Hendriks', isAdmin: false, role: 'financieel' },
        { email: 'meekijker@demo.test', fullName: 'Mark Peters', isAdmin: false, role: 'alleen_lezen' },
      ],
      numbers: [
        { phoneNumber: '0201234567', name: 'Hoofdnummer' },
        { phoneNumber: '0201234568', name: 'Verkoop' },
        { phoneNumber: '0851234500', name: 'Service' },
      ],
      subscription: { planId: 2, monthsAgo: 14, state: 'active' },
      topUps: true,
      blocked: ['31612345670', '0851234567', '3225123456'],
      extraUsers: ['gebruiker@demo.test', 'sip-1002'],
      extraNumbers: [
        { extension: EXTENSION_MOBILE, display: '06 1234 5670', slot: 1 },
        { extension: EXTENSION_BUSINESS, display: '085 123 4567', slot: 2 },
        { extension: EXTENSION_MOBILE, display: '06 9876 5432', slot: 0 },
      ],
      tickets: demoTickets.admin,
      newsletter: 1,
      callSeed: 1,
    },
    {
      poc: '100002',
      ...nothingExtra(),
      account: {
        firstname: 'Petra',
        prefix: '',
        lastname: 'Jansen',
        company: 'Jansen Schoonmaak',
        mobile: '0623456789',
        ...address('Oudegracht', '45', '3511 AB', 'Utrecht'),
        coc: '23456789',
        companyemail: 'petra@demo.test',
        voicemail_email: 'prepaid@demo.test',
        iban: 'NL20INGB0001234567',
      },
      users: [{ email: 'prepaid@demo.test', fullName: 'Petra Jansen', isAdmin: true }],
      numbers: [{ phoneNumber: '0301234567', name: 'Kantoor' }],
      subscription: { planId: 12, monthsAgo: 4, state: 'active' },
      topUps: true,
      credit: { credit: 12.5, upgrade: 5, endInDays: 20, renewal: 1, bank: 'iDEAL' },
      callSeed: 2,
    },
    {
      poc: '100003',
      ...nothingExtra(),
      account: {
        firstname: 'Olga',
        prefix: 'van',
        lastname: 'Dam',
        company: 'Van Dam Advies',
        mobile: '0634567890',
        ...address('Grote Markt', '7', '9711 LV', 'Groningen'),
        coc: '34567890',
        companyemail: 'olga@demo.test',
        voicemail_email: 'opgezegd@demo.test',
        iban: 'NL44RABO0123456789',
      },
      users: [{ email: 'opgezegd@demo.test', fullName: 'Olga van Dam', isAdmin: true }],
      numbers: [{ phoneNumber: '0501234567', name: 'Praktijk' }],
      subscription: { planId: 1, monthsAgo: 8, state: 'cancelled', reason: 'Ik heb een andere oplossing gevonden' },
      callSeed: 3,
    },
    {
      poc: '100004',
      ...nothingExtra(),
      hasSms: true,
      account: {
        firstname: 'Ivo',
        prefix: '',
        lastname: 'Smit',
        company: 'Smit Transport',
        mobile: '0645678901',
        ...address('Markt', '1', '5611 EB', 'Eindhoven'),
        coc: '45678901',
        companyemail: 'ivo@demo.test',
        voicemail_email: 'inactief@demo.test',
        iban: 'NL69ABNA0456789012',
      },
      users: [{ email: 'inactief@demo.test', fullName: 'Ivo Smit', isAdmin: true, active: false }],
      numbers: [{ phoneNumber: '0401234567', name: 'Planning' }],
      subscription: { planId: 1, monthsAgo: 24, state: 'lapsed', reason: 'Ik maak geen gebruik meer van Telvaro' },
      blocked: ['0612000000'],
      callSeed: 4,
    },
    {
      poc: '200001',
      hasSms: true,
      account: {
        firstname: 'Anna',
        prefix: '',
        lastname: 'de Boer',
        company: 'De Boer Logistiek',
        mobile: '0656789012',
        ...address('Coolsingel', '40', '3011 AD', 'Rotterdam'),
        coc: '56789012',
        companyemail: 'anna@demo.test',
        voicemail_email: 'ander@demo.test',
        iban: 'NL02ABNA0123456789',
      },
      users: [{ email: 'ander@demo.test', fullName: 'Anna de Boer', isAdmin: true }],
      numbers: [
        { phoneNumber: '0101234567', name: 'Receptie' },
        { phoneNumber: '0101234568', name: 'Magazijn' },
      ],
      subscription: { planId: 3, monthsAgo: 6, state: 'active' },
      topUps: false,
      blocked: ['0687654321', '0201111111'],
      extraUsers: ['sip-2001'],
      extraNumbers: [{ extension: EXTENSION_BUSINESS, display: '085 765 4321', slot: 1 }],
      tickets: demoTickets.other,
      callSeed: 5,
    },
    // Accounts whose data the account pages may change (deletion, password, e-mail) without touching the
    // accounts other demos and tests read.
    {
      poc: '100005',
      ...nothingExtra(),
      account: {
        firstname: 'Fleur',
        prefix: 'van',
        lastname: 'Dam',
        company: 'Van Dam Advies',
        mobile: '0678901234',
        ...address('Oudegracht', '200', '3511 NR', 'Utrecht'),
        coc: '67890123',
        companyemail: 'fleur@demo.test',
        voicemail_email: 'afscheid@demo.test',
        iban: 'NL20INGB0001234567',
        ponumber: '',
      },
      users: [{ email: 'afscheid@demo.test', fullName: 'Fleur van Dam', isAdmin: true }],
      numbers: [{ phoneNumber: '0301112233', name: 'Kantoor' }],
      subscription: { planId: 1, monthsAgo: 20, state: 'lapsed', reason: 'Ik heb een andere oplossing gevonden' },
      callSeed: 6,
    },
    {
      poc: '100006',
      ...nothingExtra(),
      account: {
        firstname: 'Bas',
        prefix: '',
        lastname: 'Kok',
        company: 'Kok Schilderwerken',
        mobile: '0689012345',
        ...address('Grote Markt', '5', '9711 LV', 'Groningen'),
        coc: '78901234',
        companyemail: 'bas@demo.test',
        voicemail_email: 'wijzig@demo.test',
        iban: 'NL44RABO0123456789',
      },
      users: [{ email: 'wijzig@demo.test', fullName: 'Bas Kok', isAdmin: true }],
      numbers: [{ phoneNumber: '0501234567', name: 'Werkplaats' }],
      subscription: { planId: 1, monthsAgo: 3, state: 'active' },
      callSeed: 7,
    },
    {
      // Two-step verification by e-mail is on: login asks for the mailed code (README "Demo accounts").
      poc: '100007',
      ...nothingExtra(),
      account: {
        firstname: 'Tom',
        prefix: '',
        lastname: 'Visser',
        company: 'Visser Techniek',
        mobile: '0667890123',
        ...address('Vismarkt', '3', '2011 JK', 'Haarlem'),
        coc: '89012345',
        companyemail: 'tom@demo.test',
        voicemail_email: 'tweestap@demo.test',
        iban: 'NL39RABO0300065264',
      },
      users: [{ email: 'tweestap@demo.test', fullName: 'Tom Visser', isAdmin: true }],
      numbers: [{ phoneNumber: '0231234567', name: 'Werkplaats' }],
      subscription: { planId: 1, monthsAgo: 3, state: 'active' },
      twoStep: 1,
      callSeed: 8,
    },
    {
      // No calls yet, so the cost controls start from nothing: tests and browser journeys set its usage
      // limit and feed it calls (POST /api/dev/calls).
      poc: '100008',
      ...nothingExtra(),
      account: {
        firstname: 'Lotte',
        prefix: '',
        lastname: 'Mulder',
        company: 'Mulder Montage',
        mobile: '0690123456',
        ...address('Breestraat', '12', '2311 CS', 'Leiden'),
        coc: '90123456',
        companyemail: 'lotte@demo.test',
        voicemail_email: 'limiet@demo.test',
        iban: 'NL86INGB0002445588',
      },
      users: [{ email: 'limiet@demo.test', fullName: 'Lotte Mulder', isAdmin: true }],
      numbers: [{ phoneNumber: '0711234567', name: 'Bus' }],
      subscription: { planId: 1, monthsAgo: 5, state: 'active' },
      callSeed: null,
    },
  ];
}

/** The demo customers as seeded (tests check that their personal data stays out of support logs). */
export const demoCustomers = customers;

/** One argon2id hash (own salt) per demo user, computed once per process: resets stay fast. */
let cachedHashes: Promise<string[]> | null = null;
function demoHashes(hasher: PasswordHasher, count: number): Promise<string[]> {
  cachedHashes ??= Promise.all(Array.from({ length: count }, () => hasher.hash(DEMO_PASSWORD)));
  return cachedHashes;
}

export async function seedCatalogue(q: Queryable): Promise<void> {
  await insertRows(
    q,
    'plans',
    plans.map((p, sort) => ({
      id: p.id,
      type: p.type,
      name: p.name,
      description: p.description,
      sales_line1: p.salesLine1,
      price: p.price,
      icon: p.icon,
      access_type: p.accessType,
      included_minutes: p.includedMinutes,
      sort,
    })),
  );
  await insertRows(
    q,
    'bundles',
    bundles.map((b) => ({ id: b.id, kind: b.kind, name: b.name, price: b.price })),
  );
}

/** Inserts the catalogue and the demo customers into an empty database. */
export async function seedDemo(q: Queryable, clock: Clock, hasher: PasswordHasher): Promise<void> {
  const now = clock.now();
  const today = localDate(now);
  const defs = customers();
  const hashes = await demoHashes(hasher, defs.flatMap((c) => c.users).length);
  let hashIndex = 0;
  await seedCatalogue(q);
  for (const c of defs) {
    const customerId = await insertOne(q, 'customers', {
      poc: c.poc,
      has_sms: c.hasSms,
      ...c.account,
      credit: c.credit?.credit ?? null,
      upgrade_credit: c.credit?.upgrade ?? null,
      credit_end_date: c.credit ? addDays(today, c.credit.endInDays) : null,
      initial_expire_date: c.credit ? addDays(today, c.credit.endInDays) : null,
      renewal: c.credit?.renewal ?? 0,
      bank: c.credit?.bank ?? '',
    });
    const numberIds = await insertRows(
      q,
      'phone_numbers',
      c.numbers.map((n, sort) => ({ customer_id: customerId, phone_number: n.phoneNumber, name: n.name, sort })),
    );
    const userIds: Record<string, number> = {};
    for (const u of c.users) {
      userIds[u.email] = await insertOne(q, 'users', {
        customer_id: customerId,
        email: u.email,
        password_hash: hashes[hashIndex++],
        full_name: u.fullName,
        role: u.role ?? (u.isAdmin ? 'beheerder' : 'gebruiker'),
        account_holder: u.isAdmin,
        colleague: u.role !== undefined,
        active: u.active ?? true,
        two_step: c.twoStep ?? 0,
        newsletter: c.newsletter ?? 0,
        outgoing_number_id: numberIds[0],
      });
    }
    await insertOne(q, 'subscriptions', subscriptionRow(customerId, c.subscription, now, today));
    const ownNumber = c.numbers[0]?.phoneNumber ?? '';
    const calls = c.callSeed === null ? [] : demoCalls(ownNumber, now, c.callSeed);
    if (c.topUps) await insertRows(q, 'credit_topups', topUpRows(customerId, c, today));
    if (c.blocked.length > 0)
      await q.query(`INSERT INTO blocked_numbers (customer_id, number, created_at) SELECT $1, unnest($2::text[]), $3`, [
        customerId,
        c.blocked,
        now,
      ]);
    await insertRows(
      q,
      'extra_users',
      c.extraUsers.map((value, i) => ({
        customer_id: customerId,
        bundle_id: bundleIds['extra-user'],
        stored_value: value,
        user_id: userIds[value] ?? null,
        created_at: new Date(now.getTime() - (60 - i) * 86_400_000),
      })),
    );
    await insertRows(
      q,
      'extra_numbers',
      c.extraNumbers.map((n, i) => ({
        customer_id: customerId,
        bundle_id:
          n.extension === EXTENSION_BUSINESS ? bundleIds['extra-business-number'] : bundleIds['extra-local-number'],
        number_extension_id: n.extension,
        phone_number_display: n.display,
        slot: n.slot,
        created_at: new Date(now.getTime() - (90 - i) * 86_400_000),
      })),
    );
    for (const ticket of c.tickets) await seedTicket(q, customerId, ticket, now);
    await insertRows(
      q,
      'calls',
      calls.map((call) => ({ customer_id: customerId, ...call })),
    );
  }
  // The calls went in as rows: rate them and build the month's totals as recording them would.
  await refreshCallTotals(q);
  await seedInvoiceHistory(q, today);
  await seedDemoStaff(q, hasher, DEMO_PASSWORD, now);
}

function subscriptionRow(
  customerId: number,
  s: CustomerSeed['subscription'],
  now: Date,
  today: string,
): Record<string, unknown> {
  const row: Record<string, unknown> = {
    customer_id: customerId,
    plan_id: s.planId,
    start_date: addMonths(today, -s.monthsAgo),
  };
  if (s.state === 'cancelled') {
    row.cancel_time = new Date(now.getTime() - 3 * 86_400_000);
    row.cancel_reason = s.reason ?? null;
    row.expire_date = endOfMonth(today);
  } else if (s.state === 'lapsed') {
    row.cancel_time = new Date(now.getTime() - 75 * 86_400_000);
    row.cancel_reason = s.reason ?? null;
    row.expire_date = endOfMonth(addMonths(today, -2));
  }
  return row;
}

/**
 * The top-ups bought: the prepaid customer's three of the last months, an account with a subscription
 * one (a gift of credit). All fall in months that have ended, so the invoice history invoices them.
 */
function topUpRows(customerId: number, c: CustomerSeed, today: string): Array<Record<string, unknown>> {
  const latest = addDays(firstOfMonth(today), -6);
  const dates = c.credit ? [latest, addDays(latest, -35), addDays(latest, -90)] : [latest];
  return dates.map((date) => ({
    customer_id: customerId,
    plan_id: PREPAID_PLAN,
    paid_at: zonedMoment(date, '10:00:00'),
  }));
}

async function seedTicket(q: Queryable, customerId: number, ticket: TicketSeed, now: Date): Promise<void> {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 3_600_000);
  const ticketId = await insertOne(q, 'tickets', {
    customer_id: customerId,
    type_id: ticket.extraNumber ? TICKET_TYPE_EXTRA_NUMBER : TICKET_TYPE_QUESTION,
    category_id: ticket.category,
    status_id: ticket.status,
    subject: ticket.subject,
    message: ticket.message,
    created_at: at(ticket.hoursAgo),
    locked: ticket.status === ticketStatuses.closed,
    last_read_at: ticket.readHoursAgo === null ? null : at(ticket.readHoursAgo),
  });
  await insertRows(
    q,
    'ticket_messages',
    ticket.conversation.map((m) => ({
      ticket_id: ticketId,
      message: m.message,
      created_at: at(m.hoursAgo),
      is_employee: m.employee,
      status_change: m.statusChange ?? null,
    })),
  );
}
