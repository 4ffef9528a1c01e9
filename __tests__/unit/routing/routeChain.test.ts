import { isSubPage, routeChain } from '../../../src/routing/routeChain';

describe('where a page stands (the desktop breadcrumb and menu)', () => {
  it('leads a sub-page up through its back targets to the dashboard', () => {
    expect(routeChain('/invoice/:id', true)).toEqual(['/app', '/invoices', '/invoice/:id']);
    expect(routeChain('/password-edit', true)).toEqual(['/app', '/account', '/password-edit']);
    expect(routeChain('/feedback/ticket/:id', true)).toEqual(['/app', '/feedback', '/feedback/ticket/:id']);
    expect(routeChain('/account/:poc/bundles-request/extra-user-overview', true)).toEqual([
      '/app',
      '/account/:poc/bundles-overview',
      '/account/:poc/bundles-request/extra-user-overview',
    ]);
  });

  it("puts the security page under 'Configuratie' for admins, who reach it there, and under the dashboard for others", () => {
    expect(routeChain('/security', true)).toEqual(['/app', '/settings', '/security']);
    expect(routeChain('/security', false)).toEqual(['/app', '/security']);
  });

  it('calls only pages below a menu page sub-pages: they show a breadcrumb', () => {
    expect(isSubPage('/invoices', true)).toBe(false);
    expect(isSubPage('/app', true)).toBe(false);
    expect(isSubPage('/account/:poc/bundles-overview', true)).toBe(false);
    expect(isSubPage('/invoice/:id', true)).toBe(true);
    expect(isSubPage('/subscription/:id/options', true)).toBe(true);
    expect(isSubPage('/email-edit', true)).toBe(true);
    expect(isSubPage('/feedback/create', true)).toBe(true);
    expect(isSubPage('/account/:poc/bundles-request/extra-number', true)).toBe(true);
    expect(isSubPage('/security', true)).toBe(true);
    expect(isSubPage('/security', false)).toBe(false);
    // The not-found route has no place in the table.
    expect(isSubPage('not-found', true)).toBe(false);
    expect(isSubPage(undefined, true)).toBe(false);
  });
});
