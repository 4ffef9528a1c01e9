/** Dutch strings of the blocked numbers page ('/blacklist'). */
export const blacklistText = {
  listHeading: 'Geblokkeerde nummers',
  // The desktop's table of blocked numbers.
  columns: { number: 'Nummer', remove: 'Verwijderen' },
  none: 'Er zijn geen geblokkeerde nummers.',
  remove: (number: string) => `Verwijder ${number}`,
  addHeading: 'Nummer blokkeren',
  input: 'Nummer',
  inputHint: 'Alleen cijfers, 7 tot 16 tekens; spaties, streepjes en een + vooraan mogen.',
  add: 'Voeg toe',
  /** As the server says it (server/base/text.ts), said before the confirmation is asked. */
  alreadyListed: 'Dit nummer staat al op de bloklijst.',
  confirmTitle: 'Nummer blokkeren',
  confirmAdd: (number: string) => `Weet je zeker dat je ${number} wilt blokkeren?`,
  added: 'Het nummer is toegevoegd aan de bloklijst.',
  removed: 'Het nummer is verwijderd uit de bloklijst.',
  full: (max: number) =>
    `Je hebt het maximum van ${max} nummers geblokkeerd. Verwijder eerst een nummer om een ander te blokkeren.`,
  confirmRemoveTitle: 'Nummer verwijderen',
  confirmRemove: (number: string) => `Weet je zeker dat je ${number} uit de bloklijst wilt verwijderen?`,
  confirmRemoveButton: 'Verwijderen',
  count: (n: number) => (n === 1 ? '1 nummer geblokkeerd' : `${n} nummers geblokkeerd`),
} as const;
