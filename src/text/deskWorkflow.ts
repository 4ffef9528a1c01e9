/** Dutch strings of the desk's working tools: notes, assignment, response times, templates, merging. */
export const deskWorkflowText = {
  nav: { templates: 'Standaardantwoorden', overview: 'Overzicht' },
  views: {
    label: 'Welke vragen',
    all: 'Alle',
    mine: 'Mijn vragen',
    unassigned: 'Niet toegewezen',
  },
  sort: {
    label: 'Volgorde',
    activity: 'Laatste activiteit',
    due: 'Reactietijd (eerst te laat)',
    caption: (n: number) => `${n === 1 ? '1 vraag' : `${n} vragen`}, wachtende vragen op reactietijd, de rest daarna`,
  },
  columns: { assignee: 'Toegewezen aan', due: 'Reactietijd' },
  nobody: 'Niemand',
  unread: 'Nieuw bericht',
  answered: 'Beantwoord',
  noTarget: '–',
  /** Working time as hours and minutes: '3 u 20 min', '45 min'. */
  duration: (minutes: number) => {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    if (hours === 0) return `${rest} min`;
    return rest === 0 ? `${hours} u` : `${hours} u ${rest} min`;
  },
  timeLeft: (duration: string) => `Nog ${duration}`,
  late: (duration: string) => `Te laat: ${duration}`,
  workingHoursHint: 'Reactietijd in werkuren: maandag tot en met vrijdag 8.30-17.30 uur, feestdagen niet.',
  pages: {
    label: 'Pagina’s',
    previous: 'Vorige pagina',
    next: 'Volgende pagina',
    position: (page: number, pages: number, total: number) =>
      `Pagina ${page} van ${pages} (${total === 1 ? '1 vraag' : `${total} vragen`})`,
  },
  assignment: {
    heading: 'Toegewezen aan',
    nobody: 'Nog niemand.',
    take: 'Oppakken',
    giveLabel: 'Geven aan',
    give: 'Toewijzen',
    release: 'Niemand',
  },
  presence: (names: readonly string[]) => `Ook geopend door ${names.join(', ')}`,
  notes: {
    label: 'Interne notitie',
    hint: 'Alleen zichtbaar voor medewerkers; de klant ziet dit nooit.',
    add: 'Notitie toevoegen',
    added: 'De notitie is toegevoegd.',
    entry: (name: string) => `Interne notitie van ${name}`,
  },
  placeholders: {
    heading: 'Invulvelden',
    intro: 'Deze worden bij het versturen ingevuld; een ander invulveld wordt geweigerd.',
    meaning: {
      klantnaam: 'de naam van de klant',
      klantnummer: 'het klantnummer',
      medewerker: 'jouw naam, zoals de klant die ziet',
    } as Record<string, string>,
    unknown: (found: readonly string[], known: readonly string[]) =>
      `${found.length === 1 ? 'Onbekend invulveld' : 'Onbekende invulvelden'} ${found.join(', ')}. ` +
      `Gebruik alleen ${known.slice(0, -1).join(', ')} en ${known[known.length - 1] ?? ''}.`,
    preview: 'Zo leest de klant het',
    hint: 'Invulvelden {{klantnaam}}, {{klantnummer}} en {{medewerker}} worden bij het versturen ingevuld.',
  },
  templates: {
    title: 'Standaardantwoorden',
    intro:
      'Teksten die medewerkers in hun antwoord kunnen zetten en daarna aanpassen. De invulvelden ernaast ' +
      'worden bij het versturen ingevuld.',
    pick: 'Standaardantwoord',
    choose: 'Kies een standaardantwoord',
    insert: 'Invoegen',
    none: 'Er zijn nog geen standaardantwoorden.',
    titleField: 'Titel',
    bodyField: 'Tekst',
    add: 'Toevoegen',
    addHeading: 'Standaardantwoord toevoegen',
    edit: (title: string) => `${title} wijzigen`,
    save: 'Opslaan',
    remove: (title: string) => `${title} verwijderen`,
    removeShort: 'Verwijderen',
    editShort: 'Wijzigen',
    cancel: 'Annuleren',
  },
  stale: 'Er is een nieuw bericht verschenen sinds je begon te typen. Lees het; je antwoord is bewaard.',
  due: {
    label: 'Eerste antwoord',
    dueAt: (moment: string) => `uiterlijk ${moment}`,
    answeredAt: (moment: string) => `gegeven op ${moment}`,
  },
  merge: {
    heading: 'Samenvoegen',
    hint: 'De gekozen vraag komt bij deze vraag en wordt daarna gesloten.',
    field: 'Andere open vraag van deze klant',
    none: 'Deze klant heeft geen andere open vragen om samen te voegen.',
    choice: (id: number, subject: string) => `Vraag ${id}: ${subject}`,
    submit: 'Samenvoegen',
    /** The confirmation around the moment the other question was asked (kept on one line by the page). */
    confirmBefore: (id: number, subject: string) => `Vraag ${id} '${subject}' van `,
    confirmAfter: ' bij deze vraag voegen? Dit kan niet ongedaan worden gemaakt.',
    confirmButton: 'Ja, samenvoegen',
    cancel: 'Annuleren',
    mergedInto: (id: number) => `Deze vraag is samengevoegd met vraag ${id}.`,
    toMerged: (id: number) => `Naar vraag ${id}`,
    invalid: 'Kies de vraag die je bij deze vraag wilt voegen.',
  },
  overview: {
    title: 'Overzicht',
    weeksCaption: 'Per week, nieuwste eerst',
    weeksHint:
      "Per vraag telt het eerste antwoord. 'Te laat': na de reactietijd beantwoord, of nog zonder antwoord terwijl " +
      "de tijd om is. 'Nog niet verlopen': wacht op een eerste antwoord en heeft nog tijd. Een vraag die zonder " +
      "antwoord is gesloten, telt alleen bij 'Nieuwe vragen'.",
    columns: {
      week: 'Week van',
      newTickets: 'Nieuwe vragen',
      withinTarget: 'Op tijd beantwoord',
      late: 'Te laat',
      notYetDue: 'Nog niet verlopen',
      median: 'Mediaan eerste antwoord',
    },
    none: 'geen',
    openCaption: 'Open vragen nu, per status',
    status: 'Status',
    count: 'Aantal',
    targetHeading: 'Reactietijd',
    targetField: 'Eerste antwoord binnen (werkuren)',
    targetSave: 'Opslaan',
    targetHint:
      'Een geheel aantal werkuren (1 tot en met 200). Geldt voor vragen die nog op een eerste antwoord wachten en voor nieuwe vragen.',
    saved: 'De reactietijd is opgeslagen.',
  },
  audit: {
    'ticket.note': 'Interne notitie toegevoegd',
    'ticket.assign': 'Vraag toegewezen',
    'ticket.merge': 'Vragen samengevoegd',
    'template.save': 'Standaardantwoord opgeslagen',
    'template.remove': 'Standaardantwoord verwijderd',
    'settings.change': 'Reactietijd gewijzigd',
  } as Record<string, string>,
} as const;
