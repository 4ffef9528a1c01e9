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
    /** Title of the dialog that carries `expired`. */
    expiredTitle: 'Sessie verlopen',
  },
  /** The titles of the pages open without a login; the logged-in pages' are in pageTitles.ts. */
  titles: {
    login: '',
    forgotPassword: 'Wachtwoord vergeten',
    resetPassword: 'Nieuw wachtwoord',
    emailConfirm: 'E-mailadres bevestigen',
    invitation: 'Uitnodiging',
    activate: 'Account activeren',
  },
  /** The browser tab's title, '<page> – <provider>' (frame/useDocumentTitle.ts); the login page has no heading. */
  documentTitles: {
    login: 'Inloggen',
    joiner: ' – ',
  },
} as const;
