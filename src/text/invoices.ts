/** Dutch strings of the invoice list ('/invoices') and the invoice page ('/invoice/:id'). */
export const invoicesText = {
  none: 'Er zijn nog geen facturen.',
  listLabel: 'Facturen',
  date: 'Datum',
  exclVat: 'excl.\u00a0btw',
  inclVat: 'incl.\u00a0btw',
  /** Before what is left to pay of a credited invoice, in the phone's list. */
  open: 'Open:',
  priceIncl: (amount: string) => `${amount} incl.\u00a0btw`,
  mail: (number: string, credit = false) => `Downloadlink van ${credit ? 'creditnota' : 'factuur'} ${number} mailen`,
  // The desktop's table of invoices.
  columns: {
    date: 'Datum',
    number: 'Nummer',
    excl: 'Excl.\u00a0btw',
    incl: 'Incl.\u00a0btw',
    toPay: 'Te betalen (incl.\u00a0btw)',
    files: 'Downloaden',

    mail: 'Mailen',
  },
  /** Above the list: what the two files are, for whoever does not know the word UBL. */
  filesNote: 'PDF: de factuur om te lezen of te bewaren. UBL: de factuur als bestand dat je boekhoudpakket inleest.',
  creditsInvoice: (number: string) => `Creditnota bij factuur ${number}`,
  /** A prepaid top-up's 'Te betalen': it was paid when the credit was bought. */
  paidBefore: 'Vooraf betaald',
  toPay: 'Te betalen',
  mailSent: 'De download link om de factuur te downloaden is verstuurd naar jouw emailadres.',
  // The invoice page.
  /** The page's title: 'Factuur F2026-000001', 'Creditnota F2026-000002'. */
  documentTitle: (number: string, credit: boolean) => `${credit ? 'Creditnota' : 'Factuur'} ${number}`,
  corrects: 'Correctie op factuur',
  reason: 'Reden',
  period: 'Periode',
  /** One day (a top-up) is that day, not 'day t/m day'. */
  periodRange: (from: string, to: string) => (from === to ? from : `${from} t/m ${to}`),
  prepaid: 'Prepaid tegoed',
  lines: 'Specificatie',
  description: 'Omschrijving',
  amount: 'Bedrag excl.\u00a0btw',
  quantity: (quantity: number, description: string) => (quantity > 1 ? `${quantity} x ${description}` : description),
  totalExcl: 'Bedrag excl.\u00a0btw',
  vat: (rate: number) => `Btw ${rate}%`,
  totalIncl: 'Bedrag incl.\u00a0btw',
  downloadPdf: 'PDF downloaden',
  print: 'Afdrukken',
  customerNumber: (poc: string) => `Klantnummer ${poc}`,
  notFound: 'Deze factuur bestaat niet of hoort niet bij jouw account.',
  backToList: 'Naar de facturen',
  // The e-invoice (UBL) beside the PDF.
  downloadUbl: 'UBL downloaden',
  ublNote: 'Het UBL-bestand lees je in je boekhoudpakket in, zodat je de factuur niet hoeft over te typen.',
  fileLabel: (file: 'PDF' | 'UBL', number: string, credit = false) =>
    `${file} van ${credit ? 'creditnota' : 'factuur'} ${number} downloaden`,
} as const;
