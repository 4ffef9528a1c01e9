/** Dutch texts of 'Factuurgegevens' ('/invoice-details') and the rules of its fields. */
export const invoiceDetailsText = {
  title: 'Factuurgegevens',
  intro:
    'Wat op je volgende facturen komt en waar ze heen gaan. Een factuur die al verstuurd is, verandert niet; ' +
    'is daar iets mis mee, stel dan een vraag in de categorie Facturen en betalingen.',
  sections: {
    company: 'Bedrijfsgegevens',
    mail: 'Facturen per e-mail',
    onInvoice: 'Op de factuur',
    address: 'Factuuradres',
  },
  labels: {
    vatnumber: 'Btw-nummer',
    companyemail: 'E-mailadres voor facturen',
    ponumber: 'PO-nummer',
    invoiceAddress: 'Straat of postbus',
    invoiceNumber: 'Huisnummer of postbusnummer',
    invoiceNumberadd: 'Toevoeging',
    invoiceZip: 'Postcode',
    invoiceCity: 'Plaats',
  } as Record<string, string>,
  hints: {
    vatnumber: 'Staat op je facturen en in het UBL-bestand, zodat je boekhouding de btw kan terugvragen.',
    companyemail: 'Hierheen mailen we elke nieuwe factuur. Leeg: naar het e-mailadres van de hoofdgebruiker.',
    ponumber: 'Je eigen kenmerk (inkoopordernummer); het staat op de factuur als referentie.',
    address: 'Alleen invullen als facturen naar een ander adres moeten dan je bedrijfsadres, bijvoorbeeld een postbus.',
  },
  addressIncomplete: 'Factuuradres: vul straat, nummer, postcode en plaats in, of laat alles leeg.',
  save: 'Factuurgegevens opslaan',
  saved: 'Je factuurgegevens zijn opgeslagen. Ze gelden vanaf de volgende factuur.',
  readOnly: 'Je kunt hier alleen meekijken. Wijzigen kan een beheerder of iemand van financiën.',
  link: 'Factuurgegevens',
  linkHint: 'Btw-nummer, e-mailadres voor facturen, PO-nummer en factuuradres staan op de pagina Factuurgegevens.',
  // Rules (src/validation/invoiceDetailsRules.ts).
  vatDutch: 'Een Nederlands btw-nummer is NL, 9 cijfers, B en 2 cijfers, bijvoorbeeld NL123456789B01.',
  vatOther: (prefix: string) =>
    `Dit btw-nummer past niet bij de vorm van ${prefix}-nummers. Controleer letters en cijfers.`,
  vatPrefix: 'Begin met de landcode van een EU-land, bijvoorbeeld NL123456789B01.',
  forbiddenCharacter: 'Bevat een onzichtbaar teken dat niet is toegestaan. Typ de tekst opnieuw.',
} as const;
