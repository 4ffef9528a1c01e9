/** Dutch strings of the desk's customer panel beyond its basic facts (src/desk/pages/CustomerCard.tsx). */
export const deskCustomerText = {
  numbers: 'Nummers',
  noNumbers: 'Geen nummers',
  blockedNumbers: 'Geblokkeerde nummers',
  noBlocked: 'Geen',
  spend: 'Gesprekskosten deze maand',
  // With the basis the customer reads on the same figures (usage page, invoices), so both say one thing.
  spendAgainstLimit: (spent: string, limit: string, percent: number) =>
    `${spent} van ${limit} excl.\u00a0btw (${percent}%)`,
  spendWithoutLimit: (spent: string) => `${spent} excl.\u00a0btw, geen limiet (uitgezet door de klant)`,
  limitReached: 'limiet bereikt',
  limitBlocked: (until: string) => `betaalde gesprekken geblokkeerd tot ${until}`,
  openTickets: 'Open vragen',
  requests: 'Openstaande aanvragen',
  noRequests: 'Geen',
  /** Each kind of request (src/api/deskCustomerContract.ts); a kind without a label shows its code. */
  requestKinds: {
    extraUser: 'Extra gebruiker',
    extraLocalNumber: 'Extra lokaal nummer',
    extraBusinessNumber: 'Extra 085-nummer',
    porting: 'Nummer overzetten',
  } as Record<string, string>,
  requestedAt: (moment: string) => `aangevraagd ${moment}`,
  requestTicket: (id: number) => `vraag ${id}`,
  invoices: 'Laatste facturen',
  invoiceAmount: (amount: string) => `${amount} incl.\u00a0btw`,
  noInvoices: 'Nog geen facturen',
  logins: 'Laatste inlogpogingen',
  noLogins: 'Nog niet ingelogd',
} as const;
