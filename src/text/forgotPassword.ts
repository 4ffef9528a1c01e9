/** Dutch strings of '/forgot-password' (a module of its own, so the login chunk does not carry them). */
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
