/**
 * The world of the support log's privacy property (unit/support/diagnostics/noPersonalData.test.ts):
 * the demo data's personal data, the demo server's own answers that carry it (captured once, to be
 * replayed as steps), and a store with the real recorder.
 */
import { configureStore } from '@reduxjs/toolkit';
import { logIn } from '../../scripts/lib/logIn';
import { demoCalls } from '../../server/seed/calls';
import { DEMO_PASSWORD, demoCustomers } from '../../server/seed/demo';
import { baseApi } from '../../src/api/baseApi';
import type {
  Account,
  AppConfigResponse,
  BlacklistResponse,
  Ticket,
  TicketsResponse,
  TokenSet,
} from '../../src/api/contract';
import { createActionLog } from '../../src/app/actionLog';
import { accountApi } from '../../src/features/account/accountApi';
import { blacklistApi } from '../../src/features/blacklist/blacklistApi';
import { bundlesApi } from '../../src/features/bundles/bundlesApi';
import { creditApi } from '../../src/features/credit/creditApi';
import { dashboardApi } from '../../src/features/dashboard/dashboardApi';
import { invoicesApi } from '../../src/features/invoices/invoicesApi';
import { numbersApi } from '../../src/features/numbers/numbersApi';
import { settingsApi } from '../../src/features/settings/settingsApi';
import { subscriptionsApi } from '../../src/features/subscriptions/subscriptionsApi';
import { supportApi } from '../../src/features/support/supportApi';
import { callPagesApi } from '../../src/features/usage/callPagesApi';
import { usageApi } from '../../src/features/usage/usageApi';
import { sessionSlice } from '../../src/session/sessionSlice';
import { authApi } from '../../src/session/tokens/authApi';
import { uiSlice } from '../../src/ui/uiSlice';

const ACCOUNTS = ['admin@demo.test', 'prepaid@demo.test', 'gebruiker@demo.test', 'opgezegd@demo.test'];

/** The app's reducers and every endpoint behind the real action-log recorder; the token is set per step. */
export function testStore() {
  let token: string | null = null;
  const session = { accessToken: () => token, reauthenticate: () => Promise.resolve(false) };
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer, session: sessionSlice.reducer, ui: uiSlice.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { session } } }).concat(createActionLog(), baseApi.middleware),
  });
  return { store, setToken: (next: string | null) => (token = next) };
}
export type Store = ReturnType<typeof testStore>['store'];

/** One thing the user (or the app) did: a slice action, or a call with its answer. */
export interface Step {
  label: string;
  run(store: Store): unknown;
  answer?: { status: number; body: unknown };
}

/** Every password, e-mail address, IBAN and phone number of the demo data (phones also as digits). */
export function demoSecrets() {
  const digits = (text: string) => text.replace(/\D/g, '');
  const secrets = new Set<string>([DEMO_PASSWORD]);
  const addPhone = (phone: string) => {
    secrets.add(phone);
    if (digits(phone).length >= 8) secrets.add(digits(phone));
  };
  for (const customer of demoCustomers()) {
    for (const user of customer.users) secrets.add(user.email);
    for (const key of ['companyemail', 'voicemail_email', 'iban'] as const) {
      const value = customer.account[key];
      if (value) secrets.add(value);
    }
    if (customer.account.mobile) addPhone(customer.account.mobile);
    customer.numbers.forEach((n) => addPhone(n.phoneNumber));
    customer.blocked.forEach(addPhone);
    customer.extraNumbers.forEach((n) => addPhone(n.display));
    customer.extraUsers.filter((u) => u.includes('@')).forEach((u) => secrets.add(u));
    const calls =
      customer.callSeed === null
        ? []
        : demoCalls(customer.numbers[0]?.phoneNumber ?? '', new Date(), customer.callSeed, 1);
    for (const call of calls) {
      addPhone(call.called_number);
      addPhone(call.telephone_number);
    }
  }
  return {
    secrets,
    emails: [...secrets].filter((s) => s.includes('@')),
    phones: [...secrets].filter((s) => /^[\d +]+$/.test(s)),
    ibans: [...secrets].filter((s) => /^[A-Z]{2}\d{2}/.test(s)),
  };
}

