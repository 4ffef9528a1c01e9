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

/** The second step of a login with two-step verification by e-mail. */
export const loginCodeTexts = {
  heading: 'Code invullen',
  intro: 'We hebben een code van 6 cijfers naar je e-mailadres gestuurd. De code is 10 minuten geldig.',
  code: 'Code',
  invalid: 'Vul de code van 6 cijfers in.',
  submit: 'Bevestigen',
  resend: 'Nieuwe code sturen',
  resendLater: 'Geen code ontvangen? Na 30 seconden kun je een nieuwe code laten sturen.',
  resent: 'Er is een nieuwe code verstuurd.',
  back: 'Terug naar inloggen',
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

/** The warning before the inactivity logout (WCAG 2.2.1). */
export const inactivityWarningTexts = {
  title: 'Je sessie verloopt bijna',
  countdown: (seconds: number) =>
    `Je bent een tijdje niet actief geweest. Over ${seconds} ${seconds === 1 ? 'seconde' : 'seconden'} word je uitgelogd.`,
  /** Read out politely at a few moments only, not every second. */
  remaining: (seconds: number) => `Nog ${seconds} ${seconds === 1 ? 'seconde' : 'seconden'}.`,
  stay: 'Ingelogd blijven',
} as const;
