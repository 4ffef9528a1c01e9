/** Dutch messages of the support desk's API that only the server sends (docs/support.md). */
export const deskText = {
  auth: {
    /** One message for any wrong part: it never tells which of the three was right. */
    wrongCredentials: 'Het e-mailadres, het wachtwoord of de code is onjuist.',
    fieldsRequired: 'Vul je e-mailadres, wachtwoord en de code uit je authenticator-app in.',
    invalidEmail: 'Vul een geldig e-mailadres in.',
    staffOnly: 'Dit deel is alleen voor medewerkers. Log in op de supportdesk.',
    teamleaderOnly: 'Alleen een teamleider kan dit doen.',
    loggedOut: 'Je bent uitgelogd.',
    /** Only shown after the right password: the account's owner needs to know, a guesser learns nothing new. */
    locked:
      'Je account is vergrendeld na te veel onjuiste codes. Een teamleider kan het ontgrendelen; je hebt er een ' +
      'e-mail over gekregen.',
    lockedSubject: 'Je account voor de supportdesk is vergrendeld',
    lockedBody: (name: string, failures: number) =>
      `Beste ${name},\n\nBij het inloggen op de supportdesk is met jouw wachtwoord ${failures} keer achter elkaar ` +
      'een onjuiste code uit de authenticator-app ingevuld. Daarom is je account vergrendeld.\n\n' +
      'Was jij dat zelf? Vraag een teamleider om je account te ontgrendelen (Medewerkers).\n' +
      'Was jij het niet? Dan kent iemand anders je wachtwoord: meld het meteen bij een teamleider.',
    lockedAudit: (failures: number) => `na ${failures} onjuiste codes`,
  },
  setup: {
    invalid: 'Deze link is ongeldig, verlopen of al gebruikt. Vraag een teamleider om een nieuwe.',
    codeWrong:
      'De code is onjuist. Kijk in je authenticator-app en probeer het opnieuw. Is de link intussen nog eens ' +
      'geopend, dan is de sleutel vervangen: open de link opnieuw en scan de nieuwe QR-code.',
    done: 'Je account is klaar. Log in met je e-mailadres, wachtwoord en de code uit je app.',
  },
  tickets: {
    messageRequired: 'Antwoord: Vul een antwoord in.',
    answerField: (problem: string) => `Antwoord: ${problem}`,
    alreadyStatus: 'De vraag heeft deze status al.',
    logUnknown: 'Deze technische gegevens horen niet bij deze vraag.',
    /** The mail to the customer: that there is an answer, never what it says. */
    answerSubject: 'Er is een antwoord op je vraag',
    answerBody: (link: string) =>
      'Beste klant,\n\nEr staat een nieuw antwoord van onze medewerkers op je vraag klaar. ' +
      `Je leest het in de app onder Ondersteuning, of via deze link:\n${link}`,
  },
  staff: {
    emailInvalid: (problem: string) => `E-mailadres: ${problem}`,
    nameRequired: 'Naam: Veld is verplicht',
    emailTaken: 'Er is al een medewerker met dit e-mailadres.',
    created: 'Het account is aangemaakt. Geef de medewerker de link om het wachtwoord en de app in te stellen.',
    disabled: 'Het account is uitgeschakeld.',
    notSelf: 'Je kunt je eigen account niet uitschakelen.',
    unlocked: 'Het account is ontgrendeld.',
    notLocked: 'Dit account is niet vergrendeld.',
  },
} as const;
