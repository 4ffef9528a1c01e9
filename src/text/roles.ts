/** The names of the account's roles (src/api/permissions.ts): small, for the pages' access notices too. */
export const roleNames = {
  beheerder: 'Beheerder',
  financieel: 'Financieel',
  gebruiker: 'Gebruiker',
  alleen_lezen: 'Alleen lezen',
} as const;
