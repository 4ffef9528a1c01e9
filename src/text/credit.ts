/** Dutch strings of the credit page ('/credit'). */
export const creditText = {
  current: 'Huidig tegoed',
  /** The credit is what was paid for it: incl. btw, as the top-up's invoice says. */
  inclVat: (amount: string) => `${amount} incl.\u00a0btw`,
  basis: 'incl.\u00a0btw',
  minutes: (minutes: number) => `≈ ${minutes} belminuten`,
  endDate: (date: string) => `Je bundel loopt tot ${date}`,
  topUpTitle: 'Tegoed opwaarderen',
  topUpLink: 'Tegoed opwaarderen',
  renewalTitle: 'Verlengen',
  renewalText: 'Je bundel wordt niet automatisch verlengd. Verleng op tijd om bereikbaar te blijven.',
  renewalLink: 'Bundel verlengen',
  explanationTitle: 'Zo werkt prepaid bellen',
  explanation: (from: string) =>
    `Je kiest zelf hoeveel belminuten je koopt: 100, 200, 300 of 400 minuten, vanaf ${from} incl.\u00a0btw. ` +
    'Je betaalt met een online bankbetaling of via een betaallink die we je sturen.',
  opensOutside: '(opent buiten de app)',
  none: 'Er is geen tegoed gevonden.',
} as const;
