/** Dutch texts of the desk's invoices page and its credit notes. */
export const deskInvoicesText = {
  link: 'Facturen en creditnota’s',
  title: (number: string) => `Facturen van klant ${number}`,
  back: (number: string) => `Terug naar klant ${number}`,
  intro:
    'Een verzonden factuur verandert nooit. Klopt er iets niet, maak dan een creditnota: voor de hele factuur ' +
    'of voor de regels die je kiest. De klant krijgt haar per e-mail en ziet haar bij Facturen.',
  onlyTeamleider: 'Alleen een teamleider kan crediteren.',
  none: 'Deze klant heeft nog geen facturen.',
  caption: (count: number) => (count === 1 ? '1 factuur of creditnota' : `${count} facturen en creditnota’s`),
  columns: {
    date: 'Datum',
    number: 'Nummer',
    amount: 'Bedrag incl.\u00a0btw',
    toPay: 'Te betalen',
    about: 'Toelichting',
  },
  creditNotePrefix: 'Creditnota bij',
  paidBefore: 'Vooraf betaald',
  fullyCredited: 'Helemaal gecrediteerd',
  credit: 'Crediteren',
  creditLabel: (number: string) => `Factuur ${number} crediteren`,
  form: {
    legend: 'Welke regels?',
    whole: 'Hele factuur',
    lines: 'Gekozen regels',
    credited: 'al gecrediteerd',
    reason: 'Reden (staat op de creditnota)',
    reasonHint: 'Schrijf voor de klant, bijvoorbeeld: Abonnement stond een maand te vroeg aan.',
    pickLine: 'Kies minstens één regel.',
    submit: 'Creditnota maken',
    cancel: 'Annuleren',
    confirm: (number: string, amount: string) =>
      `Creditnota van ${amount} incl.\u00a0btw bij factuur ${number} maken en naar de klant mailen? ` +
      'Dit kan niet ongedaan worden gemaakt.',
    confirmYes: 'Ja, maak de creditnota',
  },
  audit: {
    'invoices.open': 'Facturen van klant geopend',
    'invoice.credit': 'Creditnota gemaakt',
  } as Record<string, string>,
} as const;
