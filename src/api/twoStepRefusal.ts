/**
 * The header of the one refusal every call gets while the account requires two-step verification and
 * the caller has none yet (docs/decisions/0110-required-two-step-holds.md).
 * Schema-free: the session's start-up code reads it.
 */
export const TWO_STEP_REQUIRED_HEADER = 'x-two-step-required';

interface RejectedCall {
  meta?: { baseQueryMeta?: { response?: { headers?: { get(name: string): string | null } } } };
}

/** A call of the API (an RTK Query action) refused because two-step verification must be set up first. */
export const isTwoStepRefusal = (action: unknown): boolean =>
  (action as RejectedCall | null)?.meta?.baseQueryMeta?.response?.headers?.get(TWO_STEP_REQUIRED_HEADER) === '1';
