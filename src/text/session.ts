/** Dutch strings of the session screens and messages that nl.ts does not already hold. */
export const sessionTexts = {
  /** Title of the dialog that carries nl.session.expired. */
  expiredTitle: 'Sessie verlopen',
  /** Accessible name of the login form (the page itself has an empty title, spec 2). */
  loginForm: 'Inloggen',
  forgotForm: 'Wachtwoord aanvragen',
  /** Heading above the forgot-password confirmation. */
  forgotSentTitle: 'Link verstuurd',
} as const;
