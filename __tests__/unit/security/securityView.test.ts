import type { ActiveLogin } from '../../../src/api/contract';
import {
  appCodeRule,
  groupSecret,
  historyRows,
  relativeTime,
  sessionRows,
} from '../../../src/features/security/securityView';

const NOW = new Date('2026-03-18T10:00:00Z');
const login = (over: Partial<ActiveLogin>): ActiveLogin => ({
  id: 'x',
  device: 'Chrome 120 op Windows 10',
  platform: 'desktop',
  loginType: 'web',
  firstUsed: '2026-03-17T09:00:00Z',
  lastUsed: '2026-03-18T09:55:00Z',
  address: '192.0.2.***',
  current: false,
  ...over,
});

describe('relativeTime', () => {
  it.each([
    ['2026-03-18T09:59:30Z', 'zojuist'],
    ['2026-03-18T09:55:00Z', '5 minuten geleden'],
    ['2026-03-18T07:00:00Z', '3 uur geleden'],
    ['2026-03-17T09:00:00Z', 'gisteren'],
    ['2026-03-11T10:00:00Z', '7 dagen geleden'],
  ])('%s → %s', (iso, text) => {
    expect(relativeTime(iso, NOW)).toBe(text);
  });
});

describe('sessionRows', () => {
  it('puts this login first, then the most recently used, with platform, kind and both times', () => {
    const rows = sessionRows(
      [
        login({ id: 'old', lastUsed: '2026-03-18T08:00:00Z' }),
        login({ id: 'phone', platform: 'ios', loginType: 'app', device: 'Safari 17 op iOS 17.1' }),
        login({ id: 'me', current: true, lastUsed: '2026-03-18T07:00:00Z' }),
      ],
      NOW,
    );
    expect(rows.map((row) => row.id)).toEqual(['me', 'phone', 'old']);
    expect(rows[1]).toMatchObject({
      kind: 'iPhone of iPad · inlog via app',
      lastUsed: { relative: '5 minuten geleden', exact: '18-03-2026\u00a010:55' },
      firstUsed: { relative: 'gisteren', exact: '17-03-2026\u00a010:00' },
    });
    expect(rows[0]?.kind).toBe('Computer · inlog via website');
  });
});

describe('historyRows', () => {
  it('names every outcome in Dutch and marks the failed ones', () => {
    const rows = historyRows(
      (['success', 'wrong-password', 'code-wrong', 'throttled'] as const).map((outcome) => ({
        at: '2026-03-18T09:00:00Z',
        outcome,
        device: 'Firefox 125 op Linux',
        address: '192.0.2.***',
      })),
    );
    expect(rows.map((row) => [row.outcome, row.success])).toEqual([
      ['Gelukt', true],
      ['Onjuist wachtwoord', false],
      ['Onjuiste code', false],
      ['Geblokkeerd: te veel pogingen', false],
    ]);
    expect(rows[0]?.time).toBe('18-03-2026\u00a010:00');
  });
});

describe('set-up helpers', () => {
  it('groups the secret by four', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
  });
  it('accepts six digits, spaces allowed, and nothing else', () => {
    expect(appCodeRule('123 456')).toBeUndefined();
    expect(appCodeRule('12345')).toBe('Vul de code van 6 cijfers uit je app in.');
    expect(appCodeRule(undefined)).toBe('Vul de code van 6 cijfers uit je app in.');
  });
});
