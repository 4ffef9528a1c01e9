import { accountText } from '../../src/text/account';
import { bundlesText } from '../../src/text/bundles';
import { usageText } from '../../src/text/usage';

/** Dutch messages that only the server sends (the shared ones live in src/text and src/validation). */
export const t = {
  server: {
    /** Tests and scripts wait for this line (…luistert op {url}). */
    listening: (url: string) => `Klantportaal luistert op ${url}`,
    stopFailed: (signal: string) => `Afsluiten na ${signal} mislukt:`,
    startFailed: 'De server kon niet starten:',
    /** Printed before the listening line when METRICS_PORT is set. */
    metrics: (url: string) => `Metrics (Prometheus) op ${url}`,
    workerExited: (pid: number, how: string) => `Serverproces ${pid} is gestopt (${how}); het wordt vervangen.`,
    /** The first line a demo server prints, so nobody runs one by accident. */
    demoMode: (seeded: boolean) =>
      `DEMOMODUS: demo-accounts (wachtwoord Welkom123)${seeded ? ' zijn aangemaakt' : ''} en /api/dev staan aan; niet voor echte klanten.`,
  },
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
    tooBig: (field: string) => `Veld "${field}" is te groot.`,
    unknownValue: (field: string) => `Veld "${field}" heeft een onbekende waarde.`,
    tooDeep: (field: string, max: number) => `Veld "${field}" is te diep genest (maximaal ${max} niveaus).`,
    controlCharacters: (field: string, what: string) =>
      `Veld "${field}" bevat een teken dat niet is toegestaan (${what}).`,
    controlCharactersAnywhere: (what: string) => `De aanvraag bevat een teken dat niet is toegestaan (${what}).`,
    /** What a refused character is: a control character, or a code point Unicode keeps free of meaning (U+FFFE). */
    refusedCharacter: { control: 'een stuurteken', nonCharacter: 'een ongeldig Unicode-teken' },
    kinds: {
      string: 'tekst',
      integer: 'een geheel getal',
      amount: 'een bedrag',
      flag: '0 of 1',
      boolean: 'waar of onwaar',
      list: 'een lijst',
      object: 'een object',
    },
    notFoundItem: 'Dit onderdeel bestaat niet of hoort niet bij jouw account.',
    mailFailed: 'De e-mail kon niet worden verstuurd. Probeer het later opnieuw.',
    /** The database is out of reach (stopped, restarting, frozen): 503 with Retry-After. */
    unavailable: 'Het portaal is even niet bereikbaar. Probeer het over een paar seconden opnieuw.',
  },
  health: {
    databaseUnavailable: 'Niet gereed: de database is niet bereikbaar.',
    migrationsPending: 'Niet gereed: de database is nog niet bijgewerkt naar deze versie.',
    stopping: 'Niet gereed: deze instantie stopt; nieuwe verzoeken gaan naar een andere.',
  },
  auth: {
    missingToken: 'Je bent niet ingelogd.',
    invalidToken: 'Je sessie is verlopen. Log opnieuw in.',
    inactive: 'Je account is niet actief. Neem contact op met de helpdesk via Ondersteuning.',
    wrongCredentials: 'Het e-mailadres of wachtwoord is onjuist.',
    tooManyAttempts: 'Te veel pogingen. Probeer het over 15 minuten opnieuw.',
    newPasswordCommon: 'Dit wachtwoord wordt te vaak gebruikt en is makkelijk te raden. Kies een ander wachtwoord.',
    hashingBusy: 'Het is op dit moment erg druk. Probeer het over een paar seconden opnieuw.',
    refreshInvalid: 'Je sessie is verlopen. Log opnieuw in.',
    sessionTokenInvalid: 'De inloglink is ongeldig of verlopen.',
    forgotSent:
      'Als dit e-mailadres bij ons bekend is, ontvang je een e-mail met de gegevens om je wachtwoord te wijzigen.',
    resetInvalid: 'De link om je wachtwoord te wijzigen is ongeldig of verlopen.',
    resetDone: 'Je wachtwoord is gewijzigd. Je kunt nu inloggen.',
    loggedOut: 'Je bent uitgelogd.',
    demoOff: 'Deze functie is niet beschikbaar.',
    demoReset: 'De demogegevens zijn hersteld.',
    demoLocalOnly: 'De demofuncties zijn alleen bereikbaar vanaf deze computer.',
    unknownUser: 'Dit e-mailadres is niet bekend.',
    codeFormat: 'Vul de code van 6 cijfers in.',
    codeWrong: (left: number) => `De code is onjuist. Je kunt het nog ${left} keer proberen.`,
    codeExpired: 'De code is verlopen. Log opnieuw in.',
    codeTooMany: 'Te veel onjuiste codes. Log opnieuw in.',
    codeEnded: 'Deze code is niet meer geldig. Log opnieuw in.',
    codeResendTooSoon: 'Wacht even voordat je een nieuwe code aanvraagt.',
    codeResent: 'Er is een nieuwe code verstuurd.',
  },
  /** The page a mailed download link opened in the browser answers with when it is refused (http/errorPage.ts). */
  errorPage: {
    title: 'Downloaden lukt nu niet',
    heading: 'Downloaden lukt nu niet',
    toPortal: 'Naar het klantportaal',
  },
  limits: {
    mailsAccountHour:
      'Er zijn het afgelopen uur te veel e-mails verstuurd vanuit je account. Probeer het later opnieuw.',
    mailsAccountDay: 'Er zijn vandaag te veel e-mails verstuurd vanuit je account. Probeer het morgen opnieuw.',
    mailsRecipientHour:
      'Er zijn het afgelopen uur te veel e-mails naar dit adres verstuurd. Probeer het later opnieuw.',
    mailsRecipientDay: 'Er zijn vandaag te veel e-mails naar dit adres verstuurd. Probeer het morgen opnieuw.',
    ticketsHour: 'Je hebt het afgelopen uur te veel vragen en reacties verstuurd. Probeer het later opnieuw.',
    diagnosticsDay:
      'Je hebt vandaag te veel technische gegevens meegestuurd. Verstuur je bericht zonder technische gegevens, of probeer het morgen opnieuw.',
    emailChangesDay: 'Je hebt vandaag te vaak geprobeerd je e-mailadres te wijzigen. Probeer het morgen opnieuw.',
    downloadRunning:
      'Er wordt al een download of export van je account klaargemaakt. Wacht tot die klaar is en probeer het dan opnieuw.',
    downloadsHour:
      'Je hebt het afgelopen uur te veel downloads en exports van je account gevraagd. Probeer het later opnieuw.',
  },
  mail: {
    codeSubject: 'Je inlogcode',
    codeBody: (code: string) =>
      `Beste klant,\n\nJe inlogcode is: ${code}\n\nDe code is 10 minuten geldig en werkt één keer. Heb je niet zelf geprobeerd in te loggen? Wijzig dan je wachtwoord.`,
    resetSubject: 'Wachtwoord wijzigen',
    resetBody: (link: string) =>
      `Beste klant,\n\nVia deze link kun je binnen een uur een nieuw wachtwoord instellen:\n${link}\n\n` +
      'Heb je dit niet aangevraagd? Dan kun je deze e-mail negeren.',
  },
  numbers: {
    duplicate: 'Een nummer staat meer dan eens in de lijst.',
  },
  settings: {
    numberSwitched: 'Je uitgaande nummer is gewijzigd.',
    saved: 'De instelling is opgeslagen.',
  },
  credit: {
    none: 'Dit account heeft geen prepaid tegoed.',
  },
  access: {
    otherCustomer: 'Dit klantnummer hoort niet bij jouw account.',
  },
  invoices: {
    mailSubject: 'Je factuur downloaden',
    mailBody: (number: string, link: string) =>
      `Beste klant,\n\nVia deze link download je factuur ${number} (24 uur geldig, één keer te gebruiken):\n${link}`,
    /** The spec's text, naming the address it went to instead of 'jouw emailadres'. */
    mailSentTo: (address: string) => `De download link om de factuur te downloaden is verstuurd naar ${address}.`,
    ownAddressesOnly:
      'Een factuur wordt alleen verstuurd naar het e-mailadres van je account of je e-mailadres voor facturen.',
    exportSubject: 'Je persoonsgegevens downloaden',
    exportBody: (link: string) =>
      'Beste klant,\n\nJe hebt een export van je persoonsgegevens aangevraagd. ' +
      `Via deze link download je ze (24 uur geldig, één keer te gebruiken):\n${link}`,
    exportSent: 'Je ontvangt een e-mail met een link om je gegevens te downloaden.',
    linkInvalid: 'Deze downloadlink is ongeldig, verlopen of al gebruikt.',
    emailLabel: 'E-mailadres',
    exportOwnAddress: 'De export van je persoonsgegevens wordt alleen naar het e-mailadres van je account gestuurd.',
    pdf: {
      title: 'Factuur',
      providerLine: 'Zakelijke telefonie',
      customerNumber: 'Klantnummer',
      date: 'Factuurdatum',
      period: 'Periode',
      description: 'Omschrijving',
      amountExcl: 'Bedrag excl. btw',
      totalExcl: 'Totaal excl. btw',
      vat: (rate: number) => `Btw ${rate}%`,
      totalIncl: 'Totaal incl. btw',
      prepaidNote: 'Dit tegoed is vooraf betaald; je hoeft niets meer te betalen.',
      page: (n: number, of: number) => `Pagina ${n} van ${of}`,
    },
  },
  blacklist: {
    duplicate: 'Dit nummer staat al op de bloklijst.',
    full: (max: number) => `Je kunt maximaal ${max} nummers blokkeren.`,
    missing: 'Dit nummer staat niet op de bloklijst.',
    added: 'Het nummer is toegevoegd aan de bloklijst.',
    removed: 'Het nummer is verwijderd uit de bloklijst.',
  },
  subscriptions: {
    none: 'Je hebt geen abonnement.',
    reasonInvalid: 'Kies een reden voor het opzeggen.',
    otherReasonMissing: 'Vul een reden in bij "Anders".',
    alreadyCancelled: 'Je abonnement is al opgezegd.',
    lapsed: 'Je abonnement is verlopen. Neem contact op met de helpdesk.',
    notCancelled: 'Je abonnement is niet opgezegd.',
    notOnly:
      'Je kunt dit abonnement niet heractiveren, omdat je nog een ander abonnement hebt. Neem contact op met de helpdesk.',
    cancelled: 'Je abonnement is opgezegd. Deze verloopt aan het eind van de huidige maand.',
    reactivated: 'Je abonnement is succesvol geactiveerd.',
    switched: 'Uw abonnement is gewijzigd. Per eerste van de volgende maand zal het nieuwe abonnement ingaan.',
    notSwitchable: 'Je kunt een opgezegd of verlopen abonnement niet wijzigen.',
    cooldown: (days: number) =>
      `Je kunt je abonnement pas over ${days} ${days === 1 ? 'dag' : 'dagen'} opnieuw wijzigen.`,
    switchWaiting: 'Er staat al een wijziging van je abonnement klaar.',
    unknownPlan: 'Dit abonnement is niet beschikbaar.',
    samePlan: 'Dit is al je huidige abonnement.',
    effects: (name: string, from: string, users: number, numbers: number) =>
      `Je nieuwe abonnement ${name} gaat in op ${from}. ` +
      (users + numbers > 0
        ? `Je ${users} extra ${users === 1 ? 'gebruiker' : 'gebruikers'} ` +
          `en ${numbers} extra ${numbers === 1 ? 'nummer' : 'nummers'} blijven behouden.`
        : 'Je bundels veranderen niet.'),
  },
  bundles: {
    needsSubscription: 'Extra gebruikers en nummers zijn alleen beschikbaar bij een actief abonnement.',
    subscriptionCancelled: 'Je abonnement is opgezegd. Extra gebruikers en nummers kun je niet meer aanvragen.',
    maxUsers: (max: number) => `Je kunt maximaal ${max} extra gebruikers hebben.`,
    maxNumbers: (max: number) => `Je kunt maximaal ${max} extra nummers hebben.`,
    addressTakenSubject: 'Je e-mailadres is opgegeven als extra gebruiker',
    addressTakenBody:
      'Beste klant,\n\nJe e-mailadres is in het klantportaal opgegeven als extra gebruiker van een account. ' +
      'Omdat er al een login met dit e-mailadres bestaat, is er geen nieuw account aangemaakt en is je eigen ' +
      'login niet veranderd.\n\nWil je extra gebruiker worden? Vraag de hoofdgebruiker dan een ander e-mailadres ' +
      'op te geven. Weet je hier niets van? Dan kun je deze e-mail negeren.',
    userRequested: bundlesText.userRequested,
    userRemoved: 'De extra gebruiker is opgezegd.',
    welcomeSubject: 'Activeer je account voor het klantportaal',
    welcomeBody: (link: string, days: number) =>
      'Beste gebruiker,\n\nJe e-mailadres is in het klantportaal opgegeven als extra gebruiker van een account. ' +
      `Activeer je account via deze link (${days} dagen geldig):\n${link}\n\n` +
      'Daarna log je in met dit e-mailadres en het wachtwoord dat je van de hoofdgebruiker hebt gekregen. ' +
      'Weet je hier niets van? Dan kun je deze e-mail negeren: zonder activering wordt er geen account aangemaakt.',
    activated: (email: string) =>
      `Je account is geactiveerd. Log in met ${email} en het wachtwoord dat je van de hoofdgebruiker hebt gekregen.`,
    activationInvalid:
      'Deze link is ongeldig, verlopen of al gebruikt. Vraag de hoofdgebruiker van het account om je opnieuw toe te voegen.',
    activationTaken:
      'Met dit e-mailadres bestaat inmiddels al een login. Er is geen nieuw account aangemaakt; je eigen login is niet veranderd.',
  },
  fields: {
    email: 'E-mailadres',
    password: 'Wachtwoord',
  },
  tickets: {
    subject: 'Onderwerp',
    message: 'Bericht',
    unknownCategory: 'Kies een categorie.',
    invoicesOnly: 'Met de rol Financieel stel je vragen in de categorie Facturen en betalingen.',
    unknownType: 'Onbekend soort vraag.',
    extraNumberCategory: 'Een aanvraag voor een extra nummer hoort in de categorie nummers.',
    extraNumberField: (field: string) => `${field}: Veld is verplicht`,
    extraNumberLabels: { zip: 'Postcode', houseNumber: 'Huisnummer', name: 'Naam' },
    extraNumberType: 'Type: kies local of business.',
    locked: 'Deze vraag is gesloten. Je kunt niet meer reageren.',
    motd: 'Op zondagnacht tussen 01:00 en 05:00 uur voeren we onderhoud uit. Bellen blijft mogelijk.',
    diagnosticsTooLarge: 'De technische gegevens zijn te groot om mee te sturen.',
    diagnosticsName: (name: string) =>
      `De technische gegevens bevatten de naam "${name}", die niet is toegestaan. Er is niets opgeslagen.`,
    diagnosticsKey: (key: string) =>
      `De technische gegevens bevatten de naam "${key}" met tekens die niet zijn toegestaan. Er is niets opgeslagen.`,
    diagnosticsTime:
      'De technische gegevens bevatten een actie met een tijd die niet kan kloppen. Er is niets opgeslagen.',
  },
  account: {
    labels: { ...accountText.labels, email: accountText.loginEmail } as Record<string, string>,
    saved: 'Je gegevens zijn opgeslagen.',
    tooLong: (label: string, max: number) => `${label}: Maximaal ${max} karakters.`,
    controlCharacters: (label: string) => `${label}: bevat tekens die niet kunnen worden opgeslagen.`,
    /** The answer to an address change, as the e-mail page says it. */
    emailConfirmationSent: accountText.emailLinkSent,
    confirmSubject: 'Bevestig je nieuwe e-mailadres',
    confirmBody: (link: string) =>
      'Beste klant,\n\nJe hebt gevraagd het e-mailadres van je account in het klantportaal te wijzigen in dit adres. ' +
      `Open deze link om dat te bevestigen (24 uur geldig, één keer te gebruiken):\n${link}\n\n` +
      'Tot je bevestigt, blijft je oude e-mailadres in gebruik. Heb je dit niet gevraagd? Dan kun je deze e-mail negeren.',
    changeRequestedSubject: 'Je e-mailadres wordt gewijzigd',
    changeRequestedBody: (address: string) =>
      `Beste klant,\n\nEr is gevraagd het e-mailadres van je account te wijzigen in ${address}. Dat gebeurt pas als ` +
      'de link wordt geopend die we naar dat adres hebben gestuurd; tot dan log je in met dit adres en komen onze ' +
      'e-mails hier.\n\nHeb je dit niet zelf gedaan? Wijzig dan direct je wachtwoord (dat maakt de link ongeldig) en ' +
      'neem contact op met de helpdesk.',
    confirmInvalid:
      'Deze link is ongeldig, verlopen of al gebruikt. Vraag de wijziging van je e-mailadres opnieuw aan.',
    confirmTaken: 'Dit e-mailadres kan niet meer worden gebruikt. Je e-mailadres is niet gewijzigd.',
    confirmDone: (address: string) => `Je e-mailadres is gewijzigd in ${address}. Log voortaan in met dit adres.`,
    addressWantedSubject: 'Iemand wilde je e-mailadres gebruiken',
    addressWantedBody:
      'Beste klant,\n\nIemand heeft in het klantportaal geprobeerd het e-mailadres van een ander account te ' +
      'wijzigen in jouw e-mailadres. Omdat jouw login dit adres al gebruikt, is er niets veranderd.\n\n' +
      'Weet je hier niets van? Dan kun je deze e-mail negeren.',
    deleted: (date: string) => `Je account is verwijderd op ${date}. Inloggen is niet meer mogelijk.`,
    deletionScheduled: (date: string) => `Je account wordt verwijderd op ${date}.`,
    deletionNeedsNoSubscription: 'Je account kan pas worden verwijderd als je geen abonnement meer hebt.',
    emailChangedSubject: 'Je e-mailadres is gewijzigd',
    emailChangedBody: (address: string) =>
      `Beste klant,\n\nHet e-mailadres van je account is gewijzigd in ${address}. ` +
      'Heb je dit niet zelf gedaan? Neem dan direct contact op met de helpdesk.',
    wrongPassword: 'Het huidige wachtwoord is onjuist.',
    passwordChanged: 'Je wachtwoord is gewijzigd.',
    passwordLabels: {
      currentPassword: 'Huidig wachtwoord',
      newPassword: 'Nieuw wachtwoord',
      newPasswordConfirm: 'Herhaal nieuw wachtwoord',
    } as Record<string, string>,
  },
  usage: {
    wrongMonth: 'Deze maand kan niet worden gedownload.',
    subject: (period: string) => `Je gesprekken van ${period}`,
    body: (period: string, count: number) =>
      `Beste klant,\n\nIn de bijlage vind je je gesprekken van ${period} (${count === 1 ? '1 gesprek' : `${count} gesprekken`}, CSV).`,
    sent: (address: string) => `De gesprekken zijn verstuurd naar ${address}.`,
    badCursor: 'Deze pagina met gesprekken bestaat niet (meer). Laad de lijst opnieuw.',
  },
  security: {
    unknownDevice: 'Onbekend apparaat',
    unknownAddress: 'onbekend',
    deviceOn: (browser: string, os: string) => `${browser} op ${os}`,
    newDeviceSubject: 'Nieuwe login op je account',
    newDeviceBody: (device: string, time: string, link: string) =>
      `Beste klant,\n\nEr is ingelogd op je account vanaf een apparaat dat we nog niet kenden:\n\n` +
      `Apparaat: ${device}\nTijd: ${time}\n\n` +
      `Was jij dit? Dan hoef je niets te doen. Was jij het niet? Wijzig dan je wachtwoord en log overal uit via Beveiliging:\n${link}`,
    sessionEnded: 'De login is beëindigd.',
    sessionsEnded: (n: number) => (n === 1 ? 'Er is 1 login beëindigd.' : `Er zijn ${n} logins beëindigd.`),
    sessionUnknown: 'Deze login bestaat niet (meer).',
    appCodeFormat: 'Vul de code van 6 cijfers uit je app in, of een herstelcode.',
    noResend: 'Gebruik de code uit je authenticator-app.',
    appAlreadyOn: 'De authenticator-app staat al aan.',
    appNotOn: 'De authenticator-app staat niet aan.',
    appSetupMissing: 'Start de koppeling opnieuw.',
    appCodeWrong: 'De code is onjuist of al gebruikt.',
    appOn: 'De authenticator-app staat aan. Bewaar je herstelcodes op een veilige plek.',
    appOff: 'De authenticator-app staat uit.',
  },
  costControl: {
    limitSubject: (level: number) =>
      level >= 100 ? 'Verbruiksmelding: je limiet is bereikt' : `Verbruiksmelding: ${level}% van je limiet gebruikt`,
    lowCreditSubject: 'Verbruiksmelding: je tegoed is bijna op',
    spentSoFar: (amount: string) => `Je gesprekken kosten deze maand tot nu toe ${amount}.`,
    capAhead:
      'Bij het bereiken van de limiet worden betaalde uitgaande gesprekken geblokkeerd tot de eerste van de volgende maand.',
    lowCreditAdvice: 'Waardeer je tegoed op om bereikbaar te blijven en te kunnen blijven bellen.',
    mailBody: (lines: string[], link: string) =>
      `Beste klant,\n\n${lines.join('\n\n')}\n\nJe instellingen en je gesprekken vind je in het portaal:\n${link}`,
    wrongKind: 'Deze instelling hoort niet bij jouw soort account.',
    missingLimit: 'Vul een limiet in, of zet de limiet uit.',
    missingCap: 'Kies of betaalde gesprekken bij de limiet geblokkeerd worden.',
    missingThreshold: 'Vul een aantal minuten in.',
    blockedCall: (until: string) => `Betaalde uitgaande gesprekken zijn geblokkeerd tot ${until}.`,
    noCredit: 'Er is geen tegoed meer voor betaalde gesprekken.',
    unknownAccount: 'Dit e-mailadres hoort bij geen demo-account.',
    /**
     * The invoice line of a month's calls outside the bundle (`periodStart` of that month). Stored and
     * sent on in the UBL, so plain spaces: the screen's no-break space is for the screen.
     */
    invoiceLine: (periodStart: string) =>
      `Gesprekken buiten de bundel, ${usageText.monthName(periodStart).replace(/\u00a0/g, ' ')}`,
  },
} as const;
