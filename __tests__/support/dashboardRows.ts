/*
 * The dashboard's link rows (requirements §2, Dashboard, and §6), by the text each starts with;
 * 'Uitgaand nummer' is the selector between them, not a link row. Written out from the specification,
 * not derived from the app's code: the unit and integration tests and the browser journey hold the
 * page to it.
 */

/** The rows every main account holder has last, whatever the access type. */
export const ADMIN_ROWS = [
  'Persoonlijke gegevens',
  // Beyond the specification: team access (its people and roles, and the activity log).
  'Gebruikers en rechten',
  'Activiteit',
  'Verbruik',
  'Blokkades',
  'Facturen',
  // Where those who keep the books look for the btw number, PO number and invoice address.
  'Factuurgegevens',
  'Configuratie',
  'Ondersteuning',
] as const;

/** Every row the dashboard can show, in its order. */
export const DASHBOARD_ROWS = [
  'Berichten',
  'E-mailadres',
  'Tegoed / Verlengen',
  'Nummer instellingen',
  'Abonnement',
  'Bundels',
  ...ADMIN_ROWS,
  'Beveiliging',
] as const;
export type DashboardRow = (typeof DASHBOARD_ROWS)[number];

/** The rows of a main account holder with a subscription (accessType 1) after 'E-mailadres'. */
export const SUBSCRIPTION_ADMIN_ROWS: readonly DashboardRow[] = [
  'Nummer instellingen',
  'Abonnement',
  'Bundels',
  ...ADMIN_ROWS,
];

/**
 * The desktop menu's entries after 'Overzicht' for a dashboard showing `rows`: the same pages, each
 * named as its page title names it ('Tegoed'), and for an active main account holder 'Beveiliging'
 * at the end (their dashboard reaches it through 'Configuratie').
 */
export function menuOfRows(rows: readonly string[], activeAdmin: boolean): string[] {
  const named = rows.map((row) => (row === 'Tegoed / Verlengen' ? 'Tegoed' : row));
  return activeAdmin ? [...named, 'Beveiliging'] : named;
}
