/** Dutch strings of the code step of a two-step login, in the chunk of that step only. */
export const loginCodeTexts = {
  heading: 'Code invullen',
  intro: 'We hebben een code van 6 cijfers naar je e-mailadres gestuurd. De code is 10 minuten geldig.',
  code: 'Code',
  invalid: 'Vul de code van 6 cijfers in.',
  appIntro:
    'Vul de code van 6 cijfers uit je authenticator-app in. Telefoon niet bij de hand? Gebruik een van je herstelcodes.',
  appInvalid: 'Vul de code van 6 cijfers uit je app in, of een herstelcode.',
  submit: 'Bevestigen',
  resend: 'Nieuwe code sturen',
  resendLater: 'Geen code ontvangen? Na 30 seconden kun je een nieuwe code laten sturen.',
  resent: 'Er is een nieuwe code verstuurd.',
  back: 'Terug naar inloggen',
} as const;
