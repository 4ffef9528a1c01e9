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
  templates: {
    title: 'Standaardantwoorden',
    intro:
      'Teksten die medewerkers in hun antwoord kunnen zetten en daarna aanpassen. Gebruik {{klantnaam}}, ' +
      '{{klantnummer}} en {{medewerker}}: die worden bij het invoegen ingevuld.',
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
    hint: 'Voeg een andere vraag van dezelfde klant bij deze vraag. De andere vraag wordt gesloten.',
    field: 'Nummer van de andere vraag',
    submit: 'Samenvoegen',
    confirm: (other: string) => `Vraag ${other} bij deze vraag voegen? Dit kan niet ongedaan worden gemaakt.`,
    confirmButton: 'Ja, samenvoegen',
    cancel: 'Annuleren',
    mergedInto: (id: number) => `Deze vraag is samengevoegd met vraag ${id}.`,
    toMerged: (id: number) => `Naar vraag ${id}`,
    invalid: 'Vul het nummer van een vraag in.',
  },
  overview: {
    title: 'Overzicht',
    weeksCaption: 'Per week, nieuwste eerst',
    columns: {
      week: 'Week van',
      newTickets: 'Nieuwe vragen',
      withinTarget: 'Op tijd beantwoord',
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
      'Een heel aantal werkuren van 1 tot en met 200. Geldt voor vragen die nog op een eerste antwoord wachten en voor nieuwe vragen.',
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
