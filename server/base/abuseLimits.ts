/**
 * What one account may make the server do in an hour or a day (docs/security.md, "Limits per
 * account"): mails, support questions and their technical data, login address changes, downloads.
 */
export interface AbuseLimits {
  /** Mails a customer's logins make the server send (invoice links, exports, welcome mails, notices). */
  mailsPerAccount: { hour: number; day: number };
  /** Mails to one address other than the sender's own login address, from all customers together. */
  mailsPerRecipient: { hour: number; day: number };
  /** New tickets and replies of a customer. */
  ticketMessagesPerHour: number;
  /** Bytes of technical data a customer may attach to tickets and replies. */
  diagnosticsBytesPerDay: number;
  /** Attempts to change a user's login address, whether or not the address could be used. */
  emailChangesPerDay: number;
  /** Downloads and exports of the account's calls or data (one at a time besides, auth/downloadSlots.ts). */
  downloadsPerHour: number;
}

export const defaultAbuseLimits: AbuseLimits = {
  mailsPerAccount: { hour: 20, day: 50 },
  mailsPerRecipient: { hour: 5, day: 10 },
  ticketMessagesPerHour: 20,
  // Four logs of the largest size the app sends (diagnosticsLimits.maxBytes).
  diagnosticsBytesPerDay: 1024 * 1024,
  emailChangesPerDay: 5,
  downloadsPerHour: 10,
};
