/**
 * The account's text fields as GET and POST /account carry them (requirements §7), in their order. Apart
 * from contract.ts, which builds the schemas from them, so that the account page can use the list
 * without loading any schema code.
 */
export const ACCOUNT_TEXT_FIELDS = [
  'firstname',
  'prefix',
  'lastname',
  'company',
  'mobile',
  'address',
  'number',
  'numberadd',
  'zip',
  'city',
  'coc',
  'companyemail',
  'voicemailEmail',
  'email',
  'iban',
  'ponumber',
] as const;
export type AccountTextField = (typeof ACCOUNT_TEXT_FIELDS)[number];
