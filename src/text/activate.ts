/** Dutch strings of '/activate', the page behind the link that activates a new extra user's login. */
export const activateTexts = {
  form: 'Account activeren',
  intro:
    'Je e-mailadres is opgegeven als extra gebruiker van een account in het klantportaal. Activeer je account om ' +
    'in te loggen met dit e-mailadres en het wachtwoord dat je van de hoofdgebruiker hebt gekregen.',
  submit: 'Account activeren',
  doneTitle: 'Account geactiveerd',
  toLogin: 'Naar inloggen',
  noTokenTitle: 'Link onvolledig',
  noToken:
    'Deze link is onvolledig. Open de link uit de e-mail opnieuw, of vraag de hoofdgebruiker van het account om je ' +
    'opnieuw toe te voegen.',
} as const;
