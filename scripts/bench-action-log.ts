/**
 * Per-action cost of the support log's recorder (src/app/actionLog.ts): the same actions dispatched
 * into the same reducers with and without the recorder, for a small UI action and for an API answer
 * of the size of a month's call list. Prints microseconds per action; no assertion (a figure to watch).
 */
import { performance } from 'node:perf_hooks';
import { configureStore, createSlice, type Middleware, type PayloadAction } from '@reduxjs/toolkit';
import { createActionLog } from '../src/app/actionLog';

const slice = createSlice({
  name: 'bench',
  initialState: { last: null as unknown, count: 0 },
  reducers: {
    happened(state, action: PayloadAction<unknown>) {
      state.count += 1;
      state.last = action.payload === null ? null : 'seen';
    },
  },
});

const calls = Array.from({ length: 300 }, (_, i) => ({
  id: i,
  type: i % 2 ? 'O' : 'I',
  category: 'Mobiel',
  number: `06${String(12345000 + i)}`,
  date: '2026-11-23T10:00:00.000Z',
  duration: 60 + i,
  cost: 0.12,
}));
const cases = {
  'small action (overlay shown)': slice.actions.happened('save'),
  'API answer, 300 calls': slice.actions.happened({ calls, month: 11, year: 2026 }),
};

function perActionMicros(extra: Middleware[], action: ReturnType<typeof slice.actions.happened>, n: number): number {
  const store = configureStore({
    reducer: { bench: slice.reducer },
    // No dev checks: they would dwarf what is measured (production builds have none either).
    middleware: (getDefault) => getDefault({ serializableCheck: false, immutableCheck: false }).concat(extra),
  });
  for (let i = 0; i < 200; i += 1) store.dispatch(action); // warm up
  const start = performance.now();
  for (let i = 0; i < n; i += 1) store.dispatch(action);
  return ((performance.now() - start) * 1000) / n;
}

for (const [name, action] of Object.entries(cases)) {
  const n = name.startsWith('small') ? 50_000 : 2_000;
  const without = perActionMicros([], action, n);
  const withLog = perActionMicros([createActionLog()], action, n);
  console.log(
    `${name.padEnd(30)} without ${without.toFixed(2).padStart(8)} µs   with recorder ` +
      `${withLog.toFixed(2).padStart(8)} µs   overhead ${(withLog - without).toFixed(2).padStart(8)} µs/action`,
  );
}
