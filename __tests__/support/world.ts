import type { Storage } from 'redux-persist';
import { makeStore } from '../../src/app/store';
import type { FakeAuthApi } from './fakeAuthApi';
import { memoryStorage } from './memoryStorage';
import { seedSession } from './sessionSeed';
import { waitUntil } from './waiting';

/** A store after start-up: logged in from stored tokens when `fake` is given, else logged out. */
export async function startedStore(
  fake?: FakeAuthApi,
  storage: Storage & { data: Map<string, string> } = memoryStorage(),
) {
  if (fake) await seedSession(storage, fake.issue());
  const { store } = makeStore({ storage });
  await waitUntil('the start-up to end', () => store.getState().session.status !== 'unknown');
  if (fake) fake.calls.length = 0;
  return { store, storage };
}
