/** A save that found no connection (ui/form/afterSave.ts, in the chunks of the pages that save). */
export const notSavedOffline =
  'Niet opgeslagen: er is geen verbinding. Wat je hebt ingevuld blijft staan; probeer het opnieuw zodra er weer verbinding is.';
