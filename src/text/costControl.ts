/**
 * Dutch strings of the cost controls, shared by the usage page ('Verbruikslimiet'), the credit page,
 * the dashboard's notices and the server's warning mails, so a mail and a notice say the same.
 */
export const costText = {
  limitReached: (level: number, limit: string) =>
    `Je hebt ${level}% van je limiet van ${limit} excl.\u00a0btw gebruikt.`,
  blocked: (until: string) => `Betaalde uitgaande gesprekken zijn geblokkeerd tot ${until}.`,
  freeNumbers: 'Gratis nummers, zoals 112 en 0800-nummers, blijven bereikbaar.',
  lowCredit: (minutes: number) => `Je tegoed is bijna op: je kunt nog ongeveer ${minutes} minuten bellen.`,
  /** The dashboard's notice: the month's costs and the share of the limit they reached. */
  limitSpent: (spent: string, percent: number, limit: string) =>
    `Je hebt deze maand ${spent} excl.\u00a0btw aan gesprekskosten: ${percent}% van je limiet van ${limit}.`,
  /** An amount of the cost controls with its basis: limits and call costs are excl. btw. */
  exclVat: (amount: string) => `${amount} excl.\u00a0btw`,
  /**
   * The forecast of the month's costs, worded once for the usage page and the overview: what it
   * assumes, then the rounded amount (formatEuroApprox) with its basis.
   */
  forecast: (month: string) => `Verwachting voor heel ${month} als je zo doorbelt:`,
  adjustLimit: 'Limiet aanpassen',
  toUsage: 'Naar Verbruik',
  toCredit: 'Naar Tegoed',
  /** What the limit counts, on the page and in the mail. */
  whatCounts: 'Alleen gesprekken buiten je bundel en naar betaalde nummers tellen mee. Bedragen zijn excl.\u00a0btw.',
} as const;
