import { FINGERPRINTED_MARKER, textFingerprint, textMarker } from '../../src/api/logTexts';
import * as accessType from '../../src/text/accessType';
import * as account from '../../src/text/account';
import * as activate from '../../src/text/activate';
import * as blacklist from '../../src/text/blacklist';
import * as bundles from '../../src/text/bundles';
import * as callRows from '../../src/text/callRows';
import * as connection from '../../src/text/connection';
import * as costControl from '../../src/text/costControl';
import * as credit from '../../src/text/credit';
import * as dashboard from '../../src/text/dashboard';
import * as emailConfirm from '../../src/text/emailConfirm';
import * as forgotPassword from '../../src/text/forgotPassword';
import * as inactivity from '../../src/text/inactivity';
import * as invoiceDetails from '../../src/text/invoiceDetails';
import * as invoiceMail from '../../src/text/invoiceMail';
import * as invoices from '../../src/text/invoices';
import * as loginCode from '../../src/text/loginCode';
import * as navigation from '../../src/text/navigation';
import * as nl from '../../src/text/nl';
import * as numbers from '../../src/text/numbers';
import * as overview from '../../src/text/overview';
import * as pageAccess from '../../src/text/pageAccess';
import * as pageTitles from '../../src/text/pageTitles';
import * as porting from '../../src/text/porting';
import * as resetPassword from '../../src/text/resetPassword';
import * as roles from '../../src/text/roles';
import * as save from '../../src/text/save';
import * as security from '../../src/text/security';
import * as session from '../../src/text/session';
import * as settings from '../../src/text/settings';
import * as subscriptions from '../../src/text/subscriptions';
import * as support from '../../src/text/support';
import * as team from '../../src/text/team';
import * as update from '../../src/text/update';
import * as usage from '../../src/text/usage';
import * as usageLimit from '../../src/text/usageLimit';
import * as validation from '../../src/text/validation';
import * as validationPages from '../../src/text/validationPages';
import * as validationShared from '../../src/text/validationShared';
import * as invoiceText from '../base/invoiceText';
import * as portingText from '../base/portingText';
import * as teamText from '../base/teamText';
import * as text from '../base/text';

/**
 * Every dictionary of what the portal and its server say to a customer, by file: the portal's
 * (src/text, but the desk's and the formatter) and the server's (server/base, but the desk's). A
 * customer's session log may show any of their fixed texts (decision 0118);
 * `__tests__/server/productTexts.test.ts` fails when a dictionary file is missing here.
 */
export const PRODUCT_TEXT_SOURCES: Readonly<Record<string, unknown>> = {
  'src/text/accessType': accessType,
  'src/text/account': account,
  'src/text/activate': activate,
  'src/text/blacklist': blacklist,
  'src/text/bundles': bundles,
  'src/text/callRows': callRows,
  'src/text/connection': connection,
  'src/text/costControl': costControl,
  'src/text/credit': credit,
  'src/text/dashboard': dashboard,
  'src/text/emailConfirm': emailConfirm,
  'src/text/forgotPassword': forgotPassword,
  'src/text/inactivity': inactivity,
  'src/text/invoiceDetails': invoiceDetails,
  'src/text/invoiceMail': invoiceMail,
  'src/text/invoices': invoices,
  'src/text/loginCode': loginCode,
  'src/text/navigation': navigation,
  'src/text/nl': nl,
  'src/text/numbers': numbers,
  'src/text/overview': overview,
  'src/text/pageAccess': pageAccess,
  'src/text/pageTitles': pageTitles,
  'src/text/porting': porting,
  'src/text/resetPassword': resetPassword,
  'src/text/roles': roles,
  'src/text/save': save,
  'src/text/security': security,
  'src/text/session': session,
  'src/text/settings': settings,
  'src/text/subscriptions': subscriptions,
  'src/text/support': support,
  'src/text/team': team,
  'src/text/update': update,
  'src/text/usage': usage,
  'src/text/usageLimit': usageLimit,
  'src/text/validation': validation,
  'src/text/validationPages': validationPages,
  'src/text/validationShared': validationShared,
  'server/base/invoiceText': invoiceText,
  'server/base/portingText': portingText,
  'server/base/teamText': teamText,
  'server/base/text': text,
};

/** The fixed strings of a dictionary, however deep; texts made by a function (they hold data) are not. */
function fixedTexts(value: unknown, into: Set<string>, depth = 0): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (value !== null && typeof value === 'object' && depth < 8)
    for (const inner of Object.values(value)) fixedTexts(inner, into, depth + 1);
  return into;
}

/** Each fixed text by its length and fingerprint, as a marker names them. */
const BY_FINGERPRINT: ReadonlyMap<string, string> = (() => {
  const texts = fixedTexts(Object.values(PRODUCT_TEXT_SOURCES), new Set());
  return new Map([...texts].map((found) => [`${found.length}:${textFingerprint(found)}`, found]));
})();

/**
 * A string of a customer's log as it is stored: a marker with a fingerprint becomes the product's text
 * of that length and fingerprint, or, when there is none, a marker of the length alone (the
 * fingerprint is never stored). Anything else stays as it is.
 */
export function storedLogText(value: string): string {
  const marker = FINGERPRINTED_MARKER.exec(value);
  if (!marker) return value;
  const [, length = '', fingerprint = ''] = marker;
  return BY_FINGERPRINT.get(`${length}:${fingerprint}`) ?? textMarker(Number(length));
}
