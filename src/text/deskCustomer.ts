/** Dutch strings of the desk's customer panel beyond its basic facts (src/desk/pages/CustomerCard.tsx). */
export const deskCustomerText = {
  numbers: 'Nummers',
  noNumbers: 'Geen nummers',
  blockedNumbers: 'Geblokkeerde nummers',
  noBlocked: 'Geen',
  limit: 'Verbruikslimiet',
  limitOff: 'Uitgezet door de klant',
  limitAmount: (amount: string) => `${amount} per maand`,
  limitLevel: (level: number) => (level >= 100 ? 'bereikt deze maand' : `${level}% gebruikt deze maand`),
  limitBlocked: (until: string) => `betaalde gesprekken geblokkeerd tot ${until}`,
  openTickets: 'Open vragen',
} as const;
