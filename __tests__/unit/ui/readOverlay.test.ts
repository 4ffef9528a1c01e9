import { baseApi } from '../../../src/api/baseApi';
import { makeStore } from '../../../src/app/store';
import '../../../src/features/numbers/numbersApi';
import { overlayShown } from '../../../src/ui/uiSlice';
import { fakeTimers } from '../../support/fakeTimers';
import { memoryStorage } from '../../support/memoryStorage';

/** The actions RTK Query dispatches around a query's request (only what the listener reads). */
const query = (suffix: 'pending' | 'fulfilled' | 'rejected', requestId: string) => ({
  type: `${baseApi.reducerPath}/executeQuery/${suffix}`,
  payload: suffix === 'fulfilled' ? { ok: true } : undefined,
  meta: {
    requestId,
    requestStatus: suffix,
    arg: { type: 'query', endpointName: 'getNumbers', queryCacheKey: 'getNumbers(undefined)', originalArgs: undefined },
    ...(suffix === 'fulfilled' ? { fulfilledTimeStamp: Date.now(), baseQueryMeta: {} } : {}),
    ...(suffix === 'rejected' ? { rejectedWithValue: false, aborted: false, condition: false } : {}),
    startedTimeStamp: Date.now(),
  },
  ...(suffix === 'rejected' ? { error: { message: 'x' } } : {}),
});

beforeEach(() => fakeTimers(['setTimeout']));
afterEach(() => jest.useRealTimers());

/** A store on `platform`, once its (lazily fetched, ios only) reading-overlay listener is registered. */
async function storeOn(platform: 'ios' | 'android' | 'desktop') {
  const { store } = makeStore({ storage: memoryStorage(), platform });
  await import('../../../src/ui/readOverlay');
  await jest.advanceTimersByTimeAsync(0);
  return store;
}

describe('the reading overlay of first loads', () => {
  it('on ios: not for a load that ends within 300 ms', async () => {
    const store = await storeOn('ios');
    store.dispatch(query('pending', 'a'));
    await jest.advanceTimersByTimeAsync(299);
    store.dispatch(query('fulfilled', 'a'));
    await jest.advanceTimersByTimeAsync(1_000);
    expect(store.getState().ui.overlay).toBeNull();
  });

  it('on ios: from 300 ms until the last first load has ended', async () => {
    const store = await storeOn('ios');
    store.dispatch(query('pending', 'a'));
    await jest.advanceTimersByTimeAsync(300);
    expect(store.getState().ui.overlay).toBe('get');
    store.dispatch(query('rejected', 'a'));
    expect(store.getState().ui.overlay).toBeNull();
  });

  it('never replaces or hides the save overlay', async () => {
    const store = await storeOn('ios');
    store.dispatch(overlayShown('save'));
    store.dispatch(query('pending', 'a'));
    await jest.advanceTimersByTimeAsync(400);
    expect(store.getState().ui.overlay).toBe('save');
    store.dispatch(query('fulfilled', 'a'));
    expect(store.getState().ui.overlay).toBe('save');
  });

  it('not on android or desktop', async () => {
    for (const platform of ['android', 'desktop'] as const) {
      const store = await storeOn(platform);
      store.dispatch(query('pending', 'a'));
      await jest.advanceTimersByTimeAsync(1_000);
      expect(store.getState().ui.overlay).toBeNull();
    }
  });
});
