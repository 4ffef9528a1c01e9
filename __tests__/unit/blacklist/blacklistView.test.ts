import { checkBlockedNumber, showAddForm } from '../../../src/features/blacklist/blacklistView';

describe('blocked numbers: what the page shows', () => {
  it('keeps the add form up to 200 numbers and hides it above (the server refuses the 201st)', () => {
    expect(showAddForm(0)).toBe(true);
    expect(showAddForm(200)).toBe(true);
    expect(showAddForm(201)).toBe(false);
  });

  it.each([
    ['+31612345678', '31612345678', '+31612345678'],
    ['31612345678', '31612345678', '+31612345678'],
    ['0612345678', '0612345678', '0612345678'],
    ['1234567', '1234567', '+1234567'],
    ['1234567890123456', '1234567890123456', '+1234567890123456'],
  ])('accepts %s as %s, confirmed as %s', (typed, number, display) => {
    expect(checkBlockedNumber(typed)).toEqual({ ok: true, number, display });
  });

  it.each(['', '123456', '12345678901234567', '06-12345678', '++31612345678', 'abcdefgh'])('refuses %j', (typed) => {
    expect(checkBlockedNumber(typed)).toEqual({ ok: false, message: 'Het ingevulde nummer is niet correct' });
  });
});
