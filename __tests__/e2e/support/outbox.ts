/**
 * The demo server's outbox (GET /api/dev/outbox): the mails it has sent. The server sends a mail
 * after it has answered the request that caused it, so a journey waits for the mail.
 */
import assert from 'node:assert/strict';
import { waitUntil } from '../../support/waiting';
import type { RunningServer } from './processes';

export interface Mail {
  id: number;
  to: string;
  subject: string;
  body: string;
}

export async function outbox(server: RunningServer): Promise<Mail[]> {
  const response = await fetch(`${server.url}/api/dev/outbox`);
  assert.ok(response.ok, `GET /api/dev/outbox answered ${response.status}`);
  return ((await response.json()) as { messages: Mail[] }).messages;
}

/** The id of the newest mail to `to` (0: none yet); a later wait looks only past it. */
export async function newestMailId(server: RunningServer, to: string): Promise<number> {
  return Math.max(0, ...(await outbox(server)).filter((mail) => mail.to === to).map((mail) => mail.id));
}

/** Waits for a mail to `to` newer than `afterId`, described as `what`, and returns it. */
export async function nextMail(server: RunningServer, to: string, afterId: number, what: string): Promise<Mail> {
  const mail = await waitUntil(
    `${what} to ${to}`,
    async () => (await outbox(server)).find((candidate) => candidate.to === to && candidate.id > afterId),
    { intervalMs: 100 },
  );
  assert.ok(mail);
  return mail;
}
