/** Dutch strings of the number settings page ('/numbers'). */
export const numbersText = {
  current: 'Huidig nummer',
  others: 'Overige nummers',
  nameLabel: (phoneNumber: string) => `Naam van ${phoneNumber}`,
  name: 'Naam',
  noName: 'geen naam',
  outgoingHint: 'Het uitgaande nummer kies je in het overzicht.',
  saved: 'Nummer is opgeslagen.',
  none: 'Er zijn geen nummers gevonden.',
} as const;
