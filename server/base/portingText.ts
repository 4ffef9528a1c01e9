/**
 * The server's Dutch texts of 'Nummer overzetten': refusals, the answers of changes, the mails and the
 * activity log's lines. The statuses, reasons and field rules are shared with the app
 * (src/text/porting.ts).
 */
export const portingServerText = {
  alreadyOurs: (number: string) => `${number} is al een nummer bij ons en hoeft niet overgezet te worden.`,
  alreadyPorting: (number: string) => `Voor ${number} loopt al een aanvraag om het over te zetten.`,
  numbersTaken:
    'Voor een van deze nummers loopt intussen al een aanvraag. Controleer de nummers en probeer het opnieuw.',
  prepaid: 'Een nummer overzetten kan bij een account met abonnement.',
  notActive: 'Een nummer overzetten kan alleen bij een lopend abonnement.',
  againNotClosed: 'Deze aanvraag loopt nog. Opnieuw aanvragen kan bij een aanvraag die is afgewezen of verlopen.',
  againDone: 'Deze aanvraag is al opnieuw verstuurd.',
  notCancellable: 'Deze overstap kan niet meer worden geannuleerd: hij is al uitgevoerd of afgesloten.',
  notPlannable: 'Een overstapdatum kies je zodra je huidige aanbieder de overstap heeft goedgekeurd.',
  waitsForDesk: 'Deze aanvraag wacht op de helpdesk, die een gemelde fout verbetert.',
  notResendable:
    'Alleen een afgewezen aanvraag of een aanvraag met een gemelde fout kan verbeterd opnieuw worden verstuurd.',
  sent: 'Je aanvraag is verstuurd.',
  planned: (date: string, time: string) => `De overstap staat op ${date} om ${time}.`,
  cancelled: 'De overstap is geannuleerd.',
  resent: 'De aanvraag is verbeterd en opnieuw verstuurd.',
  resentAsNew: (id: number) => `De aanvraag is verbeterd en als nieuwe aanvraag ${id} verstuurd.`,
  dev: {
    noRequest: (number: string) => `Er loopt geen aanvraag om ${number} over te zetten.`,
    closed: 'Deze aanvraag is al afgesloten: er is geen volgende stap.',
    notAnAnswer:
      'De volgende stap is geen antwoord van de huidige aanbieder: een blokkeringscode of fout past daar niet.',
    code: 'Een code heeft 1 tot 20 letters, cijfers, streepjes of lage streepjes.',
    stepped: (status: string) => `Volgende stap gezet: ${status}.`,
  },
  /** The fee's line on the invoice. */
  feeLine: (numbers: string) => `Nummer overzetten: ${numbers} (eenmalig)`,
  /** What the desk's and system's entries in the activity log are named by. */
  desk: 'Helpdesk',
  activity: {
    requested: (numbers: string) => `Vroeg het overzetten van ${numbers} aan`,
    planned: (numbers: string, date: string) => `Koos ${date} als overstapdatum voor ${numbers}`,
    cancelled: (numbers: string) => `Annuleerde het overzetten van ${numbers}`,
    performed: (numbers: string) => `${numbers} kwam over van de vorige aanbieder en staat bij de nummers`,
    rejected: (numbers: string, code: string) =>
      `De vorige aanbieder weigerde het overzetten van ${numbers} (code ${code})`,
    expired: (numbers: string) => `De goedkeuring voor het overzetten van ${numbers} verliep`,
    resent: (numbers: string) => `Verstuurde de aanvraag voor ${numbers} verbeterd opnieuw`,
  },
  mail: {
    subject: (status: string, numbers: string) => `Nummer overzetten: ${status} (${numbers})`,
    body: (lines: string[], link: string) =>
      `Beste klant,\n\n${lines.join('\n\n')}\n\nDe stand van je aanvraag zie je in het portaal:\n${link}`,
    requested: (numbers: string, donor: string, due: string) =>
      `We hebben je aanvraag om ${numbers} over te zetten naar ${donor} gestuurd. ${donor} antwoordt uiterlijk ${due}.`,
    delayed: (donor: string, due: string) => `${donor} heeft meer tijd nodig en antwoordt uiterlijk ${due}.`,
    approved: (donor: string, from: string, until: string) =>
      `${donor} gaat akkoord. De overstap kan van ${from} tot en met ${until}. Kies of bevestig de datum in het portaal.`,
    planned: (date: string, time: string) => `De overstap staat op ${date} om ${time}.`,
    performed: (numbers: string, date: string, time: string) =>
      `${numbers} is overgezet op ${date} om ${time}. Je vindt het bij Nummer instellingen en kunt het als uitgaand nummer kiezen.`,
    fee: (amount: string) => `De eenmalige kosten van ${amount} excl. btw staan op je volgende factuur.`,
    rejected: (reason: string) => `Je huidige aanbieder heeft de overstap afgewezen. ${reason}`,
    cancelled: 'De overstap is geannuleerd. Je nummer blijft bij je huidige aanbieder.',
    expired:
      'De goedkeuring van je huidige aanbieder gold 90 dagen en is verlopen. Vraag opnieuw aan om het nummer alsnog mee te nemen.',
    error: (reason: string) =>
      `Het landelijke overstapsysteem meldde een fout: ${reason} De helpdesk verbetert dit en verstuurt de aanvraag opnieuw.`,
    resent: 'De helpdesk heeft je aanvraag verbeterd en opnieuw verstuurd.',
  },
} as const;
