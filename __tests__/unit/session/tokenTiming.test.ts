import { isStale, refreshDueIn } from '../../../src/session/tokens/tokenTiming';

const set = (seconds: number) => ({ token: 'a', refresh_token: 'r', jwt_expire_time: seconds });

describe('token timing', () => {
  it('times the refresh from when the set arrived, not from when a tab adopted it', () => {
    expect(refreshDueIn(set(900), 1_000_000, 1_000_000)).toBe(900_000);
    expect(refreshDueIn(set(900), 1_000_000, 1_600_000)).toBe(300_000);
    expect(refreshDueIn(set(900), 1_000_000, 2_000_000)).toBe(0);
    expect(refreshDueIn(set(900), null, 5)).toBe(900_000);
  });

  it('calls a stored set stale 5 s before its end, or a fifth of a short lifetime before it', () => {
    expect(isStale(set(900), 0, 894_999)).toBe(false);
    expect(isStale(set(900), 0, 895_000)).toBe(true);
    // 3-second tokens: a set 1 s old is still good to adopt; one 2.5 s old is not.
    expect(isStale(set(3), 0, 1_000)).toBe(false);
    expect(isStale(set(3), 0, 2_500)).toBe(true);
    expect(isStale(set(3), null, 10_000)).toBe(false);
  });
});
