import { checkBlockedNumber, showAddForm } from '../../../src/features/blacklist/blacklistView';

describe('blocked numbers: what the page shows', () => {
  it('keeps the add form below 200 numbers and hides it from 200 on (the server refuses the 201st)', () => {
    expect(showAddForm(0)).toBe(true);
    expect(showAddForm(199)).toBe(true);
    expect(showAddForm(200)).toBe(false);
  });

  it.each([
    ['+31612345678', '31612345678', '+31612345678'],
    ['31612345678', '31612345678', '+31612345678'],
    ['0612345678', '0612345678', '0612345678'],
    ['1234567', '1234567', '+1234567'],
    ['1234567890123456', '1234567890123456', '+1234567890123456'],
    ['06 1234 5678', '0612345678', '0612345678'],
    ['06-12345678', '0612345678', '0612345678'],
    ['+31 6 1234-5678', '31612345678', '+31612345678'],
  ])('accepts %s as %s, confirmed as %s', (typed, number, display) => {
    expect(checkBlockedNumber(typed, [])).toEqual({ ok: true, number, display });
  });

  it.each(['', '123456', '12345678901234567', '06.12345678', '++31612345678', 'abcdefgh', ' - '])(
    'refuses %j',
    (typed) => {
      expect(checkBlockedNumber(typed, [])).toEqual({ ok: false, message: 'Het ingevulde nummer is niet correct' });
    },
  );

  it('refuses a number on the list already, however it is written, before anything is asked', () => {
    const listed = ['0851234567', '31612345670'];
    for (const typed of ['0851234567', '085-123 4567', '+31612345670', '31 6 1234 5670'])
      expect(checkBlockedNumber(typed, listed)).toEqual({ ok: false, message: 'Dit nummer staat al op de bloklijst.' });
    expect(checkBlockedNumber('0851234568', listed)).toMatchObject({ ok: true, number: '0851234568' });
  });
});
