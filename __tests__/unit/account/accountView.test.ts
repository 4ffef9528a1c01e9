import {
  accountValues,
  deletionState,
  fieldWarning,
  ibanDisplay,
  saveRequest,
} from '../../../src/features/account/accountView';
import { adminAccount } from '../../support/demoAdmin';

const account = adminAccount;

describe('account page logic', () => {
  it('cuts the IBAN at 12 characters', () => {
    expect(ibanDisplay('NL91ABNA0417164300')).toBe('NL91ABNA0417…');
    expect(ibanDisplay('NL91ABNA0417')).toBe('NL91ABNA0417');
  });

  it('gives the rule of requirements §5 of a field as a hint', () => {
    expect(fieldWarning('mobile', '06-1234567')).toBe('Alleen cijfers toegestaan.');
    expect(fieldWarning('zip', '1234')).toBe('Vul een geldige postcode in, bijvoorbeeld 1234 AB.');
    expect(fieldWarning('mobile', '0612345678')).toBeUndefined();
    expect(fieldWarning('firstname', '')).toBeUndefined();
  });

  it('sends the whole account: typed values trimmed, read-only ones as stored, empty voicemail as the account address', () => {
    const request = saveRequest(account, { ...accountValues(account), city: ' Haarlem ', voicemailEmail: '' });
    expect(request).toEqual({
      ...accountValues(account),
      city: 'Haarlem',
      voicemailEmail: 'admin@demo.test',
      prefix: 'de',
      lastname: 'Vries',
      email: 'admin@demo.test',
      iban: 'NL91ABNA0417164300',
    });
    expect(saveRequest(account, accountValues(account), { scheduleDeletion: true }).scheduleDeletion).toBe(true);
  });

  it('offers deletion only without a subscription, and shows the date once scheduled', () => {
    expect(deletionState(account)).toEqual({ kind: 'unavailable' });
    expect(deletionState({ ...account, hasSubscription: false })).toEqual({ kind: 'offered' });
    expect(deletionState({ ...account, hasSubscription: false, schedule: { scheduleTime: '2026-04-01' } })).toEqual({
      kind: 'scheduled',
      date: '2026-04-01',
    });
  });
});
