import { createCipheriv, createDecipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import type { LoginType } from '../../src/api/contract';
import type { Clock } from '../base/clock';
import type { Db, Queryable } from '../db/db';
import {
  dropSealedSuccessors,
  endSession,
  endSessionsOfUser,
  insertRefreshToken,
  insertSession,
  lockRefreshToken,
  markRefreshUsed,
  sessionOfRefreshToken,
} from '../tables/sessions';
import { randomToken, tokenHash } from './tokens';

export interface SessionGrant {
  userId: number;
  sessionId: string;
  refreshToken: string;
}

/**
 * Refresh-token families. Each login opens a session (a family) with an absolute lifetime; every
 * refresh rotates the token. A token presented again within the grace window of its rotation gets
 * the same successor back (a lost response or a second tab must not log anyone out); presented later,
 * or after its successor was used, it revokes the whole family.
 */
export class SessionStore {
  private readonly key: Buffer;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly lifetimeSeconds: number,
    private readonly graceSeconds: number,
    secret: Uint8Array,
    /** A refresh token unused for longer than this is refused: an idle or forgotten login ends. */
    private readonly idleSeconds: number = Number.POSITIVE_INFINITY,
  ) {
    this.key = createHash('sha256').update(secret).update('refresh-successor').digest();
  }

  async open(q: Queryable, userId: number, loginType: LoginType): Promise<SessionGrant> {
    const now = this.clock.now();
    const sessionId = randomUUID();
    const refreshToken = randomToken();
    const expiresAt = new Date(now.getTime() + this.lifetimeSeconds * 1000);
    await insertSession(q, { id: sessionId, userId, loginType, createdAt: now, expiresAt });
    await insertRefreshToken(q, tokenHash(refreshToken), sessionId, now);
    return { userId, sessionId, refreshToken };
  }

  /** Rotates `refreshToken`; null when it is unknown, expired, revoked or reused. */
  rotate(refreshToken: string): Promise<SessionGrant | null> {
    return this.db.tx(async (q) => {
      const now = this.clock.now();
      const row = await lockRefreshToken(q, tokenHash(refreshToken));
      if (!row || row.revoked_at || row.user_deleted || row.expires_at.getTime() <= now.getTime()) return null;
      if (row.used_at === null) {
        if (now.getTime() - row.issued_at.getTime() > this.idleSeconds * 1000) {
          await endSession(q, row.session_id, now);
          return null;
        }
        const successor = randomToken();
        await insertRefreshToken(q, tokenHash(successor), row.session_id, now);
        const sealed = { hash: tokenHash(successor), sealed: this.seal(successor) };
        await markRefreshUsed(q, tokenHash(refreshToken), now, sealed);
        // Plain successors are only needed during the grace window.
        await dropSealedSuccessors(q, row.session_id, new Date(now.getTime() - this.graceSeconds * 1000));
        return { userId: row.user_id, sessionId: row.session_id, refreshToken: successor };
      }
      const withinGrace = now.getTime() - row.used_at.getTime() <= this.graceSeconds * 1000;
      const successor = row.successor_enc ? this.unseal(row.successor_enc) : null;
      if (withinGrace && row.successor_used_at === null && successor) {
        return { userId: row.user_id, sessionId: row.session_id, refreshToken: successor };
      }
      await endSession(q, row.session_id, now);
      return null;
    });
  }

  /** The session a refresh token belongs to, if it is still usable (for logout without a valid bearer). */
  async sessionOf(refreshToken: string): Promise<{ sessionId: string; userId: number } | null> {
    const row = await sessionOfRefreshToken(this.db, tokenHash(refreshToken));
    return row ? { sessionId: row.session_id, userId: row.user_id } : null;
  }

  async revoke(q: Queryable, sessionId: string): Promise<void> {
    await endSession(q, sessionId, this.clock.now());
  }

  /** Revokes every session of a user, except `keep` (password change keeps the current one). */
  async revokeUser(q: Queryable, userId: number, keep: string | null = null): Promise<void> {
    await endSessionsOfUser(q, userId, this.clock.now(), keep);
  }

  private seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  private unseal(sealed: string): string | null {
    try {
      const raw = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
