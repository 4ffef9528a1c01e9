/**
 * Dutch strings of the login page. The forgot- and reset-password pages have modules of their own: a
 * module shared by several chunks carries every part any of them uses, and this one is on the first visit.
 */
export const loginTexts = {
  title: '',
  heading: 'Inloggen',
  email: 'E-mailadres',
  password: 'Wachtwoord',
  submit: 'Login',
  forgot: 'Wachtwoord vergeten?',
  redirecting: 'Je wordt doorgestuurd naar de inlogpagina…',
  /** Accessible name of the login form (the page itself has an empty title, requirements §2). */
  form: 'Inloggen',
} as const;

/** '/reset-password', the page behind the mail's password link. */
