/** The Dutch texts of team access: roles, invitations, required two-step and the activity log. */
export const teamText = {
  access: {
    /** A role that holds the permission's read side only. */
    readOnly: 'Je kunt hier alleen meekijken. Wijzigen kan een beheerder van het account.',
    noRight: 'Je rol geeft geen toegang tot dit onderdeel. Vraag een beheerder van het account om meer rechten.',
    twoStepFirst: 'Stel eerst tweestapsverificatie in: je account vraagt dat van iedereen.',
  },
  team: {
    invited: (email: string) => `De uitnodiging is verstuurd naar ${email}. De link is 48 uur geldig.`,
    resent: (email: string) => `De uitnodiging is opnieuw verstuurd naar ${email}. De link is 48 uur geldig.`,
    withdrawn: 'De uitnodiging is ingetrokken.',
    roleChanged: (name: string, role: string) => `${name} heeft nu de rol ‘${role}’.`,
    removed: 'De toegang is ingetrokken.',
    lastBeheerder: 'Er moet altijd minstens één beheerder overblijven.',
    accountHolder: 'De hoofdgebruiker van het account blijft beheerder.',
    extraUser: 'Een extra gebruiker verwijder je bij Bundels.',
    alreadyInvited: 'Voor dit e-mailadres staat al een uitnodiging open.',
    alreadyMember: (name: string) => `${name} heeft al toegang tot dit account.`,
    twoStepOn: 'Tweestapsverificatie is nu verplicht voor iedereen in het account.',
    twoStepOff: 'Tweestapsverificatie is niet meer verplicht.',
    mailSubject: (company: string) => `Uitnodiging voor het klantportaal van ${company}`,
    mailBody: (inviter: string, company: string, role: string, link: string) =>
      `${inviter} nodigt je uit voor het klantportaal van ${company}, met de rol ${role}.\n\n` +
      `Open deze link binnen 48 uur om je naam en wachtwoord in te stellen (de link werkt één keer):\n${link}\n\n` +
      'Verwachtte je deze uitnodiging niet? Dan kun je deze e-mail negeren.',
  },
  twoStep: {
    codeSubject: 'Je code voor tweestapsverificatie',
    codeBody: (code: string) =>
      `Beste klant,\n\nJe code om tweestapsverificatie per e-mail aan te zetten is: ${code}\n\n` +
      'De code is 10 minuten geldig en werkt één keer. Heb je dit niet zelf gevraagd? Wijzig dan je wachtwoord.',
    codeSent: (email: string) =>
      `We hebben een code van 6 cijfers gestuurd naar ${email}. Vul die hier in om codes per e-mail aan te zetten.`,
    codeWrong: (left: number) => `De code is onjuist. Je kunt het nog ${left} keer proberen.`,
    codeEnded: 'Deze code is niet meer geldig. Vraag een nieuwe code aan.',
    emailAlreadyOn: 'Tweestapsverificatie per e-mail staat al aan.',
    emailOn:
      'Tweestapsverificatie per e-mail staat aan: bij het inloggen vragen we voortaan een code die we je mailen. ' +
      'Je andere logins zijn beëindigd.',
  },
  invitation: {
    invalid: 'Deze uitnodiging is niet meer geldig. Vraag een beheerder van het account om een nieuwe.',
    addressTaken: 'Met dit e-mailadres bestaat al een login. Vraag een beheerder om een ander adres uit te nodigen.',
    nameMissing: 'Vul je naam in.',
    accepted: 'Welkom! Je kunt nu inloggen met je e-mailadres en wachtwoord.',
  },
  activity: {
    invited: (email: string, role: string) => `Nodigde ${email} uit als ${role}`,
    resent: (email: string) => `Verstuurde de uitnodiging voor ${email} opnieuw`,
    withdrawn: (email: string) => `Trok de uitnodiging voor ${email} in`,
    accepted: (role: string) => `Accepteerde de uitnodiging als ${role}`,
    roleChanged: (name: string, from: string, to: string) => `Wijzigde de rol van ${name} van ${from} in ${to}`,
    removed: (name: string) => `Trok de toegang van ${name} in`,
    emailCodesOn: 'Zette tweestapsverificatie per e-mail aan',
    emailCodesOff: 'Zette tweestapsverificatie per e-mail uit',
    extraUserAdded: (email: string) => `Vroeg extra gebruiker ${email} aan`,
    extraUserRemoved: (email: string) => `Zegde extra gebruiker ${email} op`,
    dataExport: 'Vroeg een export van alle persoonsgegevens van het account aan',
    ticketCreated: (subject: string) => `Stelde de vraag '${subject}'`,
    ticketReplied: (subject: string) => `Reageerde op de vraag '${subject}'`,
    numberNamed: (number: string, name: string) => `Gaf ${number} de naam '${name}'`,
    invoiceMail: (choice: string) => `Koos facturen per e-mail als ${choice}`,
    appOn: 'Koppelde een authenticator-app',
    appOff: 'Ontkoppelde de authenticator-app',
    twoStepRequired: (on: boolean) =>
      on ? 'Maakte tweestapsverificatie verplicht' : 'Maakte tweestapsverificatie niet meer verplicht',
    blocked: (number: string) => `Blokkeerde ${number}`,
    unblocked: (number: string) => `Deblokkeerde ${number}`,
    usageLimit: (amount: string, cap: boolean) =>
      `Zette de verbruikslimiet op ${amount} per maand${cap ? ', betaalde gesprekken geblokkeerd bij de limiet' : ''}`,
    usageLimitOff: 'Zette de verbruikslimiet uit',
    lowCredit: (minutes: number) => `Zette de melding bij weinig tegoed op ${minutes} minuten`,
    usageUnblocked: 'Hief de blokkade van de verbruikslimiet op',
    outgoingNumber: 'Wijzigde het uitgaande nummer',
    individualSwitch: (on: boolean) =>
      on ? 'Liet iedereen een eigen uitgaand nummer kiezen' : 'Koos één uitgaand nummer voor iedereen',
    subscription: (what: string) => what,
    accountSaved: 'Wijzigde de persoonlijke gegevens',
    invoiceDetailsSaved: 'Wijzigde de factuurgegevens',
    passwordChanged: 'Wijzigde het wachtwoord',
    emailChangeAsked: 'Vroeg een nieuw e-mailadres voor de login aan',
    emailChanged: (old: string) => `Bevestigde het nieuwe e-mailadres voor de login (was ${old})`,
  },
} as const;
