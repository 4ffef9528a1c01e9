/** Dutch strings of '/reset-password' (a module of its own, so the login chunk does not carry them). */
export const resetTexts = {
  form: 'Nieuw wachtwoord instellen',
  intro: (min: number) => `Kies een nieuw wachtwoord van minimaal ${min} karakters.`,
  password: 'Nieuw wachtwoord',
  repeat: 'Herhaal wachtwoord',
  submit: 'Wachtwoord opslaan',
  doneTitle: 'Wachtwoord gewijzigd',
  done: 'Je wachtwoord is gewijzigd. Je kunt nu inloggen met je nieuwe wachtwoord.',
  toLogin: 'Naar inloggen',
  noTokenTitle: 'Link onvolledig',
  noToken:
    'Deze link is onvolledig of verlopen. Open de link uit de e-mail opnieuw, ' +
    'of vraag een nieuwe link aan om je wachtwoord te wijzigen.',
  newLink: 'Nieuwe link aanvragen',
} as const;
