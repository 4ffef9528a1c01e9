import { t } from './text';

/*
 * The refusals every layer may throw (a rule in domain/, a guard in auth/, a failed mail): a status and
 * a Dutch message. They sit in the base so no layer reaches up for them; http/errors.ts turns one into
 * the answer in the route's error style.
 */

/** An expected failure with its status and Dutch message (or, for login, an object of messages). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string | Record<string, string>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body === 'string' ? body : Object.values(body).join(' '));
  }
}

export const badRequest = (message: string | Record<string, string>): HttpError => new HttpError(400, message);
export const unauthorized = (message: string | Record<string, string>): HttpError => new HttpError(401, message);
export const forbidden = (message: string): HttpError => new HttpError(403, message);
export const notFound = (message: string = t.http.notFoundItem): HttpError => new HttpError(404, message);
export const conflict = (message: string): HttpError => new HttpError(409, message);
/** Over a limit; with `retryAfterSeconds` the client is told when it may try again. */
export const tooMany = (message: string | Record<string, string>, retryAfterSeconds?: number): HttpError =>
  new HttpError(429, message, retryAfterSeconds ? { 'retry-after': String(retryAfterSeconds) } : {});
/** Too busy for now: the client may try again after `retryAfterSeconds`. */
export const busy = (message: string, retryAfterSeconds: number): HttpError =>
  new HttpError(503, message, { 'retry-after': String(retryAfterSeconds) });
