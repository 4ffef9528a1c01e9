import { compose } from '@reduxjs/toolkit';
import { redactSecrets } from '../../../src/app/devtoolsSanitizers';
import { memoryStorage } from '../../support/memoryStorage';

interface DevToolsOptions {
  name?: string;
  actionSanitizer?: (action: unknown, id: number) => unknown;
  stateSanitizer?: (state: unknown, index: number) => unknown;
}
type DevToolsHost = { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: (options: DevToolsOptions) => typeof compose };

describe('Redux DevTools redaction', () => {
  it('hides tokens and passwords at any depth and keeps the rest readable', () => {
    const action = {
      type: 'api/executeMutation/pending',
      meta: { arg: { originalArgs: { email: 'admin@demo.test', password: 'Welkom123' } } },
      payload: { token: 'eyJ...', refresh_token: 'abc', jwt_expire_time: 900, list: [{ sessionToken: 's' }] },
    };
    expect(redactSecrets(action)).toEqual({
      type: 'api/executeMutation/pending',
      meta: { arg: { originalArgs: { email: 'admin@demo.test', password: '‹verborgen›' } } },
      payload: {
        token: '‹verborgen›',
        refresh_token: '‹verborgen›',
        jwt_expire_time: 900,
        list: [{ sessionToken: '‹verborgen›' }],
      },
    });
    expect(action.payload.token).toBe('eyJ...');
  });

  it('keeps the time the tokens arrived readable (support reads a session by it), not the tokens', () => {
    const session = { tokens: { token: 'a', refresh_token: 'b' }, tokensReceivedAt: 1_763_900_000_000 };
    expect(redactSecrets(session)).toEqual({ tokens: '‹verborgen›', tokensReceivedAt: 1_763_900_000_000 });
  });

  it('hides token-shaped values inside strings too, whatever the field is called', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwia2luZCI6ImRvd25sb2FkIn0.c2lnbmF0dXJlLXZhbi1kZS1zZXJ2ZXI';
    const refresh = 'Qm9vcmRlbi1kaWUtbmlldC1nZXJhZGVuLW1vZ2VuLXdvcmRlbg';
    const action = {
      type: 'api/executeMutation/fulfilled',
      payload: {
        pdf: { pdfUrl: `https://portaal.test/api/download/file/${jwt}` },
        link: `https://portaal.test/reset-password#token=${refresh}&x=1`,
        note: `Bewaard: ${refresh}.`,
        email: 'admin@demo.test',
        invoiceNumber: 'F2026-000123',
      },
    };
    expect(redactSecrets(action).payload).toEqual({
      pdf: { pdfUrl: 'https://portaal.test/api/download/file/‹verborgen›' },
      link: 'https://portaal.test/reset-password#token=‹verborgen›&x=1',
      note: 'Bewaard: ‹verborgen›.',
      email: 'admin@demo.test',
      invoiceNumber: 'F2026-000123',
    });
    expect(redactSecrets(`Bearer ${jwt}`)).toBe('Bearer ‹verborgen›');
  });

  it('is what makeStore hands to the DevTools extension, for actions and for the state', async () => {
    // Stands in for the browser extension; Redux Toolkit looks for it when it is loaded.
    const seen: DevToolsOptions[] = [];
    const host = window as DevToolsHost;
    host.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = (options) => {
      seen.push(options);
      return compose;
    };
    try {
      await jest.isolateModulesAsync(async () => {
        const { makeStore } = await import('../../../src/app/store');
        makeStore({ storage: memoryStorage() });
      });
    } finally {
      delete host.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__;
    }

    expect(seen).toHaveLength(1);
    const [options] = seen;
    expect(options?.name).toBe('Klantportaal');
    const login = { type: 'api/executeMutation/pending', meta: { arg: { originalArgs: { password: 'Welkom123' } } } };
    expect(options?.actionSanitizer?.(login, 0)).toEqual({
      type: 'api/executeMutation/pending',
      meta: { arg: { originalArgs: { password: '‹verborgen›' } } },
    });
    const state = { session: { tokens: { token: 'eyJ...', refresh_token: 'abc' }, user: { email: 'a@b.nl' } } };
    expect(options?.stateSanitizer?.(state, 0)).toEqual({
      session: { tokens: '‹verborgen›', user: { email: 'a@b.nl' } },
    });
  });
});
