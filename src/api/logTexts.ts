/**
 * How a customer's session log carries the product's own messages (docs/support.md, decision 0118).
 * The browser cannot tell a message of the product from personal data, so it replaces both by a
 * marker of their length; in the texts the product said (answers' messages, dialogs) the marker also
 * holds a fingerprint. The server, which holds every text the product says, puts back the text of a
 * fingerprint that is one of its fixed texts and drops every other fingerprint before it stores the
 * log: only the product's own texts become readable, personal data stays a marker.
 */

/** A removed text: its length, and for a text the product said, its fingerprint: '‹tekst:36:1q2w3e›'. */
export const textMarker = (length: number, fingerprint?: string): string =>
  fingerprint ? `‹tekst:${length}:${fingerprint}›` : `‹tekst:${length}›`;

/** A marker with a fingerprint, as the browser sends it (whole string). */
export const FINGERPRINTED_MARKER = /^‹tekst:(\d{1,6}):([0-9a-z]{1,7})›$/;

/**
 * FNV-1a (32 bits) of the text's UTF-16 code units, in base 36. Not a secret: a fingerprint only ever
 * selects one of the product's fixed texts, and is dropped by the server before the log is stored.
 */
export function textFingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
