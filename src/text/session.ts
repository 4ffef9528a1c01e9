/**
 * Dutch strings of the session screens, one export per page so each page chunk carries only its own.
 */
export const loginTexts = {
  title: '',
  heading: 'Inloggen',
  email: 'E-mailadres',
  password: 'Wachtwoord',
  submit: 'Login',
  forgot: 'Wachtwoord vergeten?',
  redirecting: 'Je wordt doorgestuurd naar de inlogpagina…',
  /** Accessible name of the login form (the page itself has an empty title, spec 2). */
  form: 'Inloggen',
} as const;

export const forgotTexts = {
  title: 'Wachtwoord vergeten',
  intro: 'Vul je e-mailadres in. Je ontvangt een e-mail met een link om je wachtwoord te wijzigen.',
  email: 'E-mailadres',
  submit: 'Stuur mij de link',
  sent: 'Er is een e-mail verstuurd met de gegevens om je wachtwoord te wijzigen.',
  backToLogin: 'Terug naar inloggen',
  form: 'Wachtwoord aanvragen',
  /** Heading above the confirmation. */
  sentTitle: 'Link verstuurd',
} as const;

/** '/reset-password', the page behind the mail's password link. */
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
    'Deze link is onvolledig of verlopen. Open de link uit de e-mail opnieuw, of vraag een nieuwe link aan om je wachtwoord te wijzigen.',
  newLink: 'Nieuwe link aanvragen',
} as const;
