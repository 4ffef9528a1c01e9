import { formatDate, formatTime } from './format';
import { pageTitles } from './pageTitles';

/**
 * Dutch strings of 'Nummer overzetten': the form, the status page, the statuses, the current
 * provider's reasons and the rules. The server takes the statuses, reasons and rule messages from here
 * too (mails, refusals), so the customer reads the same words everywhere. The status page names each
 * status once: the other lines avoid the statuses' words.
 */
export const portingText = {
  formTitle: pageTitles.portingForm,
  statusTitle: pageTitles.portingStatus,
  /** The way in, on 'Nummer instellingen' (only for a Beheerder). */
  start: 'Nummer overzetten',
  sectionHeading: 'Overstappen met je nummer',
  sectionIntro:
    'Neem je nummer mee van een andere aanbieder. Wij regelen de overstap; je huidige aanbieder zegt het nummer daar op.',
  sectionIntroReadOnly: 'Nummers die van een andere aanbieder naar ons komen, met hun stand.',
  noRequests: 'Er loopt geen aanvraag om een nummer over te zetten.',
  requestsHeading: 'Aanvragen',
  fields: {
    number: 'Telefoonnummer',
    block: 'Het is een nummerblok (meer nummers achter elkaar)',
    lastNumber: 'Laatste nummer van het blok',
    donor: 'Huidige aanbieder',
    donorChoose: 'Kies je aanbieder',
    donorName: 'Naam van de aanbieder (als je die weet)',
    customerNumber: 'Klantnummer bij huidige aanbieder',
    company: 'Bedrijfsnaam',
    street: 'Straat',
    houseNumber: 'Huisnummer',
    houseNumberAdd: 'Toevoeging',
    postcode: 'Postcode',
    city: 'Plaats',
    wantedDate: 'Gewenste overstapdatum',
    authorised: 'Ik ben bevoegd om dit nummer over te zetten',
    signature: 'Handtekening (typ je volledige naam)',
  },
  hints: {
    number: 'Zoals 020 123 4567 of +31 20 123 4567.',
    lastNumber: (max: number) => `Een blok heeft hoogstens ${max} nummers, van het eerste tot en met het laatste.`,
    donorName: 'Niet in de lijst? Wij zoeken bij het landelijke overstapsysteem op waar het nummer nu loopt.',
    customerNumber: 'Dit staat op een factuur van je huidige aanbieder.',
    asKnownThere: 'Vul de gegevens in zoals je huidige aanbieder ze kent (staat op de factuur van die aanbieder).',
    wantedDate: (earliest: string) =>
      `Op zijn vroegst ${earliest} (3 werkdagen vanaf vandaag). Schrijf als dd\u2011mm\u2011jjjj.`,
    signature: 'Met je naam onderteken je de machtiging om het nummer namens jou over te zetten.',
  },
  addressHeading: 'Bedrijf en adres bij je huidige aanbieder',
  signHeading: 'Machtiging',
  fee: (amount: string) => `Eenmalige kosten: ${amount} excl.\u00a0btw. Die staan op je volgende factuur.`,
  noFee: 'Aan het overzetten zijn geen kosten verbonden.',
  send: 'Aanvraag versturen',
  /** 'Opnieuw aanvragen': the form filled in with the earlier request. */
  again: 'Opnieuw aanvragen',
  newRequest: 'Bekijk de nieuwe aanvraag',
  againIntro: 'Het formulier is ingevuld met je vorige aanvraag. Verbeter wat niet klopte en verstuur opnieuw.',
  /** Each status by its name; the status page shows it once, in the timeline. */
  statuses: {
    requested: 'Aangevraagd',
    delayed: 'Meer tijd nodig',
    approved: 'Goedgekeurd',
    planned: 'Gepland',
    performed: 'Overgezet',
    rejected: 'Afgewezen',
    cancelled: 'Geannuleerd',
    expired: 'Verlopen',
    error: 'Fout gemeld',
    resent: 'Opnieuw verstuurd',
  },
  /** What each step of the timeline says beside its name. */
  steps: {
    answerDue: (donor: string, date: string, time: string) =>
      `Antwoord van ${donor} verwacht uiterlijk ${date} om ${time}.`,
    delayedDue: (donor: string, date: string, time: string) => `${donor} antwoordt uiterlijk ${date} om ${time}.`,
    window: (from: string, until: string) => `Mogelijk van ${from} tot en met ${until}.`,
    chooseDate: 'Kies of bevestig hieronder de overstapdatum.',
    plannedAt: (date: string, time: string) => `Overstap op ${date} om ${time}.`,
    performedAt: (date: string, time: string) => `Uitgevoerd op ${date} om ${time}.`,
    performedNext: 'Het nummer staat nu bij je nummers en je kunt het als uitgaand nummer kiezen.',
    toNumbers: 'Naar Nummer instellingen',
    cancelledByCustomer: 'Op jouw verzoek; je huidige aanbieder is bericht.',
    cancelledByDesk: 'Door de helpdesk; je huidige aanbieder is bericht.',
    expiredText:
      'De goedkeuring gold 90 dagen en is niet gebruikt. Vraag opnieuw aan om het nummer alsnog mee te nemen.',
    errorText: (reason: string) =>
      `Het landelijke overstapsysteem meldde: ${reason} De helpdesk verbetert dit en verstuurt de aanvraag opnieuw; je hoeft niets te doen.`,
    resentText: 'De helpdesk heeft de gegevens verbeterd en de aanvraag opnieuw verstuurd.',
    byDesk: 'door de helpdesk',
  },
  /** The status page's facts. */
  facts: {
    heading: 'Je aanvraag',
    numbers: 'Telefoonnummer',
    donor: 'Huidige aanbieder',
    customerNumber: 'Klantnummer bij huidige aanbieder',
    company: 'Bedrijf',
    address: 'Adres',
    wantedDate: 'Gewenste overstapdatum',
    signed: 'Ondertekend',
    signedBy: (name: string) => `door ${name} op `,
    fee: 'Kosten',
    feeNext: (amount: string) => `${amount} excl.\u00a0btw, eenmalig, op je volgende factuur`,
    feeOnInvoice: (amount: string, number: string, date: string) =>
      `${amount} excl.\u00a0btw, eenmalig, op factuur ${number} van ${date}`,
    feeNone: 'Geen',
    feeNotCharged: 'Geen: alleen een nummer dat echt overkomt kost iets',
  },
  timelineHeading: 'Verloop',
  block: (first: string, last: string, count: number) => `${first} t/m ${last} (${count} nummers)`,
  sentNotice: 'Je aanvraag is verstuurd. Je krijgt een e-mail bij elke stap.',
  /** The date on the status page, once the current provider agreed. */
  date: {
    label: 'Overstapdatum',
    hint: (from: string, until: string) =>
      `Kies een datum van ${from} tot en met ${until}. Schrijf als dd\u2011mm\u2011jjjj.`,
    confirm: 'Datum bevestigen',
    change: 'Datum wijzigen',
  },
  cancel: 'Overstap annuleren',
  cancelTitle: 'Overstap annuleren',
  cancelQuestion: (numbers: string) =>
    `Wil je het overzetten van ${numbers} annuleren? Je nummer blijft dan bij je huidige aanbieder. Wil je later toch overstappen, dan vraag je opnieuw aan.`,
  cancelConfirm: 'Ja, annuleren',
  notFound: 'Deze aanvraag bestaat niet of hoort niet bij jouw account.',
  /** The overview's notice of a request that runs, or was refused and waits for a new one. */
  notice: {
    before: 'Nummer overzetten: ',
    after: (status: string) => ` – ${status}.`,
    approved: 'Kies je overstapdatum.',
    rejected: 'Vraag opnieuw aan.',
  },
  /** Why the current provider refused (its blocking code), in words a customer can act on. */
  reasons: {
    KLANTNUMMER:
      'Het klantnummer bij je huidige aanbieder klopt niet met wat die aanbieder kent. Controleer het op een factuur van die aanbieder en vraag opnieuw aan.',
    ADRES:
      'De bedrijfsnaam, het adres of de postcode klopt niet met wat je huidige aanbieder kent. Neem ze over van een factuur van die aanbieder en vraag opnieuw aan.',
    NUMMER:
      'Je huidige aanbieder kent dit nummer niet bij jouw klantnummer. Controleer het nummer en bij welke aanbieder het loopt, en vraag opnieuw aan.',
    BLOK: 'Dit nummer hoort bij een nummerblok dat alleen in zijn geheel over kan. Vraag het hele blok aan, van het eerste tot en met het laatste nummer.',
    LOPEND:
      'Voor dit nummer loopt al een overstap naar een andere aanbieder. Wacht tot die is afgerond of laat die intrekken, en vraag daarna opnieuw aan.',
  } as Record<string, string>,
  otherReason: (code: string) =>
    `Je huidige aanbieder heeft de overstap geweigerd (code ${code}). Vraag die aanbieder waarom, en vraag daarna opnieuw aan.`,
  /** What the national porting system (COIN) reported about a message (117), for the customer. */
  errors: {
    AANBIEDER: 'het nummer loopt bij een andere aanbieder dan in de aanvraag staat.',
  } as Record<string, string>,
  otherError: (code: string) => `het bericht kon niet worden verwerkt (code ${code}).`,
  rules: {
    number: 'Vul een Nederlands telefoonnummer in van 10 cijfers, zoals 020 123 4567 of +31 20 123 4567.',
    lastNumber: 'Vul het laatste nummer van het blok in als Nederlands nummer van 10 cijfers.',
    blockOrder: 'Het laatste nummer van het blok moet na het eerste komen.',
    blockSize: (max: number) => `Een blok heeft hoogstens ${max} nummers. Vraag een groter blok in delen aan.`,
    donor: 'Kies je huidige aanbieder.',
    donorName: 'De naam van de aanbieder heeft hoogstens 100 tekens.',
    customerNumber:
      'Vul het klantnummer bij je huidige aanbieder in (letters, cijfers, streepjes), zoals het op een factuur van die aanbieder staat.',
    company: 'Vul de bedrijfsnaam in zoals je huidige aanbieder die kent (2 tot 128 tekens).',
    street: 'Vul de straat in (2 tot 100 tekens).',
    houseNumber: 'Vul het huisnummer in, alleen cijfers.',
    houseNumberAdd: 'Een toevoeging heeft hoogstens 10 letters of cijfers.',
    city: 'Vul de plaats in (2 tot 100 tekens).',
    date: 'Vul een datum in als dd\u2011mm\u2011jjjj, bijvoorbeeld 01-04-2026.',
    dateTooEarly: (earliest: string) =>
      `Kies een datum vanaf ${earliest}: overstappen kan op zijn vroegst 3 werkdagen na vandaag.`,
    dateTooLate: (latest: string) => `Kies een datum tot en met ${latest}.`,
    authorised: 'Bevestig dat je bevoegd bent om dit nummer over te zetten.',
    signature: 'Onderteken met je volledige naam (2 tot 100 tekens).',
  },
} as const;

