/**
 * Property: whatever the user did, no token, password, IBAN, e-mail address or phone number of the
 * demo data reaches a support log. Random sequences of real actions of the real slices and of the
 * real RTK Query endpoints (their pending/fulfilled/rejected actions, with the demo server's own
 * answers as payloads and demo data in the arguments) go through the real recorder; the log that
 * would be sent is then searched for every secret of the demo data.
 */
import { configureStore } from '@reduxjs/toolkit';
import fc from 'fast-check';
import { logIn } from '../../../../scripts/lib/logIn';
import { demoCalls } from '../../../../server/seed/calls';
import { DEMO_PASSWORD, demoCustomers } from '../../../../server/seed/demo';
import { baseApi } from '../../../../src/api/baseApi';
import type {
  Account,
  AppConfigResponse,
  BlacklistResponse,
  Ticket,
  TicketsResponse,
  TokenSet,
} from '../../../../src/api/contract';
import { createActionLog } from '../../../../src/app/actionLog';
import { getConfig } from '../../../../src/config';
import { accountApi } from '../../../../src/features/account/accountApi';
import { blacklistApi } from '../../../../src/features/blacklist/blacklistApi';
import { bundlesApi } from '../../../../src/features/bundles/bundlesApi';
import { creditApi } from '../../../../src/features/credit/creditApi';
import { dashboardApi } from '../../../../src/features/dashboard/dashboardApi';
import { invoicesApi } from '../../../../src/features/invoices/invoicesApi';
import { numbersApi } from '../../../../src/features/numbers/numbersApi';
import { settingsApi } from '../../../../src/features/settings/settingsApi';
import { subscriptionsApi } from '../../../../src/features/subscriptions/subscriptionsApi';
import { buildDiagnostics } from '../../../../src/features/support/diagnostics/buildDiagnostics';
import { readActionLog } from '../../../../src/features/support/diagnostics/readActionLog';
import { supportApi } from '../../../../src/features/support/supportApi';
import { usageApi } from '../../../../src/features/usage/usageApi';
import { passwordApi } from '../../../../src/session/pages/passwordApi';
import { sessionSlice, type LogoutReason } from '../../../../src/session/sessionSlice';
import { authApi } from '../../../../src/session/tokens/authApi';
import { uiSlice } from '../../../../src/ui/uiSlice';
import { jsonResponse, stubFetch } from '../../../support/fetchStub';
import { startServer, type StartedServer } from '../../../support/startServer';

const ACCOUNTS = ['admin@demo.test', 'prepaid@demo.test', 'gebruiker@demo.test', 'opgezegd@demo.test'];

function testStore() {
  let token: string | null = null;
  const session = { accessToken: () => token, reauthenticate: () => Promise.resolve(false) };
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer, session: sessionSlice.reducer, ui: uiSlice.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { session } } }).concat(createActionLog(), baseApi.middleware),
  });
  return { store, setToken: (next: string | null) => (token = next) };
}
type Store = ReturnType<typeof testStore>['store'];
/** What the stubbed API answers to the next call. */
let answer: { status: number; body: unknown } = { status: 200, body: {} };

/** One thing the user (or the app) did: a slice action, or a call with its answer. */
interface Step {
  label: string;
  run(store: Store): unknown;
  answer?: { status: number; body: unknown };
}

// ---------- the demo data: its secrets, and the server's answers ----------

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
const emails = [...secrets].filter((s) => s.includes('@'));
const phones = [...secrets].filter((s) => /^[\d +]+$/.test(s));
const ibans = [...secrets].filter((s) => /^[A-Z]{2}\d{2}/.test(s));

interface Captured {
  tokens: TokenSet[];
  users: AppConfigResponse['user'][];
  accounts: Account[];
  tickets: Ticket[];
  blacklist: BlacklistResponse;
  queries: Step[];
}
const captured: Captured = {
  tokens: [],
  users: [],
  accounts: [],
  tickets: [],
  blacklist: { numbers: [] },
  queries: [],
};

