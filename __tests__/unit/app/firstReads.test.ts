import { awaitFirstRead, FIRST_READ_WAIT_MS, rememberFirstRead } from '../../../src/app/firstReads';
import type { AppDispatch } from '../../../src/state/hooks';

const dispatch = jest.fn() as unknown as AppDispatch;

/** Whether `promise` has settled once pending microtasks have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await jest.advanceTimersByTimeAsync(0);
  return done;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("a page load waits for its page's first read before the first render", () => {
  it('starts the read and goes on as soon as it is answered', async () => {
    let answer: () => void = () => undefined;
    const read = jest.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    rememberFirstRead('/answered', read);
    const waiting = awaitFirstRead(dispatch, '/answered');
    expect(read).toHaveBeenCalledWith(dispatch);
    expect(await settled(waiting)).toBe(false);
    answer();
    expect(await settled(waiting)).toBe(true);
  });

  it(`renders anyway after ${FIRST_READ_WAIT_MS} ms when no answer comes`, async () => {
    rememberFirstRead('/slow', () => new Promise<never>(() => undefined));
    const waiting = awaitFirstRead(dispatch, '/slow');
    await jest.advanceTimersByTimeAsync(FIRST_READ_WAIT_MS - 1);
    expect(await settled(waiting)).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });

  it('goes on at once after a failed read (the page shows the failure itself)', async () => {
    rememberFirstRead('/failing', () => Promise.reject(new Error('offline')));
    expect(await settled(awaitFirstRead(dispatch, '/failing'))).toBe(true);
  });

  it('does not wait for a page without a first read, or an address without a page', async () => {
    expect(await settled(awaitFirstRead(dispatch, '/no-read'))).toBe(true);
    expect(await settled(awaitFirstRead(dispatch, undefined))).toBe(true);
    expect(dispatch).not.toHaveBeenCalled();
  });
});
