/**
 * The roles of the support desk's staff, free of schema code (the desk lists them without loading
 * TypeBox; the contract builds its schema from them): 'medewerker' answers tickets, 'teamleider'
 * also reads the audit and manages staff.
 */
export const STAFF_ROLES = ['medewerker', 'teamleider'] as const;
export type StaffRoleName = (typeof STAFF_ROLES)[number];
