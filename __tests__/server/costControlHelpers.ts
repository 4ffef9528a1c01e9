/** What the cost-control tests share: the account, a foreign number, fed calls, the notices, the limit. */
import type { UsageLimit } from '../../src/api/contract';
import { outbox, type TestServer } from './helpers';

/** Zakelijk Start, 250 minutes, no calls made: its costs start at € 0,00. */
export const LIMIET = 'limiet@demo.test';
/** A foreign number: never in the bundle, € 0,06 per started minute. */
export const FOREIGN = '3225123456';

export interface Fed {
  recorded: boolean;
  charge: string | null;
  cost: number | null;
  reason: string | null;
}

/** Calls as the network reports them (the demo-only POST /api/dev/calls), with what each was charged. */
export async function feed(s: TestServer, email: string, calls: Array<{ calledNumber: string; minutes: number }>) {
  const reply = await s.post<{ results: Fed[] }>('/api/dev/calls', {
    email,
    calls: calls.map((call) => ({ calledNumber: call.calledNumber, duration: call.minutes * 60, type: 'O' })),
  });
  expect(reply.status).toBe(200);
  return reply.body.results;
}

/** The cost notices mailed to `to`, newest first. */
export const costMails = async (s: TestServer, to = LIMIET) =>
  (await outbox(s)).filter((mail) => mail.to === to && mail.subject.startsWith('Verbruiksmelding')).reverse();

export async function setLimit(s: TestServer, token: string, body: Record<string, unknown>) {
  return s.post<UsageLimit & { message?: string }>('/api/usage/limit', body, token);
}