/** The demo server's answers, captured for replay. */
export interface Captured {
  tokens: TokenSet[];
  users: AppConfigResponse['user'][];
  accounts: Account[];
  tickets: Ticket[];
  blacklist: BlacklistResponse;
  /** Each read of each account as a step answered with the server's own answer. */
  queries: Step[];
}

export const emptyCapture = (): Captured => ({
  tokens: [],
  users: [],
  accounts: [],
  tickets: [],
  blacklist: { numbers: [] },
  queries: [],
});

/**
 * Logs in as four demo accounts at `apiBaseUrl` and captures into `captured` what the server answers
 * to every read; their tokens join `secrets`.
 */
export async function captureAnswers(apiBaseUrl: string, captured: Captured, secrets: Set<string>): Promise<void> {
  const get = async (path: string, token: string, body?: unknown) => {
    const response = await fetch(`${apiBaseUrl}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    return (await response.json()) as unknown;
  };
  for (const email of ACCOUNTS) {
    const tokens = await logIn(apiBaseUrl, email);
    captured.tokens.push(tokens);
    secrets.add(tokens.token);
    secrets.add(tokens.refresh_token);
    const t = tokens.token;
    const config = (await get('/app/config', t)) as AppConfigResponse;
    captured.users.push(config.user);
    const poc = config.user.poc;
    const query = (label: string, body: unknown, run: Step['run']) =>
      captured.queries.push({ label: `${label} (${email})`, run, answer: { status: 200, body } });
    query('appConfig', config, (s) => s.dispatch(authApi.endpoints.appConfig.initiate()));
    query('getDashboard', await get('/dashboard', t), (s) =>
      s.dispatch(dashboardApi.endpoints.getDashboard.initiate()),
    );
    query('getNumbers', await get('/numbers', t), (s) => s.dispatch(numbersApi.endpoints.getNumbers.initiate()));
    query('getSettings', await get('/settings', t), (s) => s.dispatch(settingsApi.endpoints.getSettings.initiate()));
    const account = (await get('/account', t)) as Account;
    captured.accounts.push(account);
    query('getAccount', account, (s) => s.dispatch(accountApi.endpoints.getAccount.initiate()));
    query('getCredit', await get('/credit', t), (s) => s.dispatch(creditApi.endpoints.getCredit.initiate()));
    query('getInvoices', await get('/invoices', t), (s) => s.dispatch(invoicesApi.endpoints.getInvoices.initiate()));
    query('getSubscriptions', await get('/subscriptions', t), (s) =>
      s.dispatch(subscriptionsApi.endpoints.getSubscriptions.initiate()),
    );
    const tickets = (await get('/tickets', t)) as TicketsResponse;
    if (Array.isArray(tickets.tickets)) captured.tickets.push(...tickets.tickets);
    query('getTickets', tickets, (s) => s.dispatch(supportApi.endpoints.getTickets.initiate()));
    for (const ticket of Array.isArray(tickets.tickets) ? tickets.tickets : [])
      query('getTicket', ticket, (s) => s.dispatch(supportApi.endpoints.getTicket.initiate(ticket.id)));
    query('getUsage', await get('/usage', t), (s) => s.dispatch(usageApi.endpoints.getUsage.initiate()));
    query('getCallPages', await get(`/usage/calls/${poc}`, t), (s) =>
      s.dispatch(callPagesApi.endpoints.getCallPages.initiate({ poc, month: 'current', direction: 'all', number: '' })),
    );
    query('getBundles', await get(`/accounts/${poc}/bundles`, t), (s) =>
      s.dispatch(bundlesApi.endpoints.getBundles.initiate(poc)),
    );
    query('getActiveBundles', await get(`/accounts/${poc}/bundles/active`, t), (s) =>
      s.dispatch(bundlesApi.endpoints.getActiveBundles.initiate(poc)),
    );
    const blacklist = (await get('/blacklist', t, { userPoc: poc })) as BlacklistResponse;
    if (Array.isArray(blacklist.numbers) && blacklist.numbers.length > 0) captured.blacklist = blacklist;
    query('getBlacklist', blacklist, (s) => s.dispatch(blacklistApi.endpoints.getBlacklist.initiate(poc)));
  }
}
