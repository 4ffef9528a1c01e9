import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, decodeJwt, jwtVerify } from 'jose';
import type { Clock } from '../base/clock';
import type { Queryable } from '../db/db';
import { keepFirstValue } from '../tables/appMeta';

const ISSUER = 'klantportaal';
const ACCESS = { typ: 'at+jwt', audience: 'klantportaal-api' } as const;
/**
 * A staff member's token (the support desk): another audience and a principal claim, so a customer
 * route refuses it and a desk route refuses a customer's token, whatever else they hold.
 */
const STAFF_ACCESS = { typ: 'at+jwt', audience: 'klantportaal-desk' } as const;
type TokenKind = typeof ACCESS | typeof STAFF_ACCESS;
/** The principal claim of a staff token. */
const STAFF_PRINCIPAL = 'staff';
const ALGORITHMS = ['HS256'];

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

/** The claims of a staff member's token (the support desk). */
export interface StaffClaims {
  staffId: number;
  sessionId: string;
}

/** Opaque random token (refresh tokens, one-time tokens, download links). */
export const randomToken = (): string => randomBytes(32).toString('base64url');
/** Tokens are stored only as their sha256. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Reads JWT_SECRET or the secret kept in the database, generating it on first start. */
export async function loadSecret(q: Queryable, configured: string | null): Promise<Uint8Array> {
  if (configured !== null) {
    if (configured.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
    return new TextEncoder().encode(configured);
  }
  const kept = await keepFirstValue(q, 'jwt_secret', randomBytes(48).toString('base64url'));
  if (kept === null) throw new Error('jwt secret missing');
  return new TextEncoder().encode(kept);
}

const CACHE_LIMIT = 10_000;

/** A token that passed verification, with whose it is. */
type Verified =
  | { principal: 'customer'; claims: AccessClaims; exp: number }
  | { principal: 'staff'; claims: StaffClaims; exp: number };

const hmacKey = (secret: Uint8Array): Promise<CryptoKey> =>
  globalThis.crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);

/**
 * HS256 access tokens, with the algorithm, type, issuer, audience and expiry checked. New tokens are
 * signed with the current secret; during a rotation (JWT_SECRET_PREVIOUS) tokens signed with the
 * previous one are still accepted until they expire, so nobody is logged out by a deploy.
 * Access tokens that passed verification are remembered until they expire, so the hot path does not
 * verify the same signature again on every call (WebCrypto costs about 0.2 ms per verification);
 * the expiry is still checked against the clock each time.
 */
export class TokenService {
  private readonly key: Promise<CryptoKey>;
  private readonly previousKey: Promise<CryptoKey> | null;
  private readonly verified = new Map<string, Verified>();

  constructor(
    secret: Uint8Array,
    private readonly clock: Clock,
    readonly accessSeconds: number,
    previousSecret: Uint8Array | null = null,
  ) {
    this.key = hmacKey(secret);
    this.previousKey = previousSecret ? hmacKey(previousSecret) : null;
  }

  private async sign(
    kind: TokenKind,
    subject: string,
    claims: Record<string, string | number>,
    seconds: number,
  ): Promise<string> {
    const iat = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: kind.typ })
      .setIssuer(ISSUER)
      .setAudience(kind.audience)
      .setSubject(subject)
      .setIssuedAt(iat)
      .setExpirationTime(iat + seconds)
      .sign(await this.key);
  }

  private async verify(kind: TokenKind, token: string, at = this.clock.now()): Promise<Record<string, unknown> | null> {
    const payload = await this.verifyWith(await this.key, kind, token, at);
    if (payload || !this.previousKey) return payload;
    return this.verifyWith(await this.previousKey, kind, token, at);
  }

  private async verifyWith(
    key: CryptoKey,
    kind: TokenKind,
    token: string,
    at: Date,
  ): Promise<Record<string, unknown> | null> {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ALGORITHMS,
        issuer: ISSUER,
        audience: kind.audience,
        typ: kind.typ,
        currentDate: at,
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      return payload;
    } catch {
      return null;
    }
  }

  signAccess(claims: AccessClaims): Promise<string> {
    return this.sign(ACCESS, String(claims.userId), { sid: claims.sessionId }, this.accessSeconds);
  }

  async verifyAccess(token: string): Promise<AccessClaims | null> {
    const known = this.remembered(token);
    if (known) return known.principal === 'customer' ? known.claims : null;
    const payload = await this.verify(ACCESS, token);
    const userId = Number(payload?.sub);
    if (
      !payload ||
      payload.knd !== undefined ||
      !Number.isSafeInteger(userId) ||
      typeof payload.sid !== 'string' ||
      typeof payload.exp !== 'number'
    )
      return null;
    const claims = { userId, sessionId: payload.sid };
    this.remember(token, { principal: 'customer', claims, exp: payload.exp });
    return claims;
  }

  /** A staff token that lives until `expiresAt`, the absolute end of its login (the guard checks the rest). */
  signStaffAccess(claims: StaffClaims, expiresAt: Date): Promise<string> {
    const seconds = Math.max(1, Math.floor((expiresAt.getTime() - this.clock.now().getTime()) / 1000));
    return this.sign(STAFF_ACCESS, String(claims.staffId), { sid: claims.sessionId, knd: STAFF_PRINCIPAL }, seconds);
  }

  /** The claims of a valid staff token; null for anything else, a customer's token included. */
  async verifyStaffAccess(token: string): Promise<StaffClaims | null> {
    const known = this.remembered(token);
    if (known) return known.principal === 'staff' ? known.claims : null;
    const payload = await this.verify(STAFF_ACCESS, token);
    const staffId = Number(payload?.sub);
    if (
      !payload ||
      payload.knd !== STAFF_PRINCIPAL ||
      !Number.isSafeInteger(staffId) ||
      typeof payload.sid !== 'string' ||
      typeof payload.exp !== 'number'
    )
      return null;
    const claims = { staffId, sessionId: payload.sid };
    this.remember(token, { principal: 'staff', claims, exp: payload.exp });
    return claims;
  }

  /**
   * Whether `token` is a staff token this server signed whose only fault is its age: such a caller
   * is told the session ended, not that the desk is for staff only.
   */
  async isExpiredStaffAccess(token: string): Promise<boolean> {
    let exp: unknown;
    try {
      exp = decodeJwt(token).exp;
    } catch {
      return false;
    }
    if (typeof exp !== 'number' || exp * 1000 > this.clock.now().getTime()) return false;
    const payload = await this.verify(STAFF_ACCESS, token, new Date(exp * 1000 - 1000));
    return payload?.knd === STAFF_PRINCIPAL;
  }

  private remembered(token: string) {
    const known = this.verified.get(token);
    if (!known) return null;
    if (known.exp > this.clock.now().getTime() / 1000) return known;
    this.verified.delete(token);
    return null;
  }

  private remember(token: string, entry: Verified): void {
    if (this.verified.size >= CACHE_LIMIT) this.verified.clear();
    this.verified.set(token, entry);
  }
}
