/** The connection banner, a save without a connection, and a new version waiting (loaded with them, not on the first visit). */
export const connection = {
  offline: 'Je bent offline. We proberen het opnieuw zodra er weer verbinding is.',
  notSaved:
    'Niet opgeslagen: er is geen verbinding. Wat je hebt ingevuld blijft staan; probeer het opnieuw zodra er weer verbinding is.',
  updateWaiting: 'Er is een nieuwe versie',
  update: 'Vernieuwen',
} as const;
