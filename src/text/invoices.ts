/** Dutch strings of the invoice list ('/invoices') and the invoice page ('/invoice/:id'). */
export const invoicesText = {
  none: 'Er zijn nog geen facturen.',
  listLabel: 'Facturen',
  date: 'Datum',
  priceExcl: (amount: string) => `${amount} excl. btw`,
  priceIncl: (amount: string) => `${amount} incl. btw`,
  mail: (number: string, credit = false) => `Downloadlink van ${credit ? 'creditnota' : 'factuur'} ${number} mailen`,
  // The desktop's table of invoices.
  columns: {
    date: 'Datum',
    number: 'Nummer',
    excl: 'Excl. btw',
    incl: 'Incl. btw',
    toPay: 'Te betalen',
    files: 'Downloaden',
    mail: 'Mailen',
  },
  creditNote: 'Creditnota',
  creditsInvoice: (number: string) => `Creditnota bij factuur ${number}`,
  /** A prepaid top-up's 'Te betalen': it was paid when the credit was bought. */
  paidBefore: 'Vooraf betaald',
  toPayAmount: (amount: string) => `Te betalen: ${amount}`,
  mailSent: 'De download link om de factuur te downloaden is verstuurd naar jouw emailadres.',
  // The invoice page.
  /** The page's heading, before the number: 'Factuur F2026-000001', 'Creditnota F2026-000002'. */
  invoice: 'Factuur',
  corrects: 'Correctie op factuur',
  reason: 'Reden',
  period: 'Periode',
  periodRange: (from: string, to: string) => `${from} t/m ${to}`,
  prepaid: 'Prepaid tegoed',
  lines: 'Specificatie',
  description: 'Omschrijving',
  amount: 'Bedrag excl. btw',
  quantity: (quantity: number, description: string) => (quantity > 1 ? `${quantity} x ${description}` : description),
  totalExcl: 'Bedrag excl. btw',
  vat: (rate: number) => `Btw ${rate}%`,
  totalIncl: 'Bedrag incl. btw',
  download: 'Download PDF',
  print: 'Afdrukken',
  customerNumber: (poc: string) => `Klantnummer ${poc}`,
  openPdf: 'Open de PDF',
  pdfReady: 'De PDF staat klaar. De link is een paar minuten geldig.',
  notFound: 'Deze factuur bestaat niet of hoort niet bij jouw account.',
  backToList: 'Naar de facturen',
  // The e-invoice (UBL) beside the PDF.
  downloadUbl: 'Download UBL',
  ublNote: 'Het UBL-bestand lees je in je boekhoudpakket in, zodat je de factuur niet hoeft over te typen.',
  openUbl: 'Open het UBL-bestand',
  ublReady: 'Het UBL-bestand staat klaar. De link is een paar minuten geldig.',
  fileLabel: (file: 'PDF' | 'UBL', number: string, credit = false) =>
    `${file} van ${credit ? 'creditnota' : 'factuur'} ${number} downloaden`,
} as const;
