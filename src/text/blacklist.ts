/** Dutch strings of the blocked numbers page ('/blacklist'). */
export const blacklistText = {
  listHeading: 'Geblokkeerde nummers',
  none: 'Er zijn geen geblokkeerde nummers.',
  remove: (number: string) => `Verwijder ${number}`,
  addHeading: 'Nummer blokkeren',
  input: 'Nummer',
  inputHint: 'Alleen cijfers, 7 tot 16 tekens; een + vooraan mag.',
  add: 'Voeg toe',
  confirmTitle: 'Nummer blokkeren',
  confirmAdd: (number: string) => `Weet je zeker dat je ${number} wilt blokkeren?`,
  added: 'Het nummer is toegevoegd aan de bloklijst.',
  removed: 'Het nummer is verwijdert uit de bloklijst.',
  full: (max: number) =>
    `Je hebt ${max} of meer nummers geblokkeerd. Verwijder eerst een nummer om een ander te blokkeren.`,
  count: (n: number) => (n === 1 ? '1 nummer geblokkeerd' : `${n} nummers geblokkeerd`),
} as const;
