import { costText } from './costControl';

/** Dutch strings of the usage page's 'Verbruikslimiet' and the credit page's low-credit warning. */
export const usageLimitText = {
  heading: 'Verbruikslimiet',
  intro: 'Bij 80% en 100% van je limiet krijg je een e-mail en een melding op het overzicht.',
  meterLabel: 'Kosten deze maand',
  meterValue: (spent: string, limit: string, percent: number) => `${spent} van ${limit} excl.\u00a0btw (${percent}%)`,
  spent: 'Kosten deze maand:',
  level: (level: 80 | 100) => (level === 100 ? 'Limiet bereikt.' : '80% van je limiet gebruikt.'),
  limitLabel: 'Limiet per maand (excl.\u00a0btw)',
  limitHint: (min: string, max: string) => `Een bedrag van ${min} tot en met ${max}.`,
  capLabel: 'Betaalde uitgaande gesprekken blokkeren bij de limiet',
  capHint: `Tot de eerste van de volgende maand. ${costText.freeNumbers}`,
  save: 'Limiet opslaan',
  saved: 'De limiet is opgeslagen.',
  switchOff: 'Limiet uitzetten',
  switchOffTitle: 'Limiet uitzetten?',
  switchOffText:
    'Zonder limiet krijg je geen waarschuwing meer bij 80% en 100% en worden betaalde gesprekken niet ' +
    'geblokkeerd. Je ziet dan af van deze verbruiksmelding, waar je als klein bedrijf recht op hebt. ' +
    'We leggen vast wanneer en door wie de limiet is uitgezet.',
  switchedOff: 'De limiet staat uit. Je krijgt geen verbruiksmeldingen meer.',
  off: (moment: string, by: string) =>
    `De limiet staat uit sinds ${moment} (uitgezet door ${by}). Je krijgt geen verbruiksmeldingen.`,
  switchOn: 'Limiet aanzetten',
  limitOffShort: 'Staat uit',
  yes: 'Ja',
  no: 'Nee',
  blockedHeading: 'Betaalde gesprekken geblokkeerd',
  password: 'Je wachtwoord',
  liftHint: 'Na het opheffen kun je tot het eind van de maand weer betaalde uitgaande gesprekken voeren.',
  lift: 'Blokkade opheffen',
  lifted: 'De blokkade is opgeheven. Je kunt weer betaalde gesprekken voeren.',
  lowCreditHeading: 'Melding bij laag tegoed',
  lowCreditIntro:
    'Je krijgt een e-mail en een melding op het overzicht als je tegoed minder belminuten oplevert dan je hier kiest.',
  lowCreditLabel: 'Waarschuw mij onder dit aantal minuten',
  lowCreditHint: (min: number, max: number) => `Van ${min} tot en met ${max} minuten.`,
  lowCreditSave: 'Melding opslaan',
  lowCreditSaved: 'De melding bij laag tegoed is opgeslagen.',
} as const;
