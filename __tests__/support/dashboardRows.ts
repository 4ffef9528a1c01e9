/**
 * The dashboard's link rows in their order (requirements §2, Dashboard, and §6), by the text each
 * starts with; 'Uitgaand nummer' is the selector between them, not a link row. Written out from the
 * specification, not derived from the app's code: the unit and integration tests and the browser
 * journey hold the page to it.
 */
export const DASHBOARD_ROWS = [
  'Berichten',
  'E-mailadres',
  'Tegoed / Verlengen',
  'Nummer instellingen',
  'Abonnement',
  'Bundels',
  'Persoonlijke gegevens',
  'Verbruik',
  'Blokkades',
  'Facturen',
  'Configuratie',
  'Ondersteuning',
  'Beveiliging',
] as const;
export type DashboardRow = (typeof DASHBOARD_ROWS)[number];

/** The rows every main account holder has last, whatever the access type. */
export const ADMIN_ROWS: readonly DashboardRow[] = [
  'Persoonlijke gegevens',
  'Verbruik',
  'Blokkades',
  'Facturen',
  'Configuratie',
  'Ondersteuning',
];

/** The rows of a main account holder with a subscription (accessType 1) after 'E-mailadres'. */
export const SUBSCRIPTION_ADMIN_ROWS: readonly DashboardRow[] = [
  'Nummer instellingen',
  'Abonnement',
  'Bundels',
  ...ADMIN_ROWS,
];
