import type { StaffListResponse } from '../../src/api/deskContract';
import { staffLogin, TEAMLEIDER } from './deskHelpers';
import { useTestServer } from './helpers';

/**
 * A staff account's address is one plain address, as the desk's form says: no list, quote or
 * look-alike letter (src/validation/addressRules.ts, the rule `npm run staff:add` uses too).
 */
const server = useTestServer();

const LETTERS =
  "E-mailadres: Gebruik een e-mailadres met alleen de letters a-z, cijfers en . _ + ' - (geen letters met accenten of uit een ander schrift).";

test.each([
  ['nina@demo.test,nora@demo.test', 'E-mailadres: Het ingevulde e-mail adres is niet correct'],
  ['"nina"@demo.test', 'E-mailadres: Het ingevulde e-mail adres is niet correct'],
  ['support@dеmo.test', LETTERS],
  ['support@xn--dmo-fka.test', LETTERS],
])('the desk refuses the staff address %j and makes no account', async (email, message) => {
  const s = server();
  const leader = await staffLogin(s, TEAMLEIDER);
  const reply = await s.post('/api/desk/staff', { email, fullName: 'Nina Nieuw', role: 'medewerker' }, leader.token);
  expect([reply.status, reply.body]).toEqual([400, { message }]);
  const staff = await s.get<StaffListResponse>('/api/desk/staff', leader.token);
  expect(staff.body.staff.map((member) => member.fullName)).not.toContain('Nina Nieuw');
});
