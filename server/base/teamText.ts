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
    roleChanged: 'De rol is gewijzigd.',
    removed: 'De toegang is ingetrokken.',
    lastBeheerder: 'Er moet altijd minstens één beheerder overblijven.',
    accountHolder: 'De hoofdgebruiker van het account blijft beheerder.',
    extraUser: 'Een extra gebruiker verwijder je bij Bundels.',
    alreadyInvited: 'Voor dit e-mailadres staat al een uitnodiging open.',
    twoStepOn: 'Tweestapsverificatie is nu verplicht voor iedereen in het account.',
    twoStepOff: 'Tweestapsverificatie is niet meer verplicht.',
    mailSubject: (company: string) => `Uitnodiging voor het klantportaal van ${company}`,
    mailBody: (inviter: string, company: string, role: string, link: string) =>
      `${inviter} nodigt je uit voor het klantportaal van ${company}, met de rol ${role}.\n\n` +
      `Open deze link binnen 48 uur om je naam en wachtwoord in te stellen (de link werkt één keer):\n${link}\n\n` +
      'Verwachtte je deze uitnodiging niet? Dan kun je deze e-mail negeren.',
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
    twoStepRequired: (on: boolean) =>
      on ? 'Maakte tweestapsverificatie verplicht' : 'Maakte tweestapsverificatie niet meer verplicht',
    blocked: (number: string) => `Blokkeerde ${number}`,
    unblocked: (number: string) => `Deblokkeerde ${number}`,
    usageLimit: 'Wijzigde de verbruikslimiet',
    usageUnblocked: 'Hief de blokkade van de verbruikslimiet op',
    outgoingNumber: 'Wijzigde het uitgaande nummer',
    subscription: (what: string) => what,
    accountSaved: 'Wijzigde de persoonlijke gegevens',
    invoiceDetailsSaved: 'Wijzigde de factuurgegevens',
    passwordChanged: 'Wijzigde het wachtwoord',
    emailChangeAsked: 'Vroeg een nieuw e-mailadres voor de login aan',
  },
} as const;
