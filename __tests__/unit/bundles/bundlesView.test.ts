import type { ActiveBundlesWithRequests, Bundle } from '../../../src/api/contract';
import { bundlesView, extraNumberTitle, extraUserLabel } from '../../../src/features/bundles/bundlesView';
import { extraNumberTicket, numberTypeOf } from '../../../src/features/bundles/extraNumberRequest';

const bundles: Bundle[] = [
  { id: 1, kind: 'extra-user', name: 'Extra gebruiker', price: 1 },
  { id: 2, kind: 'extra-local-number', name: 'Extra lokaal nummer', price: 1 },
  { id: 3, kind: 'extra-business-number', name: 'Extra zakelijk 085-nummer', price: 1 },
];
const users = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: i, bundle_subusers_id: 10 + i, bundle_subusers_email: `u${i}@x.nl` }));
const numbers = (slots: number[]) =>
  slots.map((slot, i) => ({
    id: i,
    number_extension_id: 132,
    phone_number_display: `06 ${i}`,
    bundle_extra_number_slot: slot,
  }));
const active = (u: number, slots: number[], open = 0): ActiveBundlesWithRequests => ({
  subusers: users(u),
  extranumbers: numbers(slots),
  openExtraNumberRequests: open,
  orderBlocked: null,
});
const offerKeys = (a: ActiveBundlesWithRequests) => bundlesView(a, bundles).offers.map((o) => o.key);

describe('bundles overview', () => {
  it("labels extra users and numbers: 'VOIP toestel' without '@', titles by extension id", () => {
    expect(extraUserLabel('sip-1002')).toBe('VOIP toestel');
    expect(extraUserLabel('a@b.nl')).toBe('a@b.nl');
    expect([132, 145, 7].map(extraNumberTitle)).toEqual(['Extra mobiel nummer', 'Extra 085 nummer', 'Extra nummer']);
  });

  it('counts the extra numbers as the overview lists them (slot 0 hidden and not counted), with the open requests', () => {
    const view = bundlesView(active(0, [1, 0, 2]), bundles);
    expect(view.numbers.map((n) => n.number)).toEqual(['06 0', '06 2']);
    expect(view.requestsFillRoom).toBe(false);
    expect(offerKeys(active(0, [1, 0, 2, 3], 0))).toEqual(['user', 'local', 'business']);
    expect(offerKeys(active(0, [1, 0, 2, 3], 1))).toEqual(['user', 'local', 'business']);
    expect(offerKeys(active(0, [0, 0, 0, 0, 0]))).toEqual(['user', 'local', 'business']);
    expect(offerKeys(active(0, [1, 2, 3, 4, 5]))).toEqual(['user']);
  });

  it('says so when open requests use up the room for extra numbers', () => {
    const full = bundlesView(active(0, [1, 0, 2], 3), bundles);
    expect(full.offers.map((o) => o.key)).toEqual(['user']);
    expect(full.requestsFillRoom).toBe(true);
    expect(bundlesView(active(0, [1, 2, 3, 4, 5]), bundles).requestsFillRoom).toBe(false);
  });

  it('offers nothing, with the reason, when the subscription cannot order bundles', () => {
    const reason = 'Je abonnement is opgezegd. Extra gebruikers en nummers kun je niet meer aanvragen.';
    const view = bundlesView({ ...active(0, []), orderBlocked: reason }, bundles);
    expect(view.offers).toEqual([]);
    expect(view.orderBlocked).toBe(reason);
  });

  it('offers an extra user only below 4, each offer at € 1,00 per month', () => {
    expect(offerKeys(active(3, []))).toEqual(['user', 'local', 'business']);
    expect(offerKeys(active(4, []))).toEqual(['local', 'business']);
    expect(bundlesView(active(0, []), bundles).offers[0]).toEqual({
      key: 'user',
      title: 'Extra gebruiker',
      price: '€\u00a01,00\u00a0per\u00a0maand excl.\u00a0btw',
      path: 'extra-user/1',
    });
  });

  it('builds the type-4 ticket with a normalised postcode', () => {
    expect(numberTypeOf('business')).toBe('business');
    expect(numberTypeOf('iets')).toBe('local');
    expect(extraNumberTicket({ postcode: '1234ab', houseNumber: ' 12 ', name: 'Jansen' }, 'local')).toEqual({
      type: 4,
      category: 2,
      subject: 'Aanvraag extra nummer',
      message: 'Postcode: 1234 AB\nHuisnummer: 12\nNaam: Jansen\nType: local',
    });
  });
});
