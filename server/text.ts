/** Dutch messages that only the server sends (the shared ones live in src/text and src/validation). */
export const t = {
  http: {
    badJson: 'De aanvraag kon niet worden gelezen: de inhoud is geen geldige JSON.',
    notObject: 'De aanvraag kon niet worden gelezen: verwacht een JSON-object.',
    tooLarge: 'De aanvraag is te groot.',
    unsupportedType: 'De aanvraag kon niet worden gelezen: gebruik JSON (Content-Type: application/json).',
    notFound: 'Deze aanvraag bestaat niet.',
    methodNotAllowed: 'Deze aanvraag bestaat niet.',
    internal: 'Er is iets misgegaan. Probeer het later opnieuw.',
    missingField: (field: string) => `Veld "${field}" ontbreekt.`,
    wrongType: (field: string, kind: string) => `Veld "${field}" moet ${kind} zijn.`,
    tooLong: (field: string, max: number) => `Veld "${field}" mag maximaal ${max} karakters bevatten.`,
    kinds: { string: 'tekst', integer: 'een geheel getal', flag: '0 of 1', boolean: 'waar of onwaar', list: 'een lijst', object: 'een object' },
    notFoundItem: 'Dit onderdeel bestaat niet of hoort niet bij jouw account.',
    mailFailed: 'De e-mail kon niet worden verstuurd. Probeer het later opnieuw.',
  },
  auth: {
    missingToken: 'Je bent niet ingelogd.',
    invalidToken: 'Je sessie is verlopen. Log opnieuw in.',
    adminOnly: 'Alleen de hoofdgebruiker van het account kan dit doen.',
    inactive: 'Je account is niet actief. Neem contact op met de helpdesk via Ondersteuning.',
    wrongCredentials: 'Het e-mailadres of wachtwoord is onjuist.',
    tooManyAttempts: 'Te veel pogingen. Probeer het over 15 minuten opnieuw.',
    refreshInvalid: 'Je sessie is verlopen. Log opnieuw in.',
    sessionTokenInvalid: 'De inloglink is ongeldig of verlopen.',
    forgotSent: 'Als dit e-mailadres bij ons bekend is, ontvang je een e-mail met de gegevens om je wachtwoord te wijzigen.',
    resetInvalid: 'De link om je wachtwoord te wijzigen is ongeldig of verlopen.',
    resetDone: 'Je wachtwoord is gewijzigd. Je kunt nu inloggen.',
    loggedOut: 'Je bent uitgelogd.',
    demoOff: 'Deze functie is niet beschikbaar.',
    unknownUser: 'Dit e-mailadres is niet bekend.',
  },
  mail: {
    resetSubject: 'Wachtwoord wijzigen',
    resetBody: (link: string) =>
      `Beste klant,\n\nVia deze link kun je binnen een uur een nieuw wachtwoord instellen:\n${link}\n\nHeb je dit niet aangevraagd? Dan kun je deze e-mail negeren.`,
  },
  numbers: {
    duplicate: 'Een nummer staat meer dan eens in de lijst.',
  },
  settings: {
    unknownAction: 'Onbekende instelling.',
    numberSwitched: 'Je uitgaande nummer is gewijzigd.',
    saved: 'De instelling is opgeslagen.',
  },
  credit: {
    none: 'Dit account heeft geen prepaid tegoed.',
  },
} as const;
