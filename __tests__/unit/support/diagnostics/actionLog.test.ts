import { configureStore, createSlice } from '@reduxjs/toolkit';
import { textFingerprint } from '../../../../src/api/logTexts';
import { createActionLog } from '../../../../src/app/actionLog';
import { buildDiagnostics } from '../../../../src/features/support/diagnostics/buildDiagnostics';
import { readActionLog } from '../../../../src/features/support/diagnostics/readActionLog';
import { diagnosticsLimits } from '../../../../src/validation/diagnosticsLimits';
import { fakeTimers } from '../../../support/fakeTimers';

const counter = createSlice({
  name: 'counter',
  initialState: { value: 0 },
  reducers: {
    counted: (state, action: { payload: { by: number; token?: string } }) => {
      state.value += action.payload.by;
    },
  },
});

function storeWithLog(limit?: number) {
  return configureStore({
    reducer: { counter: counter.reducer },
    middleware: (getDefault) => getDefault().concat(createActionLog(limit)),
  });
}

const context = {
  appVersion: '1.2.3',
  platform: 'ios' as const,
  viewport: { width: 390, height: 844 },
  createdAt: '2026-11-23T10:00:00.000Z',
};

describe('the action recorder', () => {
  beforeEach(() => {
    fakeTimers(['Date'], { now: new Date('2026-11-23T10:00:00Z') });
  });
  afterEach(() => jest.useRealTimers());

  it('keeps type, time and payload of each action, oldest first, after the DevTools redaction', () => {
    const store = storeWithLog();
    store.dispatch(counter.actions.counted({ by: 1, token: 'abc' }));
    jest.advanceTimersByTime(1500);
    store.dispatch(counter.actions.counted({ by: 2 }));
    const log = readActionLog(store.dispatch);
    expect(log).toEqual([
      {
        time: Date.parse('2026-11-23T10:00:00Z'),
        action: { type: 'counter/counted', payload: { by: 1, token: '‹verborgen›' } },
      },
      { time: Date.parse('2026-11-23T10:00:01.500Z'), action: { type: 'counter/counted', payload: { by: 2 } } },
    ]);
    // Reading reaches no reducer and is not recorded itself.
    expect(store.getState().counter.value).toBe(3);
    expect(readActionLog(store.dispatch)).toHaveLength(2);
  });

  it('keeps only the last 200 actions (the limit of a support log)', () => {
    const store = storeWithLog();
    for (let i = 1; i <= 250; i += 1) store.dispatch(counter.actions.counted({ by: i }));
    const log = readActionLog(store.dispatch);
    expect(log).toHaveLength(diagnosticsLimits.maxActions);
    expect(log[0]?.action.payload).toEqual({ by: 51 });
    expect(log.at(-1)?.action.payload).toEqual({ by: 250 });
  });

  it('reads an empty log from a store without a recorder', () => {
    const store = configureStore({ reducer: { counter: counter.reducer } });
    expect(readActionLog(store.dispatch)).toEqual([]);
  });
});

describe('building the log that is sent', () => {
  it('has the app version, platform, viewport and the redacted actions', () => {
    const log = buildDiagnostics(
      [
        {
          time: 1,
          action: { type: 'ui/dialogOpened', payload: { title: 'Fout', description: 'Mail jan@example.nl' } },
        },
      ],
      context,
    );
    expect(log).toEqual({
      format: 'portal-action-log/1',
      appVersion: '1.2.3',
      platform: 'ios',
      viewport: { width: 390, height: 844 },
      createdAt: '2026-11-23T10:00:00.000Z',
      recordedActions: 1,
      truncated: false,
      droppedActions: 0,
      // What a dialog said keeps a fingerprint, which the server resolves to the product's text or drops.
      actions: [
        {
          type: 'ui/dialogOpened',
          time: 1,
          payload: { title: 'Fout', description: `‹tekst:19:${textFingerprint('Mail jan@example.nl')}›` },
        },
      ],
    });
  });

  it('cuts the oldest actions to stay within the size limit and says how many', () => {
    const recorded = Array.from({ length: 50 }, (_, i) => ({
      time: i,
      action: { type: 'counter/counted', payload: { by: i, padding: 'x'.repeat(1000) } },
    }));
    const log = buildDiagnostics(recorded, context, 10_000);
    const size = new TextEncoder().encode(JSON.stringify(log)).length;
    expect(size).toBeLessThanOrEqual(10_000);
    expect(log.truncated).toBe(true);
    expect(log.droppedActions).toBe(50 - log.actions.length);
    expect(log.actions.length).toBeGreaterThan(5);
    // The newest survive.
    expect(log.actions.at(-1)?.time).toBe(49);
    expect(log.recordedActions).toBe(50);
  });

  it('is plain JSON: functions and undefined fall away, as in what is sent', () => {
    const log = buildDiagnostics(
      [
        {
          time: 1,
          action: { type: 'persist/PERSIST', payload: undefined, meta: { register: () => undefined, key: 'root' } },
        },
      ],
      context,
    );
    expect(log.actions).toEqual([{ type: 'persist/PERSIST', time: 1, meta: { key: 'root' } }]);
    expect(JSON.parse(JSON.stringify(log))).toEqual(log);
  });
});
