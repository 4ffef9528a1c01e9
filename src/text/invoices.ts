/** Dutch strings of the invoice list ('/invoices') and the invoice page ('/invoice/:id'). */
export const invoicesText = {
  none: 'Er zijn nog geen facturen.',
  listLabel: 'Facturen',
  date: 'Datum',
  priceExcl: (amount: string) => `${amount} excl. btw`,
  priceIncl: (amount: string) => `${amount} incl. btw`,
  mail: (number: string) => `Downloadlink van factuur ${number} mailen`,
  // The desktop's table of invoices.
  columns: { date: 'Datum', number: 'Factuurnummer', excl: 'Excl. btw', incl: 'Incl. btw', mail: 'Mailen' },
  /** A prepaid invoice's excl. cell: it has only an amount incl. btw. */
  noExcl: 'Alleen incl. btw',
  mailSent: 'De download link om de factuur te downloaden is verstuurd naar jouw emailadres.',
  // The invoice page.
  heading: (number: string) => `Factuur ${number}`,
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
} as const;
