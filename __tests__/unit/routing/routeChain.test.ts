import { isSubPage, routeChain } from '../../../src/routing/routeChain';

describe('where a page stands (the desktop breadcrumb and menu)', () => {
  it('leads a sub-page up through its back targets to the dashboard', () => {
    expect(routeChain('/invoice/:id', 'beheerder')).toEqual(['/app', '/invoices', '/invoice/:id']);
    expect(routeChain('/password-edit', 'beheerder')).toEqual(['/app', '/account', '/password-edit']);
    expect(routeChain('/feedback/ticket/:id', 'beheerder')).toEqual(['/app', '/feedback', '/feedback/ticket/:id']);
    expect(routeChain('/account/:poc/bundles-request/extra-user-overview', 'beheerder')).toEqual([
      '/app',
      '/account/:poc/bundles-overview',
      '/account/:poc/bundles-request/extra-user-overview',
    ]);
  });

  it("puts the security page under 'Configuratie' for the roles that have it, and under the dashboard for others", () => {
    expect(routeChain('/security', 'beheerder')).toEqual(['/app', '/settings', '/security']);
    expect(routeChain('/security', 'alleen_lezen')).toEqual(['/app', '/settings', '/security']);
    expect(routeChain('/security', 'gebruiker')).toEqual(['/app', '/security']);
    expect(routeChain('/security', 'financieel')).toEqual(['/app', '/security']);
  });

  it('calls only pages below a menu page sub-pages: they show a breadcrumb', () => {
    expect(isSubPage('/invoices', 'beheerder')).toBe(false);
    expect(isSubPage('/app', 'beheerder')).toBe(false);
    expect(isSubPage('/account/:poc/bundles-overview', 'beheerder')).toBe(false);
    expect(isSubPage('/invoice/:id', 'beheerder')).toBe(true);
    expect(isSubPage('/subscription/:id/options', 'beheerder')).toBe(true);
    expect(isSubPage('/email-edit', 'beheerder')).toBe(true);
    expect(isSubPage('/feedback/create', 'beheerder')).toBe(true);
    expect(isSubPage('/account/:poc/bundles-request/extra-number', 'beheerder')).toBe(true);
    expect(isSubPage('/security', 'beheerder')).toBe(true);
    expect(isSubPage('/security', 'gebruiker')).toBe(false);
    // The not-found route has no place in the table.
    expect(isSubPage('not-found', 'beheerder')).toBe(false);
    expect(isSubPage(undefined, 'beheerder')).toBe(false);
  });
});
