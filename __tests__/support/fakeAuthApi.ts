import type { AppConfigResponse, TokenSet, User } from '../../src/api/contract';
import { getConfig } from '../../src/config';
import { installFakeWebLocks } from './fakeWebLocks';
import { jsonResponse as json, stubFetch } from './fetchStub';

export const FAKE_API_BASE = 'http://portal.test/api';

export const demoUser: User = {
  email: 'admin@demo.test',
  fullName: 'Anna de Vries',
  poc: '1001',
  isAdmin: true,
  role: 'beheerder',
  twoStepSetupRequired: false,
  active: true,
  loginType: 'web',
};

export interface FakeCall {
  path: string;
  body: unknown;
  authorization: string | null;
}

/**
 * A strict stand-in for the auth part of the API behind `fetch`: refresh tokens are single use with
 * no grace window (a reused one revokes the session), so a test sees every double refresh. `gate`
 * lets a test hold each answer (fast-check's scheduler decides the order).
 */
export function createFakeAuthApi({ lifetime = 900 }: { lifetime?: number } = {}) {
  let serial = 0;
  /** Access token → the moment it expires (by the test's clock, fake timers included). */
  const liveAccess = new Map<string, number>();
  const liveRefresh = new Set<string>();
  const state = {
    calls: [] as FakeCall[],
    reuseDetected: false,
    configFails: false,
    /** POST /auth/forgot-password answers 429 with a Dutch message. */
    forgotRefused: false,
    /** Answers of /auth/logout never arrive. */
    logoutHangs: false,
    gate: null as null | ((label: string) => Promise<unknown>),
    /** No connection: every call fails as a browser's fetch does without one, and reaches nothing. */
    offline: false,
    /** jwt_expire_time of the next token sets. */
    lifetime,
  };

  const issue = (): TokenSet => {
    serial += 1;
    const tokens = { token: `access-${serial}`, refresh_token: `refresh-${serial}`, jwt_expire_time: state.lifetime };
    liveAccess.set(tokens.token, state.lifetime > 0 ? Date.now() + state.lifetime * 1000 : Infinity);
    liveRefresh.add(tokens.refresh_token);
    return tokens;
  };

  async function answer(path: string, body: Record<string, unknown>, bearer: string | null): Promise<Response> {
    const authorized = bearer !== null && (liveAccess.get(bearer) ?? 0) > Date.now();
    switch (path) {
      case '/auth/token':
        return body.password === 'Welkom123'
          ? json(200, issue())
          : json(401, {
              message: { email: 'De combinatie van e-mail en wachtwoord is onjuist.', hint: 'Probeer het opnieuw.' },
            });
      case '/auth/refresh': {
        const presented = String(body.refresh_token);
        if (!liveRefresh.delete(presented)) {
          state.reuseDetected = true;
          liveRefresh.clear();
          return json(401, { message: 'Sessie verlopen.' });
        }
        return json(200, issue());
      }
      case '/auth/app':
        return body.sessionToken === 'one-time-state'
          ? json(200, issue())
          : json(401, { message: 'Ongeldige sessie.' });
      case '/auth/logout':
        if (state.logoutHangs) return new Promise<Response>(() => undefined);
        liveRefresh.delete(String(body.refresh_token));
        return json(200, {});
      case '/auth/forgot-password':
        return state.forgotRefused
          ? json(429, { message: 'Te veel pogingen. Probeer het over 15 minuten opnieuw.' })
          : json(200, { message: 'Als dit adres bij ons bekend is, ontvang je een e-mail.' });
      case '/app/config':
        if (!authorized) return json(401, { message: 'Niet ingelogd.' });
        if (state.configFails) return json(500, { message: 'Storing.' });
        return json(200, { app: { platform: 'desktop', state: 'get' }, user: demoUser } satisfies AppConfigResponse);
      case '/probe':
        return authorized ? json(200, { ok: true, bearer }) : json(401, { message: 'Niet ingelogd.' });
      default:
        return json(404, { message: 'Niet gevonden.' });
    }
  }

  /** Answers one call (for stubFetch, which also ends the wait when the call is aborted). */
  const fetch = async (request: Request): Promise<Response> => {
    if (state.offline) throw new TypeError('Failed to fetch');
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api/, '');
    const text = await request.text();
    const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
    const authorization = request.headers.get('authorization');
    state.calls.push({ path, body, authorization });
    if (state.gate) await state.gate(`${path} ${JSON.stringify(body)} ${authorization ?? ''}`);
    return answer(path, body, authorization?.replace(/^Bearer /, '') ?? null);
  };

  return Object.assign(state, {
    fetch,
    issue,
    /** Every access token issued so far stops working (they expired). */
    expireAccessTokens: () => liveAccess.clear(),
    isRefreshTokenLive: (token: string) => liveRefresh.has(token),
    /** The session of this refresh token ends on the server (as a logout elsewhere would do). */
    revoke: (token: string) => liveRefresh.delete(token),
    callsTo: (path: string) => state.calls.filter((call) => call.path === path),
  });
}

export type FakeAuthApi = ReturnType<typeof createFakeAuthApi>;

/** Points the app at the fake API for the current test; returns the undo. */
export function installFakeAuthApi(fake: FakeAuthApi): () => void {
  const originalBase = getConfig().apiBaseUrl;
  const restoreFetch = stubFetch(fake.fetch);
  getConfig().apiBaseUrl = FAKE_API_BASE;
  return () => {
    restoreFetch();
    getConfig().apiBaseUrl = originalBase;
  };
}

/**
 * Gives every test of the file a fresh fake auth API and fake Web Locks, removed again afterwards
 * (with real timers restored). Read the current fake through the returned object.
 */
export function useFakeAuthApi(): { readonly fake: FakeAuthApi } {
  const world = {} as { fake: FakeAuthApi };
  let undo: Array<() => void> = [];
  beforeEach(() => {
    world.fake = createFakeAuthApi();
    undo = [installFakeAuthApi(world.fake), installFakeWebLocks()];
  });
  afterEach(() => {
    undo.forEach((fn) => fn());
    jest.useRealTimers();
  });
  return world;
}
