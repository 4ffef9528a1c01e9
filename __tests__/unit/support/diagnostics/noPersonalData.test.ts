/**
 * Property: whatever the user did, no token, password, IBAN, e-mail address or phone number of the
 * demo data reaches a support log. Random sequences of real actions of the real slices and of the
 * real RTK Query endpoints (their pending/fulfilled/rejected actions, with the demo server's own
 * answers as payloads and demo data in the arguments) go through the real recorder; the log that
 * would be sent is then searched for every secret of the demo data.
 */
import fc from 'fast-check';
import { DEMO_PASSWORD } from '../../../../server/seed/demo';
import { baseApi } from '../../../../src/api/baseApi';
import { getConfig } from '../../../../src/config';
import { accountApi } from '../../../../src/features/account/accountApi';
import { blacklistApi } from '../../../../src/features/blacklist/blacklistApi';
import { buildDiagnostics } from '../../../../src/features/support/diagnostics/buildDiagnostics';
import { readActionLog } from '../../../../src/features/support/diagnostics/readActionLog';
import { supportApi } from '../../../../src/features/support/supportApi';
import { passwordApi } from '../../../../src/session/pages/passwordApi';
import { sessionSlice, type LogoutReason } from '../../../../src/session/sessionSlice';
import { authApi } from '../../../../src/session/tokens/authApi';
import { uiSlice } from '../../../../src/ui/uiSlice';
import {
  captureAnswers,
  demoSecrets,
  emptyCapture,
  testStore,
  type Step,
  type Store,
} from '../../../support/demoPersonalData';
import { jsonResponse, stubFetch } from '../../../support/fetchStub';
import { startServer, type StartedServer } from '../../../support/startServer';

const { secrets, emails, phones, ibans } = demoSecrets();
const captured = emptyCapture();
/** What the stubbed API answers to the next call. */
let answer: { status: number; body: unknown } = { status: 200, body: {} };

let server: StartedServer;
let previousBase = '';
beforeAll(async () => {
  server = await startServer();
  previousBase = getConfig().apiBaseUrl;
  // Absolute addresses, as in the app; the property's calls are answered by the stub, not the server.
  getConfig().apiBaseUrl = server.apiBaseUrl;
  await captureAnswers(server.apiBaseUrl, captured, secrets);
}, 60_000);
afterAll(async () => {
  getConfig().apiBaseUrl = previousBase;
  // Unset when the start failed: that failure is the one to report, not a clean-up's TypeError.
  await server?.stop();
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
