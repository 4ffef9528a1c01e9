/** Dutch strings of the session screens and messages that nl.ts does not already hold. */
export const sessionTexts = {
  /** Title of the dialog that carries nl.session.expired. */
  expiredTitle: 'Sessie verlopen',
  /** Accessible name of the login form (the page itself has an empty title, spec 2). */
  loginForm: 'Inloggen',
  forgotForm: 'Wachtwoord aanvragen',
  /** Heading above the forgot-password confirmation. */
  forgotSentTitle: 'Link verstuurd',
  /** '/reset-password', the page behind the mail's password link. */
  reset: {
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
      'Deze link is onvolledig of verlopen. Open de link uit de e-mail opnieuw, of vraag een nieuwe link aan om je wachtwoord te wijzigen.',
    newLink: 'Nieuwe link aanvragen',
  },
} as const;
