import type {
  Credit,
  Invoice,
  NumbersResponse,
  Subscription,
  TicketsResponse,
  Usage,
  UsageLimit,
} from '../../src/api/contract';
import type { OverviewResponse } from '../../src/api/overview';
import { useTestServer } from './helpers';

const server = useTestServer();

/** The overview and the detail calls of one login, to compare figure by figure. */
async function loggedIn(email: string) {
  const s = server();
  const { token } = await s.login(email);
  const get = async <T>(path: string): Promise<T> => {
    const reply = await s.get<T>(`/api${path}`, token);
    expect(reply.status).toBe(200);
    return reply.body;
  };
  const blocked = async () =>
    (await s.post<{ numbers: string[] }>('/api/blacklist', { userPoc: '200001' }, token)).body.numbers;
  return { get, blocked, overview: () => get<OverviewResponse>('/overview') };
}

const statuses = (overview: OverviewResponse) =>
  Object.fromEntries(Object.entries(overview).map(([name, part]) => [name, part.status]));

describe('GET /api/overview', () => {
  test('admin with a subscription: every part, each equal to its detail call', async () => {
    const { get, blocked, overview } = await loggedIn('ander@demo.test');
    const body = await overview();
    expect(statuses(body)).toEqual({
      month: 'ok',
      subscription: 'ok',
      lastInvoice: 'ok',
      support: 'ok',
      numbers: 'ok',
    });
    const usage = await get<Usage>('/usage');
    expect(body.month.data).toEqual({
      limit: await get<UsageLimit>('/usage/limit'),
      totalMinutesCalled: usage.totalMinutesCalled,
      totalSecondsCalled: usage.totalSecondsCalled,
      credit: null,
    });
    expect(body.subscription.data?.subscriptions).toEqual(await get<Subscription[]>('/subscriptions'));
    expect(body.subscription.data).toMatchObject({ extraUsers: 1, extraNumbers: 1 });
    const invoices = await get<Invoice[]>('/invoices');
    expect(body.lastInvoice.data).toEqual({ invoice: invoices[0] });
    const { tickets } = await get<TicketsResponse>('/tickets');
    expect(body.support.data?.newest).toEqual({
      id: tickets[0]?.id,
      subject: tickets[0]?.subject,
      statusId: tickets[0]?.statusId,
    });
    expect(body.support.data?.open).toBe(tickets.filter((ticket) => ticket.statusId !== 4).length);
    expect(body.support.data?.unread).toBe(tickets.reduce((sum, ticket) => sum + ticket.newMessages, 0));
    expect(body.numbers.data).toEqual({
      numbers: (await get<NumbersResponse>('/numbers')).phoneNumbers.length,
      blocked: (await blocked()).length,
    });
  });

  test('prepaid: the credit of GET /credit and the minutes it buys; no subscription part', async () => {
    const { get, overview } = await loggedIn('prepaid@demo.test');
    const body = await overview();
    expect(body.subscription).toEqual({ status: 'hidden', data: null });
    expect(body.month.data?.credit).toEqual(await get<Credit>('/credit'));
    expect(body.month.data?.limit).toEqual(await get<UsageLimit>('/usage/limit'));
    expect(body.month.data?.limit.creditMinutes).toEqual(expect.any(Number));
  });

  test('non-admin: only the numbers, without the blocked ones', async () => {
    const { get, overview } = await loggedIn('gebruiker@demo.test');
    const body = await overview();
    expect(statuses(body)).toEqual({
      month: 'hidden',
      subscription: 'hidden',
      lastInvoice: 'hidden',
      support: 'hidden',
      numbers: 'ok',
    });
    expect(body.numbers.data).toEqual({
      numbers: (await get<NumbersResponse>('/numbers')).phoneNumbers.length,
      blocked: null,
    });
  });

  test('inactive admin: only support, which the account may still reach', async () => {
    const { overview } = await loggedIn('inactief@demo.test');
    expect(statuses(await overview())).toEqual({
      month: 'hidden',
      subscription: 'hidden',
      lastInvoice: 'hidden',
      support: 'ok',
      numbers: 'hidden',
    });
  });

  test('cancelled: the subscription as GET /subscriptions answers it; no questions yet', async () => {
    const { get, overview } = await loggedIn('opgezegd@demo.test');
    const body = await overview();
    expect(body.subscription.data?.subscriptions).toEqual(await get<Subscription[]>('/subscriptions'));
    expect(body.subscription.data?.subscriptions[0]?.status).toBe('cancelled');
    expect(body.support.data).toEqual({ open: 0, unread: 0, newest: null });
  });

  test('a part that cannot be read fails alone; the others answer', async () => {
    const s = server();
    await s.db.query("UPDATE customers SET credit = NULL WHERE poc = '100002'");
    const { overview } = await loggedIn('prepaid@demo.test');
    const body = await overview();
    expect(body.month).toEqual({ status: 'failed', data: null });
    expect(body.lastInvoice.status).toBe('ok');
    expect(body.numbers.status).toBe('ok');
  });

  test('without a login: 401', async () => {
    expect((await server().get('/api/overview')).status).toBe(401);
  });
});
