import type { Subscription } from '../../src/api/contract';
import type { TestServer } from './helpers';

/** The caller's subscriptions, as GET /api/subscriptions answers them. */
export async function subscriptions(s: TestServer, token: string): Promise<Subscription[]> {
  const reply = await s.get<Subscription[]>('/api/subscriptions', token);
  expect(reply.status).toBe(200);
  return reply.body;
}
