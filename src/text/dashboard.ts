/** Dutch strings of the dashboard ('/app') and the messages page. */
export const dashboardText = {
  customerNumber: 'Klantnummer',
  roleLabel: 'Je rol in het account',
  // A company name may end in a full stop already ('B.V.').
  roleIn: (role: string, company: string) =>
    company ? `Je bent ${role} bij ${company.replace(/\.$/, '')}.` : `Je rol is ${role}.`,
  roleAsk: (name: string) => `Meer rechten vraag je aan ${name}, de hoofdgebruiker van het account.`,
  rowsLabel: 'Menu',
  messages: 'Berichten',
  outgoingNumber: 'Uitgaand nummer',
  noNumbers: 'Geen nummers beschikbaar',
  email: 'E-mailadres',
  credit: 'Tegoed / Verlengen',
  creditEndDate: (date: string) => `Je bundel loopt tot ${date}`,
  numberSettings: 'Nummer instellingen',
  subscription: 'Abonnement',
  bundles: 'Bundels',
  account: 'Persoonlijke gegevens',
  usage: 'Verbruik',
  blacklist: 'Blokkades',
  invoices: 'Facturen',
  settings: 'Configuratie',
  support: 'Ondersteuning',
  security: 'Beveiliging',
  logout: 'Uitloggen',
  /** The inactive notice; `support` is rendered as a link to the support page where allowed. */
  inactiveBefore: 'Je account is niet actief. Neem contact op met de helpdesk via ',
  inactiveAfter: '.',
  cancelled: (cancelled: string, expires: string) =>
    `Je abonnement is opgezegd op ${cancelled} en verloopt op ${expires}.`,
  cancelledNoDates: 'Je abonnement is opgezegd.',
  lapsed: (expired: string) => `Je abonnement is verlopen op ${expired}.`,
  lapsedNoDate: 'Je abonnement is niet meer actief.',
  lapsedHint: 'Neem contact op met de helpdesk als je weer wilt bellen.',
  messagesIntro: 'Je berichten lees en verstuur je in de app op je telefoon.',
  messagesBack: 'Terug naar het overzicht',
} as const;