let server: StartedServer;
let previousBase = '';
beforeAll(async () => {
  server = await startServer();
  previousBase = getConfig().apiBaseUrl;
  // Absolute addresses, as in the app; the property's calls are answered by the stub, not the server.
  getConfig().apiBaseUrl = server.apiBaseUrl;
  const get = async (path: string, token: string, body?: unknown) => {
    const response = await fetch(`${server.apiBaseUrl}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    return (await response.json()) as unknown;
  };
  for (const email of ACCOUNTS) {
    const tokens = await logIn(server.apiBaseUrl, email);
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
    query('getCalls', await get(`/usage/currentandpreviousmonth/${poc}`, t), (s) =>
      s.dispatch(usageApi.endpoints.getCalls.initiate(poc)),
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
}, 60_000);
afterAll(async () => {
  getConfig().apiBaseUrl = previousBase;
  await server.stop();
});

// ---------- random steps ----------

/** Free text as a user might type it, with demo personal data in it. */
const typed = () =>
  fc
    .tuple(fc.constantFrom(...secrets), fc.constantFrom('Bel me op', 'Mail naar', 'Mijn rekening', ''), fc.string())
    .map(([secret, lead, tail]) => `${lead} ${secret} ${tail}`.trim());
const tokenSet = () =>
  fc.oneof(
    fc.constantFrom(...captured.tokens),
    fc
      .record({ token: fc.base64String({ minLength: 8, maxLength: 64 }), refresh_token: fc.uuid() })
      .map((t) => ({ ...t, jwt_expire_time: 300 })),
  );
const failure = () =>
  fc.oneof(
    typed().map((message) => ({ status: 400, body: { message } })),
    typed().map((message) => ({ status: 400, body: { error: { message } } })),
    fc.constant({ status: 500, body: { message: 'Er ging iets mis.' } }),
  );
const ok = (body: unknown) => ({ status: 200, body });

const sliceSteps = (): fc.Arbitrary<Step> =>
  fc.oneof(
    fc.tuple(tokenSet(), fc.boolean()).map(([tokens, newSession]) => ({
      label: 'tokensRotated',
      run: (s: Store) => s.dispatch(sessionSlice.actions.tokensRotated(tokens, { newSession })),
    })),
    fc.constantFrom(...captured.users).map((user) => ({
      label: 'loggedIn',
      run: (s: Store) => s.dispatch(sessionSlice.actions.loggedIn(user)),
    })),
    fc.constantFrom<LogoutReason>('user', 'expired', 'refreshFailed').map((reason) => ({
      label: 'loggedOut',
      run: (s: Store) => s.dispatch(sessionSlice.actions.loggedOut(reason)),
    })),
    fc.constant({ label: 'becameInactive', run: (s: Store) => s.dispatch(sessionSlice.actions.becameInactive()) }),
    fc.constant({ label: 'overlayShown', run: (s: Store) => s.dispatch(uiSlice.actions.overlayShown('save')) }),
    fc.tuple(typed(), typed()).map(([description, value]) => ({
      label: 'dialogOpened',
      run: (s: Store) =>
        s.dispatch(
          uiSlice.actions.dialogOpened({
            dialogId: 'd1',
            title: 'Fout',
            description,
            input: { label: 'Naam', value },
            options: [{ id: 'ok', label: 'OK' }],
            cancellable: true,
          }),
        ),
    })),
    typed().map((input) => ({
      label: 'dialogClosed',
      run: (s: Store) => s.dispatch(uiSlice.actions.dialogClosed({ dialogId: 'd1', optionId: 'ok', input })),
    })),
    typed().map((message) => ({
      label: 'pageFailed',
      run: (s: Store) => s.dispatch(uiSlice.actions.pageFailed({ path: '/account', message })),
    })),
  );

const callSteps = (): fc.Arbitrary<Step> =>
  fc.oneof(
    fc.constantFrom(...captured.queries),
    fc.tuple(fc.constantFrom(...emails), tokenSet()).map(([email, tokens]) => ({
      label: 'authLogin',
      run: (s: Store) => s.dispatch(authApi.endpoints.authLogin.initiate({ email, password: DEMO_PASSWORD })),
      answer: ok(tokens),
    })),
    tokenSet().map((tokens) => ({
      label: 'authRefresh',
      run: (s: Store) => s.dispatch(authApi.endpoints.authRefresh.initiate({ refresh_token: tokens.refresh_token })),
      answer: ok(tokens),
    })),
    tokenSet().map((tokens) => ({
      label: 'authLogout',
      run: (s: Store) => s.dispatch(authApi.endpoints.authLogout.initiate(tokens)),
      answer: ok({}),
    })),
    fc.constantFrom(...emails).map((email) => ({
      label: 'authForgotPassword',
      run: (s: Store) => s.dispatch(passwordApi.endpoints.authForgotPassword.initiate({ email })),
      answer: ok({ message: `Als ${email} bij ons bekend is, ontvang je een e-mail.` }),
    })),
    fc
      .tuple(fc.constantFrom(...captured.accounts), fc.constantFrom(...emails), fc.constantFrom(...ibans))
      .map(([account, email, iban]) => ({
        label: 'saveAccount',
        run: (s: Store) =>
          s.dispatch(
            accountApi.endpoints.saveAccount.initiate({
              ...(account as unknown as Parameters<typeof accountApi.endpoints.saveAccount.initiate>[0]),
              email,
              iban,
              currentPassword: DEMO_PASSWORD,
            }),
          ),
        answer: ok({ message: 'Je gegevens zijn opgeslagen.' }),
      })),
    fc.constant({
      label: 'changePassword',
      run: (s: Store) =>
        s.dispatch(
          accountApi.endpoints.changePassword.initiate({
            currentPassword: DEMO_PASSWORD,
            newPassword: `${DEMO_PASSWORD}!`,
            newPasswordConfirm: `${DEMO_PASSWORD}!`,
          }),
        ),
      answer: ok({ message: 'Je wachtwoord is gewijzigd.' }),
    }),
    fc.tuple(typed(), typed(), fc.constantFrom(...captured.tickets)).map(([subject, message, ticket]) => ({
      label: 'createTicket',
      run: (s: Store) => s.dispatch(supportApi.endpoints.createTicket.initiate({ subject, message, category: 1 })),
      answer: ok({ ...ticket, subject, message }),
    })),
    fc.tuple(typed(), fc.constantFrom(...captured.tickets)).map(([message, ticket]) => ({
      label: 'replyToTicket',
      run: (s: Store) => s.dispatch(supportApi.endpoints.replyToTicket.initiate({ ticketID: ticket.id, message })),
      answer: ok(ticket),
    })),
    fc.constantFrom(...phones).map((number) => ({
      label: 'addBlockedNumber',
      run: (s: Store) =>
        s.dispatch(blacklistApi.endpoints.addBlockedNumber.initiate({ userPoc: '100001', blacklistNumber: number })),
      answer: ok({ ...captured.blacklist, numbers: [...captured.blacklist.numbers, number] }),
    })),
  );

/** A call step answers as captured, or fails with demo data in the error message. */
const steps = () =>
  fc.array(
    fc.oneof(
      sliceSteps(),
      callSteps(),
      fc
        .tuple(callSteps(), failure())
        .map(([step, answered]) => ({ ...step, label: `${step.label} ✗`, answer: answered })),
    ),
    { minLength: 1, maxLength: 30 },
  );

it('no token, password, IBAN, e-mail address or phone number of the demo data reaches the log', async () => {
  expect(secrets.size).toBeGreaterThan(60);
  expect(captured.queries.length).toBeGreaterThan(40);
  const undo = stubFetch(() => jsonResponse(answer.status, answer.body));
  try {
    await fc.assert(
      fc.asyncProperty(steps(), async (sequence) => {
        const { store, setToken } = testStore();
        for (const step of sequence) {
          answer = step.answer ?? ok({});
          setToken(store.getState().session.tokens?.token ?? null);
          const result = step.run(store) as { unwrap?: () => Promise<unknown>; unsubscribe?: () => void };
          if (result && typeof result.unwrap === 'function') await result.unwrap().catch(() => undefined);
          result?.unsubscribe?.();
        }
        const recorded = readActionLog(store.dispatch);
        const log = buildDiagnostics(recorded, {
          appVersion: '1.0.0',
          platform: 'desktop',
          viewport: { width: 1280, height: 800 },
          createdAt: new Date().toISOString(),
        });
        store.dispatch(baseApi.util.resetApiState());
        // Not vacuous: the actions are there, answered calls with their payloads.
        expect(log.actions.length).toBe(Math.min(recorded.length, 200));
        expect(log.actions.length).toBeGreaterThanOrEqual(sequence.length);
        const answered = sequence.filter((step) => step.answer?.status === 200).length;
        const fulfilled = log.actions.filter((a) => a.type.endsWith('/fulfilled') && a.payload !== undefined);
        expect(fulfilled.length).toBeGreaterThanOrEqual(Math.min(answered, 1));
        const json = JSON.stringify(log);
        const leaked = [...secrets].filter((secret) => json.includes(secret));
        expect(leaked).toEqual([]);
      }),
      { numRuns: 150 },
    );
  } finally {
    undo();
  }
}, 120_000);
