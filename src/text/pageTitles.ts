/**
 * The titles of the logged-in pages (header, page heading, browser tab): they load with those pages
 * (routing/routeTable.ts), not with the first visit, which has those of the pages open without a
 * login (nl.ts).
 */
export const pageTitles = {
  dashboard: 'Overzicht',
  security: 'Beveiliging',
  messages: 'Berichten',
  numbers: 'Nummer instellingen',
  subscriptions: 'Abonnement',
  subscriptionOptions: 'Abonnement wijzigen',
  invoices: 'Facturen',
  invoice: 'Factuur',
  invoiceDetails: 'Factuurgegevens',
  blacklist: 'Geblokkeerde Nummers',
  account: 'Persoonlijke gegevens',
  settings: 'Configuratie',
  passwordEdit: 'Wachtwoord wijzigen',
  emailEdit: 'E-mailadres',
  usage: 'Verbruik',
  credit: 'Tegoed',
  feedback: 'Ondersteuning',
  feedbackCreate: 'Nieuwe vraag',
  ticket: 'Vraag',
  bundlesOverview: 'Bundels',
  extraUserRequest: 'Extra gebruiker',
  extraNumberRequest: 'Extra nummer aanvragen',
  extraUserOverview: 'Extra gebruiker',
  extraNumberOverview: 'Extra nummer',
  team: 'Gebruikers en rechten',
  activity: 'Activiteit',
  portingForm: 'Nummer overzetten',
  portingStatus: 'Overstap van je nummer',
} as const;
