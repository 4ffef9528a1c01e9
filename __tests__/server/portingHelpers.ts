/** What the porting server tests share: a valid request's body, sending it, and a demo step. */
import type { PortingChangeResponse, PortingCreateRequest, PortingRequestView } from '../../src/api/portingContract';
import type { Reply, TestServer } from './helpers';

/** A number no customer of the demo has. */
export const FREE_NUMBER = '0207654321';

/** A request of one number that every rule lets through on the default clock (18 March 2026). */
export const portingBody = (overrides: Partial<PortingCreateRequest> = {}): PortingCreateRequest => ({
  firstNumber: '020 765 4321',
  donor: 'kpn',
  donorCustomerNumber: 'KPN-123456',
  company: 'De Vries Installatietechniek B.V.',
  street: 'Keizersgracht',
  houseNumber: '123',
  houseNumberAdd: 'A',
  postcode: '1015 CJ',
  city: 'Amsterdam',
  wantedDate: '25-03-2026',
  authorised: true,
  signature: 'Jan de Vries',
  ...overrides,
});

export async function sendPorting(
  s: TestServer,
  token: string,
  overrides: Partial<PortingCreateRequest> = {},
): Promise<Reply<PortingChangeResponse>> {
  return s.post<PortingChangeResponse>('/api/porting', portingBody(overrides), token);
}

/** Sends a request and answers it, failing the test when the server refuses it. */
export async function sentPorting(
  s: TestServer,
  token: string,
  overrides: Partial<PortingCreateRequest> = {},
): Promise<PortingRequestView> {
  const reply = await sendPorting(s, token, overrides);
  if (reply.status !== 201) throw new Error(`porting refused: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.request;
}

/** POST /api/dev/porting/advance: the other side's next step now. */
export const advance = (s: TestServer, number: string, extra: { block?: string; error?: string } = {}) =>
  s.post<{ message: string; id: number; status: string }>('/api/dev/porting/advance', { number, ...extra });

export const readPorting = (s: TestServer, id: number, token: string) =>
  s.get<PortingRequestView>(`/api/porting/${id}`, token);
