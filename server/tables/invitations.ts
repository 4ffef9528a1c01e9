import type { Role } from '../../src/api/permissions';
import type { Queryable } from '../db/db';

/**
 * Owner of `invitations` (docs/architecture.md, "Who writes a table"): a Beheerder's invitations of
 * colleagues, kept by the hash of their link's token.
 */

export interface InvitationRow {
  id: number;
  email: string;
  role: Role;
  created_at: Date;
  expires_at: Date;
}

/** The account's invitations not accepted or withdrawn, oldest first (expired ones too). */
export function openInvitations(q: Queryable, customerId: number): Promise<InvitationRow[]> {
  return q.query<InvitationRow>(
    `SELECT id, email, role, created_at, expires_at FROM invitations
      WHERE customer_id = $1 AND accepted_at IS NULL AND withdrawn_at IS NULL ORDER BY created_at, id`,
    [customerId],
  );
}

/** Whether the account has an open invitation of the address (any letter case). */
export async function isInvited(q: Queryable, customerId: number, address: string): Promise<boolean> {
  const [open] = await q.query(
    `SELECT 1 FROM invitations WHERE customer_id = $1 AND lower(email) = lower($2)
        AND accepted_at IS NULL AND withdrawn_at IS NULL`,
    [customerId, address],
  );
  return open !== undefined;
}

export interface NewInvitation {
  customerId: number;
  email: string;
  role: Role;
  hash: string;
  invitedBy: number;
  createdAt: Date;
  expiresAt: Date;
}

export async function insertInvitation(q: Queryable, invitation: NewInvitation): Promise<void> {
  await q.query(
    `INSERT INTO invitations (customer_id, email, role, hash, invited_by, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      invitation.customerId,
      invitation.email,
      invitation.role,
      invitation.hash,
      invitation.invitedBy,
      invitation.createdAt,
      invitation.expiresAt,
    ],
  );
}

/** A new link for an open invitation of the account (the earlier one stops working); undefined when none. */
export async function renewInvitation(
  q: Queryable,
  customerId: number,
  id: number,
  link: { hash: string; createdAt: Date; expiresAt: Date },
): Promise<{ email: string; role: Role } | undefined> {
  const [row] = await q.query<{ email: string; role: Role }>(
    `UPDATE invitations SET hash = $3, created_at = $4, expires_at = $5
      WHERE id = $1 AND customer_id = $2 AND accepted_at IS NULL AND withdrawn_at IS NULL
      RETURNING email, role`,
    [id, customerId, link.hash, link.createdAt, link.expiresAt],
  );
  return row;
}

/** Withdraws an open invitation of the account; its address, or null when there was none. */
export async function withdrawInvitation(q: Queryable, customerId: number, id: number, now: Date) {
  const [row] = await q.query<{ email: string }>(
    `UPDATE invitations SET withdrawn_at = $3
      WHERE id = $1 AND customer_id = $2 AND accepted_at IS NULL AND withdrawn_at IS NULL RETURNING email`,
    [id, customerId, now],
  );
  return row?.email ?? null;
}

export interface OpenInvitation {
  id: number;
  customer_id: number;
  email: string;
  role: Role;
  company: string;
  two_step_required: boolean;
}

/** The open invitation of a link's hash not past its end, with its account's company; locked with `lock`. */
export async function invitationByHash(
  q: Queryable,
  hash: string,
  now: Date,
  lock: boolean,
): Promise<OpenInvitation | undefined> {
  const [row] = await q.query<OpenInvitation>(
    `SELECT i.id, i.customer_id, i.email, i.role, c.company, c.two_step_required
       FROM invitations i JOIN customers c ON c.id = i.customer_id
      WHERE i.hash = $1 AND i.accepted_at IS NULL AND i.withdrawn_at IS NULL AND i.expires_at > $2
      ${lock ? 'FOR UPDATE OF i' : ''}`,
    [hash, now],
  );
  return row;
}

export async function markInvitationAccepted(q: Queryable, id: number, now: Date): Promise<void> {
  await q.query('UPDATE invitations SET accepted_at = $2 WHERE id = $1', [id, now]);
}
