/** Dutch strings of a page opened by address that belongs to the other kind of account (requirements §6, accessType). */
export const accessTypeText = {
  /** A subscription page ('Abonnement', 'Bundels') opened by a prepaid account. */
  subscriptionOnly:
    'Deze pagina hoort bij een abonnement. Je account werkt met tegoed: wat je belt, gaat van je tegoed af.',
  toCredit: 'Naar Tegoed',
  /** 'Tegoed' opened by an account with a subscription. */
  creditOnly:
    'Deze pagina hoort bij een prepaid-account met tegoed. Je account heeft een abonnement: je gesprekskosten staan op je factuur.',
  toSubscription: 'Naar Abonnement',
  toDashboard: 'Naar het overzicht',
} as const;
