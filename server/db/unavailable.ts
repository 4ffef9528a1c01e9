/**
 * The database cannot be reached right now: stopped, restarting, frozen past a time-out, or closed.
 * The drivers turn such failures into this one error, so the HTTP layer answers 503 with Retry-After
 * and one log line instead of a 500 with a stack trace (http/errors.ts), and the pool recovers by
 * itself once the database is back. Any other database error (a bug in a statement) stays as it is.
 */
export class DatabaseUnavailableError extends Error {
  constructor(
    /** A short cause for the log and the ready endpoint: 'refused', 'timeout', 'terminated', 'closed'… */
    readonly reason: string,
    cause?: unknown,
  ) {
    super(`database unavailable (${reason})`, { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

const NETWORK_CODES: Record<string, string> = {
  ECONNREFUSED: 'refused',
  ECONNRESET: 'terminated',
  EPIPE: 'terminated',
  ETIMEDOUT: 'timeout',
  EHOSTUNREACH: 'unreachable',
  ENETUNREACH: 'unreachable',
  ENOTFOUND: 'unreachable',
  EAI_AGAIN: 'unreachable',
};

/** SQLSTATEs of a server that is going away, starting, out of connections, or that cancelled on time-out. */
const SQLSTATES: Record<string, string> = {
  '57P01': 'terminated', // admin_shutdown
  '57P02': 'terminated', // crash_shutdown
  '57P03': 'starting', // cannot_connect_now
  '57014': 'timeout', // query_canceled: statement_timeout
  '53300': 'busy', // too_many_connections
};

/** node-postgres and pg-pool say these in words only. */
const MESSAGES: Array<[RegExp, string]> = [
  [/timeout exceeded when trying to connect|connection timeout|Query read timeout/i, 'timeout'],
  [/Connection terminated|not queryable|connection error/i, 'terminated'],
  [/Cannot use a pool after calling end/i, 'closed'],
];

/**
 * The reason when `error` means the database is out of reach, else null. Read by shape, not by
 * `instanceof`: errors of Node's own sockets may come from another realm (a test sandbox).
 */
export function unavailableReason(error: unknown): string | null {
  if (error instanceof DatabaseUnavailableError) return error.reason;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string') {
    const reason = NETWORK_CODES[code] ?? SQLSTATES[code] ?? (code.startsWith('08') ? 'connection' : undefined);
    if (reason) return reason;
  }
  // Node reports a refused connection to a name with several addresses as an AggregateError.
  if (Array.isArray(errors)) return errors.map(unavailableReason).find(Boolean) ?? null;
  if (typeof message !== 'string') return null;
  return MESSAGES.find(([pattern]) => pattern.test(message))?.[1] ?? null;
}

/** `error` as a DatabaseUnavailableError when it is one in disguise; otherwise unchanged. */
export function asUnavailable(error: unknown): unknown {
  if (error instanceof DatabaseUnavailableError) return error;
  const reason = unavailableReason(error);
  return reason ? new DatabaseUnavailableError(reason, error) : error;
}
