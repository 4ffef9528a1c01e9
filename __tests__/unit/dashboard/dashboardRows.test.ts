import { dashboardRows, rowTarget, shortEmail } from '../../../src/features/dashboard/dashboardRows';

const admin = { isAdmin: true, active: true, hasSms: true };

describe('dashboard rows (requirements §2 and §6)', () => {
  it('gives an admin with accessType 1 every row but credit, in order', () => {
    expect(dashboardRows({ ...admin, accessType: 1 })).toEqual([
      'messages',
      'outgoingNumber',
      'email',
      'numberSettings',
      'subscription',
      'bundles',
      'account',
      'usage',
      'blacklist',
      'invoices',
      'settings',
      'support',
    ]);
  });

  it('gives a prepaid admin (accessType 3) credit instead of number settings, subscription and bundles', () => {
    const rows = dashboardRows({ ...admin, accessType: 3 });
    expect(rows).toContain('credit');
    expect(rows).not.toEqual(expect.arrayContaining(['numberSettings']));
    expect(rows.filter((row) => ['subscription', 'bundles', 'numberSettings'].includes(row))).toEqual([]);
  });

  it('gives a non-admin only the selector, messages, number settings and the security page', () => {
    expect(dashboardRows({ isAdmin: false, active: true, hasSms: true, accessType: 1 })).toEqual([
      'messages',
      'outgoingNumber',
      'numberSettings',
      'security',
    ]);
    expect(dashboardRows({ isAdmin: false, active: true, hasSms: true, accessType: 3 })).toEqual([
      'messages',
      'outgoingNumber',
      'security',
    ]);
  });

  it('shows messages only with hasSms and an active user', () => {
    expect(dashboardRows({ ...admin, hasSms: false, accessType: 1 })).not.toContain('messages');
    expect(dashboardRows({ ...admin, active: false, accessType: 1 })).not.toContain('messages');
  });

  it('shows an inactive account no rows at all: the server refuses what is behind each of them', () => {
    expect(dashboardRows({ ...admin, active: false, accessType: 1 })).toEqual([]);
    expect(dashboardRows({ ...admin, active: false, accessType: 3 })).toEqual([]);
    expect(dashboardRows({ isAdmin: false, active: false, hasSms: true, accessType: 1 })).toEqual([]);
  });

  it('cuts the e-mail to 20 characters in total, the ellipsis included (requirements §9)', () => {
    expect(shortEmail('admin@demo.test', 20)).toBe('admin@demo.test');
    expect(shortEmail('precies.twintig@a.nl', 20)).toBe('precies.twintig@a.nl');
    const cut = shortEmail('een.heel.lang.adres@voorbeeld.nl', 20);
    expect(cut).toBe('een.heel.lang.adres…');
    expect(cut).toHaveLength(20);
  });

  it('shows no accessType rows without a subscription', () => {
    const rows = dashboardRows({ ...admin, accessType: null });
    expect(rows.filter((row) => ['credit', 'subscription', 'bundles', 'numberSettings'].includes(row))).toEqual([]);
  });

  it('points bundles at the customer number', () => {
    expect(rowTarget('bundles', '1001')).toBe('/account/1001/bundles-overview');
    expect(rowTarget('support', '1001')).toBe('/feedback');
  });
});
