/** Dutch strings of the bundle pages ('/account/{poc}/…'). */
export const bundlesText = {
  extraUsers: 'Extra gebruikers',
  extraNumbers: 'Extra nummers',
  noExtraUsers: 'Je hebt geen extra gebruikers.',
  noExtraNumbers: 'Je hebt geen extra nummers.',
  voipDevice: 'VOIP toestel',
  mobileNumber: 'Extra mobiel nummer',
  businessNumber: 'Extra 085 nummer',
  otherNumber: 'Extra nummer',
  offers: 'Nieuwe bundels',
  offerUser: 'Extra gebruiker',
  offerLocal: 'Extra lokaal nummer',
  offerBusiness: 'Extra 085 nummer',
  noOffers: 'Je hebt het maximum aantal extra gebruikers en extra nummers.',
  /** No-break spaces: on a narrow screen the line breaks only before 'excl. btw'. */
  perMonth: (price: string) => `${price}\u00a0per\u00a0maand excl.\u00a0btw`,
  requestsFillRoom:
    'Je open aanvragen vullen de ruimte voor extra nummers (maximaal 5). Zodra een aanvraag is afgehandeld, kun je een nieuw nummer aanvragen.',
  openRequests: (n: number) =>
    n === 1 ? 'Er staat 1 aanvraag voor een extra nummer open.' : `Er staan ${n} aanvragen voor een extra nummer open.`,
  // Extra user request
  email: 'E-mailadres',
  password: 'Wachtwoord',
  passwordHint: (min: number) => `Minimaal ${min} karakters.`,
  request: 'Aanvragen',
  userNote:
    'De nieuwe gebruiker ontvangt een e-mail met een link om het account te activeren. Daarna logt die in met ' +
    'dit e-mailadres en het wachtwoord dat je hier kiest.',
  userCost: (price: string) => `Een extra gebruiker kost ${price} per maand excl.\u00a0btw, maandelijks opzegbaar.`,
  userRequested:
    'De extra gebruiker is aangevraagd. We sturen een e-mail naar het opgegeven adres; de login werkt zodra de ' +
    'ontvanger het account heeft geactiveerd.',
  // Extra user overview
  cancelUser: 'Opzeggen',
  cancelUserTitle: 'Extra gebruiker opzeggen',
  cancelUserQuestion: (email: string) => `Weet je zeker dat je de extra gebruiker ${email} wilt opzeggen?`,
  userRemoved: 'De extra gebruiker is opgezegd.',
  userNotFound: 'Deze extra gebruiker is niet gevonden.',
  // Extra number request
  postcode: 'Postcode',
  postcodeHint: 'Bijvoorbeeld 1234 AB.',
  houseNumber: 'Huisnummer',
  name: 'Naam',
  numberHint: 'Het aanvragen van een extra nummer duurt maximaal 2 werkdagen.',
  localText: 'Een lokaal nummer krijgt het netnummer van de plaats die bij de postcode hoort.',
  businessText: 'Een zakelijk nummer is een landelijk 085-nummer, niet gebonden aan een plaats.',
  numberCost: (price: string) => `Een extra nummer kost ${price} per maand excl.\u00a0btw, maandelijks opzegbaar.`,
  ticketSubject: 'Aanvraag extra nummer',
  numberRequested: 'Je aanvraag voor een extra nummer is verstuurd. Dit duurt maximaal 2 werkdagen.',
  // Extra number overview
  numberOverview: 'Wil je iets aan een extra nummer veranderen of het opzeggen? Stel je vraag via Ondersteuning.',
  toSupport: 'Naar Ondersteuning',
} as const;
