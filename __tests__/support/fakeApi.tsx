import type { Credit, DashboardResponse, NumbersResponse, Platform, Settings, User } from '../../src/api/contract';
import { makeStore } from '../../src/app/store';
import type { PortalConfig } from '../../src/config';
import { loggedIn, tokensRotated } from '../../src/session/sessionSlice';
import { adminSubscription } from './demoAdmin';
import { stubFetch } from './fetchStub';
import { memoryStorage } from './memoryStorage';
import { renderRoutes } from './renderShell';

/**
 * Unit tests of the dashboard, numbers and settings screens: the real store, routes and shell, with
 * `fetch` answered by this in-memory fake of the five calls involved. (Integration tests use the
 * real server; this fake lets unit tests shape data the demo accounts do not have.)
 */
export const API = 'http://portal.test/api';

export const adminUser: User = {
  email: 'anna.de.vries@voorbeeldbedrijf.nl',
  fullName: 'Anna de Vries',
  poc: '1001',
  isAdmin: true,
  role: 'beheerder',
  twoStepSetupRequired: false,
  active: true,
  loginType: 'web',
};

export function dashboardData(overrides: Partial<DashboardResponse> = {}): DashboardResponse {
  return {
    user: adminUser,
    hasSms: true,
    phoneNumber: [
      { number_id: 11, phoneNumber: '0201234567', name: 'Kantoor', active: 1 },
      { number_id: 12, phoneNumber: '0612345678', name: 'Mobiel', active: 0 },
    ],
    subscription: { ...adminSubscription },
    ...overrides,
  };
}

export interface FakeReply {
  status: number;
  body: unknown;
}

/** State and behaviour of the fake; tests change fields or `override` single calls. */
export class FakeApi {
  dashboard = dashboardData();
  settings: Settings = { numberSwitchIndividual: 0, twoStepVerification: 1, newsletter: 0 };
  credit: Credit = {
    credit: 12.5,
    endDate: '2026-12-01',
    upgradeCredit: 0,
    bank: '',
    email: '',
    topUpCreditUrl: '',
    extendUrl: '',
    subscription: { renewal: 1, initialExpireTime: '2026-01-01' },
  };
  /** Every call as 'METHOD /path' with its JSON body. */
  calls: Array<{ call: string; body: unknown }> = [];
  /** A reply (or a promise of one) instead of the normal behaviour, by 'METHOD /path'. */
  overrides = new Map<string, () => FakeReply | Promise<FakeReply>>();

  count(call: string): number {
    return this.calls.filter((entry) => entry.call === call).length;
  }

  private numbers(): NumbersResponse {
    return { phoneNumbers: this.dashboard.phoneNumber.map((number) => ({ ...number })), numberSwitchType: 'global' };
  }

  private handle(call: string, body: unknown): FakeReply {
    switch (call) {
      case 'GET /dashboard':
        return { status: 200, body: this.dashboard };
      case 'GET /numbers':
        return { status: 200, body: this.numbers() };
      case 'GET /credit':
        return { status: 200, body: this.credit };
      case 'GET /settings':
        return { status: 200, body: this.settings };
      case 'POST /numbers/edit': {
        const { phoneNumbers } = body as { phoneNumbers: Array<{ number_id: number; name: string }> };
        for (const edit of phoneNumbers) {
          const number = this.dashboard.phoneNumber.find((entry) => entry.number_id === edit.number_id);
          if (number) number.name = edit.name;
        }
        return { status: 200, body: { message: 'ok' } };
      }
      case 'POST /settings': {
        const request = body as { action: string; phoneNumberID?: number; toggle?: 0 | 1 };
        if (request.action === 'switch-default-number') {
          for (const number of this.dashboard.phoneNumber)
            number.active = number.number_id === request.phoneNumberID ? 1 : 0;
        } else {
          const field = {
            'individual-number-switch': 'numberSwitchIndividual',
            'two-step-verification': 'twoStepVerification',
            newsletter: 'newsletter',
          }[request.action] as keyof Settings;
          this.settings[field] = request.toggle ?? 0;
        }
        return { status: 200, body: { message: 'ok' } };
      }
      default:
        return { status: 404, body: { message: 'Niet gevonden' } };
    }
  }

  /** Answers one call (for stubFetch). */
  readonly fetch = async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    const call = `${request.method} ${path}`;
    this.calls.push({ call, body });
    const override = this.overrides.get(call);
    const reply = override ? await override() : this.handle(call, body);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  };
}

/** A promise the test resolves by hand, to look at the screen while a call is still running. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const config = () => (globalThis as unknown as { __PORTAL_CONFIG__: PortalConfig }).__PORTAL_CONFIG__;

/**
 * Renders `route` of the real app, logged in as `user` (defaults to the dashboard's user), against `api`; a
 * phone's layout unless `platform` says otherwise.
 */
export async function renderWithFakeApi(
  route: string,
  api: FakeApi,
  options: { user?: User; platform?: Platform } = {},
) {
  config().apiBaseUrl = API;
  stubFetch(api.fetch);
  const { store, persistor } = makeStore({ storage: memoryStorage(), platform: options.platform ?? 'android' });
  await new Promise<void>((resolve) => {
    const check = () => persistor.getState().bootstrapped && resolve();
    persistor.subscribe(check);
    check();
  });
  store.dispatch(tokensRotated({ token: 'unit-token', refresh_token: 'unit-refresh', jwt_expire_time: 3600 }));
  store.dispatch(loggedIn(options.user ?? api.dashboard.user));
  return renderRoutes(store, route);
}

afterEach(() => {
  jest.restoreAllMocks();
  config().apiBaseUrl = '';
});
