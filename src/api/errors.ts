import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { nl } from '../text/nl';

export type ApiError = FetchBaseQueryError | SerializedError | undefined;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The Dutch message to show for a failed call: the server's own message (plain, the login
 * object of messages concatenated, or the tickets' nested one), else a message for the failure kind.
 */
export function errorMessage(error: ApiError, fallback: string = nl.common.unknownError): string {
  if (!error) return fallback;
  if ('status' in error) {
    if (error.status === 'FETCH_ERROR') return nl.common.networkError;
    if (error.status === 'TIMEOUT_ERROR') return nl.common.timeoutError;
    const data: unknown = error.data;
    if (isRecord(data)) {
      const { message, error: nested } = data;
      if (typeof message === 'string' && message) return message;
      if (isRecord(message)) {
        const parts = Object.values(message).filter((part): part is string => typeof part === 'string');
        if (parts.length > 0) return parts.join(' ');
      }
      if (isRecord(nested) && typeof nested.message === 'string') return nested.message;
    }
  }
  return fallback;
}
