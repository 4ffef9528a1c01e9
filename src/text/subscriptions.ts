/** Dutch strings of the subscription pages ('/subscriptions', '/subscription/{id}/options'). */
/** Plurals that no rule below gives. */
const PLURALS: Record<string, string> = {
  abonnement: 'abonnementen',
  pakket: 'pakketten',
  toestel: 'toestellen',
  nummer: 'nummers',
};

/**
 * The Dutch plural of a (lower-case) type name: known words from the list, words ending in an
 * unstressed -el, -em, -en, -er, -je or a vowel take -s, others -en.
 */
export function dutchPlural(word: string): string {
  const known = PLURALS[word.toLowerCase()];
  if (known) return known;
  if (/(el|em|en|er|je|[aeiouy])$/i.test(word)) return `${word}s`;
  return `${word}en`;
}

export const subscriptionsText = {
  current: 'Huidig abonnement',
  next: 'Nieuwe abonnement',
  none: 'Je hebt geen abonnement.',
  pricePerMonth: (price: string) => `${price} excl.\u00a0btw p/m`,
  startTime: (date: string) => `Ingangsdatum: ${date}`,
  cooldown: (days: number) => `Je kunt je abonnement over ${days} ${days === 1 ? 'dag' : 'dagen'} weer wijzigen.`,
  expires: (date: string) => `Je abonnement is opgezegd en verloopt op ${date}.`,
  lapsed: (date: string) => `Je abonnement is verlopen op ${date}. Neem contact op met de helpdesk.`,
  switchButton: 'Abonnement wijzigen',
  cancelButton: 'Abonnement opzeggen',
  reactivateButton: 'Abonnement heractiveren',
  // Cancel: the reasons of requirements §5, the texts of requirements §8
  cancelTitle: 'Abonnement opzeggen',
  cancelQuestion: 'Waarom wil je je abonnement opzeggen?',
  reasonUnused: (provider: string) => `Ik maak geen gebruik meer van ${provider}`,
  reasonOtherSolution: 'Ik heb een andere oplossing gevonden',
  reasonProblem: (provider: string) => `Ik heb een probleem met ${provider}`,
  reasonOther: 'Anders..',
  otherTitle: 'Anders..',
  otherQuestion: 'Vertel ons waarom je je abonnement opzegt.',
  otherLabel: 'Reden',
  otherPrefix: 'Anders',
  otherMissing: 'Vul een reden in.',
  cancelConfirm: 'Opzeggen',
  cancelSummary: (name: string, endDate: string) =>
    `Je abonnement ${name} loopt door tot en met ${endDate} en stopt daarna.`,
  cancelDropsSwitch: (name: string, startDate: string) =>
    `De overstap naar ${name} per ${startDate} gaat dan niet door.`,
  cancelled: 'Je abonnement is opgezegd. Deze verloopt aan het eind van de huidige maand.',
  reactivateTitle: 'Abonnement heractiveren',
  reactivateQuestion: 'Wil je je abonnement heractiveren? Het loopt dan direct weer door.',
  reactivateConfirm: 'Heractiveren',
  reactivated: 'Je abonnement is succesvol geactiveerd.',
  // Switch
  /** 'Beschikbare {type}s' of requirements §2, in Dutch: 'Beschikbare abonnementen', 'Beschikbare bundels'. */
  available: (type: string) => `Beschikbare ${dutchPlural(type)}`,
  noOptions: 'Er zijn geen andere abonnementen beschikbaar.',
  choose: (name: string) => `Kies ${name}`,
  switchTitle: 'Abonnement wijzigen',
  switchConfirm: 'Wijzigen',
  /** The switch's confirmation: what changes (before → after), and the lock that follows. */
  switchFromTo: (from: string, fromTerms: string, to: string, toTerms: string) =>
    `${from} (${fromTerms}) → ${to} (${toTerms}).`,
  /** A plan's call minutes a month (figure already formatted); null: unlimited. */
  includedMinutes: (minutes: string | null) => (minutes === null ? 'onbeperkt bellen' : `${minutes} belminuten p/m`),
  switchLock: 'Na deze wijziging kun je je abonnement 30 dagen niet opnieuw wijzigen.',
  switched: 'Uw abonnement is gewijzigd. Per eerste van de volgende maand zal het nieuwe abonnement ingaan.',
} as const;
