import type { Clock } from '../base/clock';
import type { Db } from '../db/db';
import { insertDownloadToken, useDownloadToken } from '../tables/downloads';
import { randomToken, tokenHash } from './tokens';

/** A link the app opens right away: minutes, and it may be opened again meanwhile (a viewer's retry). */
export const OPEN_LINK_SECONDS = 5 * 60;
/** A link sent by mail: a day, and only once. */
export const MAILED_LINK_SECONDS = 24 * 3600;

/** An invoice's PDF ('invoice'), its UBL e-invoice ('ubl'), or the personal-data export. */
export type DownloadItem = { kind: 'invoice' | 'ubl'; id: number } | { kind: 'export' };

/** The item as it appears in the link's path and the token's row: 'invoice-12', 'ubl-12' or 'export'. */
export const itemSlug = (item: DownloadItem): string => (item.kind === 'export' ? 'export' : `${item.kind}-${item.id}`);

export function parseItemSlug(slug: string): DownloadItem | null {
  if (slug === 'export') return { kind: 'export' };
  const match = /^(invoice|ubl)-([1-9]\d{0,9})$/.exec(slug);
  return match ? { kind: match[1] === 'ubl' ? 'ubl' : 'invoice', id: Number(match[2]) } : null;
}

export interface DownloadLinkOwner {
  userId: number;
  customerId: number;
}

/**
 * Makes a download link for one item. The token is random and stored only as its hash, with the user
 * who asked for it, so it can be revoked with that user's sessions (revokeAllOfUser), and with the
 * item, so it opens nothing else.
 */
export async function makeDownloadLink(
  deps: { db: Db; clock: Clock; publicUrl(): string },
  owner: DownloadLinkOwner,
  item: DownloadItem,
  use: 'open' | 'mail',
): Promise<string> {
  const token = randomToken();
  const now = deps.clock.now();
  const seconds = use === 'open' ? OPEN_LINK_SECONDS : MAILED_LINK_SECONDS;
  const slug = itemSlug(item);
  await insertDownloadToken(deps.db, {
    hash: tokenHash(token),
    userId: owner.userId,
    customerId: owner.customerId,
    item: slug,
    singleUse: use === 'mail',
    createdAt: now,
    expiresAt: new Date(now.getTime() + seconds * 1000),
  });
  return `${deps.publicUrl()}/api/download/file/${slug}/${token}`;
}

/** The customer a download link would open, without using it; null where `useDownloadLink` would refuse it. */
export async function downloadLinkCustomer(
  deps: { db: Db; clock: Clock },
  slug: string,
  token: string,
): Promise<number | null> {
  if (!token || !parseItemSlug(slug)) return null;
  const rows = await deps.db.query<{ customer_id: number }>(
    `SELECT customer_id FROM download_tokens
      WHERE hash = $1 AND item = $2 AND revoked_at IS NULL AND expires_at > $3
        AND (NOT single_use OR used_at IS NULL)
        AND user_id IN (SELECT id FROM users WHERE deleted_at IS NULL)`,
    [tokenHash(token), slug, deps.clock.now()],
  );
  return rows[0]?.customer_id ?? null;
}

/**
 * Uses a download link: the customer whose item it opens, or null when the token is unknown, made for
 * another item, expired, revoked, already used (mailed links), or its user is gone. One conditional
 * UPDATE, so a mailed link opened twice at once still works only once.
 */
export async function useDownloadLink(
  deps: { db: Db; clock: Clock },
  slug: string,
  token: string,
): Promise<number | null> {
  if (!token || !parseItemSlug(slug)) return null;
  return useDownloadToken(deps.db, tokenHash(token), slug, deps.clock.now());
}