/** The name of a blocking code's reason: the known codes in words, any other with its code. */
export function portingReason(code: string): string {
  const key = code.toUpperCase();
  return Object.hasOwn(portingText.reasons, key) ? (portingText.reasons[key] ?? '') : portingText.otherReason(code);
}

/** What COIN's error (117) with `code` means, as the end of a sentence. */
export function portingError(code: string): string {
  const key = code.toUpperCase();
  return Object.hasOwn(portingText.errors, key) ? (portingText.errors[key] ?? '') : portingText.otherError(code);
}

/** The numbers of a request: one number, or the block with its count. */
export const portingNumbers = (request: { firstNumber: string; lastNumber: string; numberCount: number }): string =>
  request.numberCount === 1
    ? request.firstNumber
    : portingText.block(request.firstNumber, request.lastNumber, request.numberCount);

/** A step of a request's timeline as the portal and the desk show it (src/api/portingContract.ts's PortingStep). */
export interface PortingStepWords {
  kind: keyof typeof portingText.statuses;
  answerDueAt: string | null;
  firstPossibleDate: string | null;
  approvedUntil: string | null;
  moment: string | null;
  code: string | null;
  byDesk: boolean;
}

/** What a step of the timeline says beside its name (the statuses' own words left out). */
export function portingStepLines(step: PortingStepWords, donor: string): string[] {
  const s = portingText.steps;
  // In words, as the mail says it ('uiterlijk 9 december 2026 om 17:30'), like the other steps' dates.
  const due = step.answerDueAt ? [s.answerDue(donor, formatDate(step.answerDueAt), formatTime(step.answerDueAt))] : [];
  switch (step.kind) {
    case 'requested':
      return due;
    case 'resent':
      return [s.resentText, ...due];
    case 'delayed':
      return step.answerDueAt ? [s.delayedDue(donor, formatDate(step.answerDueAt), formatTime(step.answerDueAt))] : [];
    case 'approved':
      return step.firstPossibleDate && step.approvedUntil
        ? [s.window(formatDate(step.firstPossibleDate), formatDate(step.approvedUntil))]
        : [];
    case 'planned':
      return step.moment ? [s.plannedAt(formatDate(step.moment), formatTime(step.moment))] : [];
    case 'performed':
      return step.moment ? [s.performedAt(formatDate(step.moment), formatTime(step.moment))] : [];
    case 'rejected':
      return [portingReason(step.code ?? '')];
    case 'cancelled':
      return [step.byDesk ? s.cancelledByDesk : s.cancelledByCustomer];
    case 'expired':
      return [s.expiredText];
    case 'error':
      return [s.errorText(portingError(step.code ?? ''))];
  }
}
