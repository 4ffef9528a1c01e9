/**
 * Logs never carry a token: not the query string (an app login's `?state=`, anything a client puts
 * there), not the token of a download link's path, not a token-shaped run inside a log message or an
 * error (the same rule as the app's DevTools redaction: JWTs, and opaque runs of 32 or more URL-safe
 * characters, which is what refresh, reset and download tokens look like). E-mail addresses and
 * IBANs in a message or an error (an SMTP server's refusal names the recipient) are hidden too.
 */
const JWT = /\beyJ[\w-]*\.[\w-]*\.[\w-]*/g;
const OPAQUE = /[A-Za-z0-9_-]{32,}/g;
/**
 * An address in any form an SMTP server may echo it: a quoted local part ('"jan jansen"@…'), a host
 * without a dot or with a non-Latin top-level domain, an IP literal ('jan@[192.0.2.1]'). Anything
 * glued to an '@' goes, so over-hiding (a 'pkg@1.2.3') is the price of never showing an address; a
 * path segment that starts with '@' (node_modules/@scope in a stack trace) is no address and stays.
 */
const QUOTED_EMAIL = /"[^"\r\n]*"@(?:\[[^\]\s]*\]|[^\s@<>()[\],;:"'`/\\]+)/g;
const EMAIL = /[^\s@<>()[\],;:"'`/\\]+@(?:\[[^\]\s]*\]|[^\s@<>()[\],;:"'`/\\]+)/g;
/** Percent-encoded, as a refused address may come back from a URL or a form body. */
const ENCODED_EMAIL = /[^\s%<>()[\],;:"'`/\\]+%40[^\s<>()[\],;:"'`/\\]+/gi;
/** Compact (NL91ABNA0417164300) or in groups of four (NL91 ABNA 0417 1643 00), any case. */
const IBAN = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b/gi;
export const HIDDEN = '‹verborgen›';

export function redactText(text: string): string {
  return text
    .replace(JWT, HIDDEN)
    .replace(OPAQUE, HIDDEN)
    .replace(QUOTED_EMAIL, HIDDEN)
    .replace(EMAIL, HIDDEN)
    .replace(ENCODED_EMAIL, HIDDEN)
    .replace(IBAN, HIDDEN);
}

/** The path without token-shaped parts; of the query only the parameter names. */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  const names = query
    ? query
        .split('&')
        .filter(Boolean)
        .map((pair) => `${redactText(decodeSafe(pair.split('=')[0] ?? ''))}=${HIDDEN}`)
        .join('&')
    : '';
  const bare = path.replace(/(\/download\/file\/[^/]*\/)[^/]+/, `$1${HIDDEN}`);
  return redactText(bare) + (names ? `?${names}` : '');
}

function decodeSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

interface LoggedError {
  name?: string;
  message?: string;
  stack?: string;
  code?: string;
  statusCode?: number;
}

/** Errors as pino would log them, with token-shaped parts of the message and stack hidden. */
export function redactError(error: LoggedError): {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
} {
  return {
    type: String(error.name ?? 'Error'),
    message: redactText(String(error.message ?? '')),
    stack: redactText(String(error.stack ?? '')),
    ...(error.code ? { code: error.code } : {}),
    ...(error.statusCode ? { statusCode: error.statusCode } : {}),
  };
}
