import { nl } from './nl';
import { pageTitles } from './pageTitles';
import { roleNames } from './roles';

/** 'a', 'a en b', 'a, b en c'. */
const listOf = (items: string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} en ${items.at(-1) ?? ''}`;

/** Dutch strings of team access: roles, 'Gebruikers en rechten' and 'Activiteit'. */
export const teamText = {
  pageTitle: pageTitles.team,
  activityTitle: pageTitles.activity,
  invitationTitle: nl.titles.invitation,
  fields: { email: 'E-mailadres', role: 'Rol', fullName: 'Naam', password: 'Wachtwoord' },
  roles: roleNames,
  roleDescriptions: {
    beheerder: 'Alles: nummers, gebruikers, abonnement, facturen en instellingen.',
    financieel: 'Facturen, verbruik, verbruikslimiet en tegoed; abonnement en bundels alleen bekijken.',
    gebruiker:
      'Eigen uitgaande nummer, nummerinstellingen, berichten en eigen beveiliging. De rol van elke extra gebruiker.',
    alleen_lezen: 'Ziet wat een beheerder ziet, maar wijzigt niets.',
  },
  security: {
    heading: 'Tweestapsverificatie in het account',
    required: 'Tweestapsverificatie is verplicht voor iedereen in het account.',
    notRequired: 'Tweestapsverificatie is niet verplicht.',
    changeAt: 'Dat stel je in bij ',
    seeAt: 'Je ziet het ook bij ',
  },
  undo: {
    text: 'Heb je tweestapsverificatie per ongeluk verplicht gemaakt? Als beheerder kun je dat hier terugdraaien.',
    button: 'Verplichting uitzetten',
    title: 'Verplichting uitzetten',
    question:
      'Tweestapsverificatie is dan niet meer verplicht voor iedereen in het account. Je kunt het later weer aanzetten bij Gebruikers en rechten.',
    confirm: 'Uitzetten',
  },
  team: {
    freeNote:
      'Hier geef je collega’s toegang tot het portaal: gratis, zonder telefoonlijn. Een extra gebruiker is iets anders: een betaalde lijn met een eigen login, die je aanvraagt en opzegt bij Bundels.',
    peopleHeading: 'Mensen met toegang',
    invitationsHeading: 'Openstaande uitnodigingen',
    noInvitations: 'Er staan geen uitnodigingen open.',
    inviteHeading: 'Collega uitnodigen',
    inviteHint: 'De collega krijgt een link per e-mail die 48 uur geldig is en één keer werkt.',
    invite: 'Uitnodigen',
    roleOf: (name: string) => `Rol van ${name}`,
    accountHolder: 'Hoofdgebruiker',
    colleague: 'Collega',
    extraUser: 'Extra gebruiker (eigen lijn)',
    extraUserNote: 'Opzeggen bij Bundels',
    you: '(jij)',
    twoStepOn: 'Tweestapsverificatie aan',
    twoStepOff: 'Geen tweestapsverificatie',
    saveRole: 'Rol opslaan',
    /** The buttons' names for a screen reader: whose role, whose access, whose invitation. */
    saveRoleOf: (name: string) => ['Rol', ` van ${name}`, ' opslaan'] as const,
    roleUnsaved: 'Niet opgeslagen',
    remove: 'Toegang intrekken',
    removeOf: (name: string) => ['Toegang', ` van ${name}`, ' intrekken'] as const,
    confirmRemoveTitle: 'Toegang intrekken',
    confirmRemove: (name: string) => `Wil je de toegang van ${name} intrekken? Alle logins van deze persoon stoppen.`,
    resend: 'Opnieuw versturen',
    resendOf: (email: string) => `Uitnodiging voor ${email} opnieuw versturen`,
    withdraw: 'Intrekken',
    withdrawOf: (email: string) => `Uitnodiging voor ${email} intrekken`,
    expiresAt: (when: string) => `Geldig tot ${when}`,
    expired: 'Verlopen',
    leaveTitle: 'Rol niet opgeslagen',
    leaveQuestion: (names: string) =>
      `Je hebt de rol van ${names} gewijzigd maar niet opgeslagen. Wil je deze pagina verlaten zonder op te slaan?`,
    leaveConfirm: 'Verlaten zonder opslaan',
    twoStepHeading: 'Tweestapsverificatie verplicht',
    twoStepHint:
      'Wie nog geen tweestapsverificatie heeft, kan daarna niets anders doen dan die instellen op Beveiliging, met een code per e-mail of een authenticator-app.',
    twoStepSwitch: 'Tweestapsverificatie verplicht voor iedereen',
    requireTitle: 'Tweestapsverificatie verplicht maken',
    requireQuestion: (names: string[]) =>
      `Nog zonder tweestapsverificatie: ${listOf(names)}. ${names.length === 1 ? 'Deze persoon kan' : 'Zij kunnen'} ` +
      'daarna niets anders doen dan die instellen op Beveiliging, met een code per e-mail of een authenticator-app. Verplicht maken?',
    requireEveryoneHas: 'Iedereen in het account heeft tweestapsverificatie al. Verplicht maken?',
    requireConfirm: 'Verplicht maken',
    toActivity: 'Activiteit bekijken',
  },
  invitation: {
    intro: (company: string, role: string) =>
      `Je bent uitgenodigd voor het klantportaal van ${company}, met de rol ‘${role}’. Kies je naam en een wachtwoord.`,
    takenIntro: (company: string, role: string) =>
      `Je bent uitgenodigd voor het klantportaal van ${company}, met de rol ‘${role}’.`,
    addressTaken:
      'Met dit e-mailadres bestaat al een login, dus deze uitnodiging kun je niet accepteren. Vraag wie je uitnodigde om een ander e-mailadres uit te nodigen, of log in met je bestaande login.',
    twoStepNote: 'Dit account vraagt tweestapsverificatie: na het inloggen stel je die eerst in.',
    passwordHint: 'Minstens 8 tekens; kies iets dat niet makkelijk te raden is.',
    accept: 'Uitnodiging accepteren',
    missingLink: 'Deze pagina werkt alleen via de link in de uitnodiging.',
    toLogin: 'Naar inloggen',
    checking: 'De uitnodiging wordt gecontroleerd…',
  },
  activity: {
    filterPerson: 'Persoon',
    filterKind: 'Soort',
    everyone: 'Iedereen',
    allKinds: 'Alles',
    none: 'Nog geen activiteit.',
    noneFiltered: 'Geen activiteit met deze filters.',
    download: 'Downloaden als CSV',
    csvFileName: 'activiteit.csv',
    personOption: (name: string, email: string) => (email ? `${name} (${email})` : name),
    retention: 'Activiteit blijft 13 maanden bewaard.',
    columns: { at: 'Moment', person: 'Persoon', kind: 'Soort', detail: 'Wat' },
    csvHead: ['Datum', 'Tijd', 'Naam', 'E-mailadres', 'Soort', 'Wat'],
    kinds: {
      team: 'Rollen en toegang',
      invitation: 'Uitnodigingen',
      'two-step': 'Tweestapsverificatie',
      'usage-limit': 'Verbruikslimiet',
      'blocked-numbers': 'Blokkades',
      'outgoing-number': 'Uitgaand nummer',
      subscription: 'Abonnement',
      account: 'Persoonlijke gegevens',
      'login-details': 'Wachtwoord en e-mailadres',
      'extra-users': 'Extra gebruikers',
      numbers: 'Nummers',
      'invoice-settings': 'Factuurinstellingen',
      tickets: 'Vragen aan de klantenservice',
      'data-export': 'Export van persoonsgegevens',
      porting: 'Nummer overzetten',
    },
  },
} as const;
