import type { Account, Subscription } from '../../src/api/contract';

/*
 * admin@demo.test as the reference server answers it at the tests' clock: written out from the demo
 * data (server/seed/demo.ts, the catalogue in server/domain/catalogue.ts), not derived from the app's code.
 * Unit tests start from it where they need an account or a subscription of that shape.
 */

/** GET /account. */
export const adminAccount: Account = {
  firstname: 'Jan',
  prefix: 'de',
  lastname: 'Vries',
  company: 'De Vries Installatietechniek B.V.',
  mobile: '0612345678',
  address: 'Keizersgracht',
  number: '123',
  numberadd: 'A',
  zip: '1015 CJ',
  city: 'Amsterdam',
  coc: '12345678',
  companyemail: 'facturen@demo.test',
  voicemailEmail: 'voicemail@demo.test',
  email: 'admin@demo.test',
  iban: 'NL91ABNA0417164300',
  ponumber: 'PO-2024-17',
  hasSubscription: true,
  exportRequested: false,
  schedule: null,
};

/** The subscription of GET /dashboard: plan 2, active since 14 months, free to switch (its id is the row's). */
export const adminSubscription: Subscription = {
  id: 1,
  name: 'Zakelijk Plus',
  description: 'Je zakelijke nummer op je mobiel met 1000 belminuten per maand.',
  salesLine1: 'Meest gekozen',
  price: 14.95,
  icon: 'plus',
  includedMinutes: 1000,
  status: 'active',
  accessType: 1,
  cancelTime: null,
  expireTime: null,
  startTime: '2025-01-01',
  swappable: true,
  swapCooldown: 0,
  /** The end of the month of the test clock (15 March 2026). */
  endIfCancelled: '2026-03-31',
};
