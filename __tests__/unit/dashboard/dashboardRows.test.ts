import { ROLES } from '../../../src/api/permissions';
import {
  dashboardRows,
  isPageRow,
  menuEntries,
  rowLabels,
  rowTarget,
  shortEmail,
  type RowFacts,
} from '../../../src/features/dashboard/dashboardRows';
import { routeChain } from '../../../src/routing/routeChain';

const admin = { role: 'beheerder', active: true, hasSms: true } as const;

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
      'team',
      'activity',
      'usage',
      'blacklist',
      'invoices',
      'invoiceDetails',
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
    expect(dashboardRows({ role: 'gebruiker', active: true, hasSms: true, accessType: 1 })).toEqual([
      'messages',
      'outgoingNumber',
      'numberSettings',
      'security',
    ]);
    expect(dashboardRows({ role: 'gebruiker', active: true, hasSms: true, accessType: 3 })).toEqual([
      'messages',
      'outgoingNumber',
      'security',
    ]);
  });

  it('shows messages only with hasSms and an active user', () => {
    expect(dashboardRows({ ...admin, hasSms: false, accessType: 1 })).not.toContain('messages');
    expect(dashboardRows({ ...admin, active: false, accessType: 1 })).not.toContain('messages');
  });

  it("leaves an inactive account only 'Ondersteuning', as admin: the server refuses what is behind the others", () => {
    expect(dashboardRows({ ...admin, active: false, accessType: 1 })).toEqual(['support']);
    expect(dashboardRows({ ...admin, active: false, accessType: 3 })).toEqual(['support']);
    expect(dashboardRows({ role: 'gebruiker', active: false, hasSms: true, accessType: 1 })).toEqual([]);
  });

  it("gives a Financieel the money pages, 'Factuurgegevens' and support; no numbers or personal data", () => {
    expect(dashboardRows({ role: 'financieel', active: true, hasSms: true, accessType: 1 })).toEqual([
      'subscription',
      'bundles',
      'usage',
      'invoices',
      'invoiceDetails',
      'support',
      'security',
    ]);
    expect(dashboardRows({ role: 'financieel', active: true, hasSms: true, accessType: 3 })).toEqual([
      'credit',
      'usage',
      'invoices',
      'invoiceDetails',
      'support',
      'security',
    ]);
  });

  it('gives Alleen lezen the rows of a Beheerder', () => {
    expect(dashboardRows({ ...admin, role: 'alleen_lezen', accessType: 1 })).toEqual(
      dashboardRows({ ...admin, accessType: 1 }),
    );
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

/** Every combination of the facts that gate the rows (requirements §6). */
const everyAccount: RowFacts[] = ROLES.flatMap((role) =>
  [true, false].flatMap((active) =>
    [true, false].flatMap((hasSms) =>
      ([1, 3, null] as const).map((accessType) => ({ role, active, hasSms, accessType })),
    ),
  ),
);

describe('the desktop menu (one rule with the dashboard)', () => {
  it.each(everyAccount)(
    'gives %o the dashboard page rows, in order, after Overzicht (and Beveiliging where the dashboard has none)',
    (facts) => {
      const entries = menuEntries(facts, '100001');
      expect(entries[0]).toEqual({ key: 'overview', label: 'Overzicht', to: '/app' });
      const pageRows = dashboardRows(facts).filter(isPageRow);
      const addsSecurity = facts.role !== null && facts.active && !pageRows.includes('security');
      const rows = addsSecurity ? [...pageRows, 'security' as const] : pageRows;
      expect(entries.slice(1).map((entry) => entry.key)).toEqual(rows);
      expect(entries.slice(1).map((entry) => entry.to)).toEqual(rows.map((row) => rowTarget(row, '100001')));
      expect(entries.slice(1).map((entry) => entry.label)).toEqual(
        rows.map((row) => (row === 'credit' ? 'Tegoed' : rowLabels[row])),
      );
    },
  );

  it('names and links the entries as the dashboard does, the bundles with the customer number', () => {
    const entries = menuEntries({ ...admin, accessType: 1 }, '100001');
    expect(entries.map((entry) => entry.label)).toEqual([
      'Overzicht',
      'Berichten',
      'E-mailadres',
      'Nummer instellingen',
      'Abonnement',
      'Bundels',
      'Persoonlijke gegevens',
      'Gebruikers en rechten',
      'Activiteit',
      'Verbruik',
      'Blokkades',
      'Facturen',
      'Factuurgegevens',
      'Configuratie',
      'Ondersteuning',
      'Beveiliging',
    ]);
    expect(entries.find((entry) => entry.key === 'bundles')?.to).toBe('/account/100001/bundles-overview');
    expect(entries.find((entry) => entry.key === 'invoiceDetails')?.to).toBe('/invoice-details');
    // One name per page: the credit page's entry is named as its title.
    expect(menuEntries({ ...admin, accessType: 3 }, '1').find((entry) => entry.key === 'credit')?.label).toBe('Tegoed');
  });

  it("gives an inactive account 'Overzicht', and an inactive admin 'Ondersteuning' too", () => {
    expect(menuEntries({ ...admin, active: false, accessType: 1 }, '1').map((entry) => entry.label)).toEqual([
      'Overzicht',
      'Ondersteuning',
    ]);
    expect(
      menuEntries({ role: 'gebruiker', active: false, hasSms: true, accessType: 1 }, '1').map((entry) => entry.label),
    ).toEqual(['Overzicht']);
  });
});

describe("the security page's place (one rule with the breadcrumb)", () => {
  it.each(ROLES)("is reached from 'Configuratie' exactly when %s has no row of its own for it", (role) => {
    const rows = dashboardRows({ role, active: true, hasSms: true, accessType: 1 });
    const underSettings = routeChain('/security', role).includes('/settings');
    expect(underSettings).toBe(rows.includes('settings'));
    expect(underSettings).toBe(!rows.includes('security'));
  });
});
