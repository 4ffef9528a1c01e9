/**
 * The Dutch strings the shell needs on every screen (titles, overlay, shared words). Each area keeps
 * its own file next to this one (session.ts, validation.ts, ...), so a page chunk carries its texts
 * and the first visit does not carry them all. No text is written inline in components.
 */
export const nl = {
  common: {
    error: 'Fout',
    done: 'Voltooid',
    sent: 'Verstuurd',
    close: 'Sluiten',
    ok: 'OK',
    cancel: 'Annuleren',
    confirm: 'Bevestigen',
    back: 'Terug',
    save: 'Gegevens opslaan',
    loading: 'Laden…',
    invalidForm: 'De ingevulde informatie is niet correct',
    saveFailedPrefix: 'De gegevens konden niet worden opgeslagen door een fout:',
    fetchFailed: 'Gegevens konden niet worden opgehaald.',
    retry: 'Opnieuw proberen',
    unknownError: 'Er is iets misgegaan. Probeer het later opnieuw.',
    networkError: 'Er is geen verbinding met de server. Controleer je internetverbinding en probeer het opnieuw.',
    timeoutError: 'De server reageert niet op tijd. Probeer het later opnieuw.',
    notFoundTitle: 'Pagina niet gevonden',
    notFoundText: 'Deze pagina bestaat niet.',
    toDashboard: 'Naar het overzicht',
    pageFailedTitle: 'Pagina kon niet worden geladen',
    pageFailedText: 'Deze pagina kon niet worden geladen. Controleer je internetverbinding en probeer het opnieuw.',
    reload: 'Opnieuw laden',
  },
  overlay: {
    save: 'Bezig met opslaan van jouw gegevens',
    get: 'Bezig met ophalen van jouw gegevens',
  },
  session: {
    expired: 'Sessie verlopen, u wordt uitgelogd.',
    configFailed: 'Configuratie kon niet worden opgehaald.',
    logout: 'Uitloggen',
    /** Title of the dialog that carries `expired`. */
    expiredTitle: 'Sessie verlopen',
  },
  titles: {
    login: '',
    forgotPassword: 'Wachtwoord vergeten',
    resetPassword: 'Nieuw wachtwoord',
    dashboard: 'Overzicht',
    messages: 'Berichten',
    numbers: 'Nummer instellingen',
    subscriptions: 'Abonnement',
    subscriptionOptions: 'Abonnement wijzigen',
    invoices: 'Facturen',
    invoice: 'Factuur',
    blacklist: 'Geblokkeerde Nummers',
    account: 'Persoonlijke gegevens',
    settings: 'Configuratie',
    passwordEdit: 'Wachtwoord wijzigen',
    emailEdit: 'E-mailadres wijzigen',
    usage: 'Verbruik',
    credit: 'Tegoed',
    feedback: 'Ondersteuning',
    feedbackCreate: 'Nieuwe vraag',
    ticket: 'Vraag',
    bundlesOverview: 'Bundels',
    extraUserRequest: 'Extra gebruiker',
    extraNumberRequest: 'Extra nummer aanvragen',
    extraUserOverview: 'Extra gebruiker',
    extraNumberOverview: 'Extra nummer',
  },
} as const;

export type Texts = typeof nl;
