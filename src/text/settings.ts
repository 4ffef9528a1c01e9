/** Dutch strings of the configuration page ('/settings'). */
export const settingsText = {
  togglesLabel: 'Instellingen',
  individualNumberSwitch: 'Individueel nummer wisselen',
  individualNumberSwitchHint: 'Iedere gebruiker kiest zelf zijn uitgaande nummer.',
  twoStepVerification: 'Tweestapsverificatie',
  twoStepVerificationHint: 'Bij het inloggen ontvang je een extra code per e-mail.',
  newsletter: 'Nieuwsbrief',
  newsletterHint: 'Ontvang nieuws en tips per e-mail.',
  appHeading: 'Over de app',
  version: (version: string) => `Versie ${version}`,
  releaseNotesHeading: 'Wat is er nieuw',
  releaseNotes: [
    'Je uitgaande nummer wissel je direct vanuit het overzicht.',
    'Geef je nummers een eigen naam onder Nummer instellingen.',
    'Beheer je instellingen met één tik; wijzigingen worden meteen opgeslagen.',
  ],
  feedbackBefore: 'Heb je een vraag of een idee? Laat het ons weten via ',
  feedbackLink: 'Ondersteuning',
  feedbackAfter: '.',
} as const;
