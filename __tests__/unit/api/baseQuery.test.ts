import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { baseQuery, withoutSession } from '../../../src/api/baseApi';
import type { SessionBridge } from '../../../src/api/sessionBridge';
import { getConfig } from '../../../src/config';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let handler: Handler;
let server: Server;
const seen: Array<{ url: string | undefined; authorization: string | undefined }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url, authorization: req.headers.authorization });
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  getConfig().apiBaseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen.length = 0;
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
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

describe('baseQuery', () => {
  it('sends the bearer token to the API base', async () => {
    handler = json(200, { ok: true });
    const result = await baseQuery('/dashboard', apiFor(bridge(['t1'])), {});
    expect(result.data).toEqual({ ok: true });
    expect(seen).toEqual([{ url: '/api/dashboard', authorization: 'Bearer t1' }]);
  });

  it('re-authenticates once after a 401 and retries with the new token', async () => {
    handler = (req, res) => json(req.headers.authorization === 'Bearer t2' ? 200 : 401, { message: 'x' })(req, res);
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
    handler = (req, res) => json(req.headers.authorization === 'Bearer t2' ? 200 : 401, { message: 'x' })(req, res);
    const session = bridge(['t1', 't2']);
    const result = await baseQuery('/auth/devices', apiFor(session, 'authDevices'), {});
    expect(result.error).toBeUndefined();
    expect(session.reauthCalls).toBe(1);
    expect(seen.map((call) => call.authorization)).toEqual(['Bearer t1', 'Bearer t2']);
  });

  describe('time-out', () => {
    beforeEach(() => {
      handler = () => undefined; // never answers
      jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'performance', 'Date'] });
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
