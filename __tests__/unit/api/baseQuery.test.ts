import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { baseQuery, withoutSession } from '../../../src/api/baseApi';
import type { SessionBridge } from '../../../src/api/sessionBridge';
import { getConfig } from '../../../src/config';
import { fakeTimers } from '../../support/fakeTimers';
import { jsonResponse, stubFetch } from '../../support/fetchStub';

type Handler = (request: Request) => Response | Promise<Response>;
let handler: Handler;
const seen: Array<{ url: string; authorization: string | undefined }> = [];

beforeEach(() => {
  seen.length = 0;
  getConfig().apiBaseUrl = 'http://portal.test/api';
  stubFetch((request) => {
    seen.push({ url: new URL(request.url).pathname, authorization: request.headers.get('authorization') ?? undefined });
    return handler(request);
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  getConfig().apiBaseUrl = '';
});

function bridge(tokens: string[], renewed = true): SessionBridge & { reauthCalls: number } {
  const state = { reauthCalls: 0 };
  return Object.assign(state, {
    accessToken: () => tokens[0] ?? null,
    reauthenticate: async () => {
      state.reauthCalls += 1;
      tokens.shift();
      return renewed;
    },
  });
}

function apiFor(session: SessionBridge, endpoint = 'getDashboard', type: 'query' | 'mutation' = 'query'): BaseQueryApi {
  return {
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: () => undefined,
    getState: () => ({}),
    extra: { session },
    endpoint,
    type,
  };
}

const json =
  (status: number, body: unknown): Handler =>
  () =>
    jsonResponse(status, body);

describe('baseQuery', () => {
  it('sends the bearer token to the API base', async () => {
    handler = json(200, { ok: true });
    const result = await baseQuery('/dashboard', apiFor(bridge(['t1'])), {});
    expect(result.data).toEqual({ ok: true });
    expect(seen).toEqual([{ url: '/api/dashboard', authorization: 'Bearer t1' }]);
  });

  it('re-authenticates once after a 401 and retries with the new token', async () => {
    handler = (request) =>
      jsonResponse(request.headers.get('authorization') === 'Bearer t2' ? 200 : 401, { message: 'x' });
    const session = bridge(['t1', 't2']);
    const result = await baseQuery('/numbers', apiFor(session), {});
    expect(result.error).toBeUndefined();
    expect(session.reauthCalls).toBe(1);
    expect(seen.map((call) => call.authorization)).toEqual(['Bearer t1', 'Bearer t2']);
  });

  it('returns the 401 when re-authentication fails, without a retry', async () => {
    handler = json(401, { message: 'Niet ingelogd' });
    const session = bridge(['t1'], false);
    const result = await baseQuery('/numbers', apiFor(session), {});
    expect(result.error?.status).toBe(401);
    expect(seen).toHaveLength(1);
  });

  it('never re-authenticates a call marked withoutSession and sends it no bearer token', async () => {
    handler = json(401, { message: { password: 'Onjuist wachtwoord' } });
    const session = bridge(['t1']);
    const result = await baseQuery(
      { url: '/auth/token', method: 'POST', body: {} },
      apiFor(session, 'signIn', 'mutation'),
      withoutSession,
    );
    expect(result.error?.status).toBe(401);
    expect(session.reauthCalls).toBe(0);
    expect(seen).toEqual([{ url: '/api/auth/token', authorization: undefined }]);
  });

  it('goes by the mark, not the name: an unmarked auth… call carries the token and re-authenticates', async () => {
    handler = (request) =>
      jsonResponse(request.headers.get('authorization') === 'Bearer t2' ? 200 : 401, { message: 'x' });
    const session = bridge(['t1', 't2']);
    const result = await baseQuery('/auth/devices', apiFor(session, 'authDevices'), {});
    expect(result.error).toBeUndefined();
    expect(session.reauthCalls).toBe(1);
    expect(seen.map((call) => call.authorization)).toEqual(['Bearer t1', 'Bearer t2']);
  });

  describe('time-out', () => {
    beforeEach(() => {
      handler = () => new Promise<Response>(() => undefined); // never answers
      fakeTimers(['setTimeout']);
    });
    afterEach(() => jest.useRealTimers());

    it('aborts a call after 12000 ms with a time-out error', async () => {
      let settled = false;
      const pending = Promise.resolve(baseQuery('/dashboard', apiFor(bridge(['t1'])), {})).finally(() => {
        settled = true;
      });
      await jest.advanceTimersByTimeAsync(11_999);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      const result = await pending;
      expect(result.error?.status).toBe('TIMEOUT_ERROR');
    });
  });
});
