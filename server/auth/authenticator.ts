import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { Clock } from '../base/clock';
import type { Db, Queryable } from '../db/db';
import { deleteRecoveryCodes, replaceRecoveryCodeHashes, useRecoveryCode } from '../tables/twoStep';
import {
  clearTotp,
  confirmTotpSecret,
  lockPendingTotpSecret,
  setPendingTotpSecret,
  useTotpStep,
} from '../tables/users';

/** RFC 6238 as authenticator apps use it: SHA-1, 6 digits, 30-second steps, one step of clock drift. */
export const TOTP_PERIOD = 30;
export const TOTP_DIGITS = 6;
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
const ISSUER = 'Klantportaal';
/** No 0/o, 1/l/i: a recovery code is read from paper. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const totp = (secret: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD,
    secret: Secret.fromBase32(secret),
  });

/** A new 160-bit secret in base32, as RFC 4226 recommends. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// address the QR code holds. */
export const otpauthUri = (secret: string, email: string): string => totp(secret, email).toString();

/** The code of the step `now` falls in (for tests and the demo account's documentation). */
export const totpCodeAt = (secret: string, now: Date): string => totp(secret).generate({ timestamp: now.getTime() });

/** The time step a code belongs to, within one step of drift either way; null when it fits none. */
export function totpStep(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: now.getTime(), window: TOTP_WINDOW });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD) + delta;
}

/** 'abcde-fghij' → 'abcdefghij'; other spellings (capitals, spaces) are the same code. */
export const normaliseRecoveryCode = (code: string): string => code.toLowerCase().replace(/[\s-]/g, '');
const recoveryHash = (userId: number, code: string): string =>
  createHash('sha256')
    .update(`${userId}:${normaliseRecoveryCode(code)}`)
    .digest('hex');

function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 10; i += 1) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

export type CodeKind = 'totp' | 'recovery';

/**
 * The authenticator app of a user. Every use of a code is one conditional UPDATE, so two requests at
 * once cannot both use the same time step or the same recovery code.
 */
export function authenticatorStore(db: Db, clock: Clock) {
  return {
    async status(userId: number): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
      const [row] = await db.query<{ enabled: boolean; left: number }>(
        `SELECT (u.totp_secret IS NOT NULL) AS enabled,
                (SELECT count(*)::int FROM recovery_codes r WHERE r.user_id = u.id AND r.used_at IS NULL) AS left
           FROM users u WHERE u.id = $1`,
        [userId],
      );
      return { enabled: row?.enabled ?? false, recoveryCodesLeft: row?.left ?? 0 };
    },

    async enabled(userId: number): Promise<boolean> {
      return (await this.status(userId)).enabled;
    },

    /** Starts the set-up: a new secret that only counts once a first code confirms it. */
    async begin(userId: number): Promise<string> {
      const secret = newTotpSecret();
      await setPendingTotpSecret(db, userId, secret);
      return secret;
    },

    /** Confirms the pending secret with its first code; returns the new recovery codes, or null. */
    confirm(userId: number, code: string): Promise<string[] | null> {
      return db.tx(async (q) => {
        const pending = await lockPendingTotpSecret(q, userId);
        const step = pending ? totpStep(pending, code, clock.now()) : null;
        if (!pending || step === null) return null;
        await confirmTotpSecret(q, userId, step);
        return replaceRecoveryCodes(q, userId);
      });
    },

    /** Uses a code of the app or a recovery code, once; null when it is wrong or used already. */
    async use(userId: number, code: string): Promise<CodeKind | null> {
      const now = clock.now();
      if (/^\d{6}$/.test(code)) {
        const [row] = await db.query<{ secret: string | null }>(
          'SELECT totp_secret AS secret FROM users WHERE id = $1',
          [userId],
        );
        const step = row?.secret ? totpStep(row.secret, code, now) : null;
        if (step === null) return null;
        return (await useTotpStep(db, userId, step)) ? 'totp' : null;
      }
      if (normaliseRecoveryCode(code).length !== 10) return null;
      return (await useRecoveryCode(db, userId, recoveryHash(userId, code), now)) ? 'recovery' : null;
    },

    async disable(userId: number): Promise<void> {
      await db.tx(async (q) => {
        await clearTotp(q, userId);
        await deleteRecoveryCodes(q, userId);
      });
    },
  };
}

/** Ten new recovery codes; the old ones stop working. Only their hashes are stored. */
async function replaceRecoveryCodes(q: Queryable, userId: number): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newRecoveryCode());
  await replaceRecoveryCodeHashes(
    q,
    userId,
    [...codes].map((code) => recoveryHash(userId, code)),
  );
  return [...codes];
}

export type AuthenticatorStore = ReturnType<typeof authenticatorStore>;
