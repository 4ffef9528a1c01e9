/** Porting requests made outside the app, and the demo's next step, for the integration tests. */
import type { PortingCreateRequest, PortingForm } from '../../src/api/portingContract';
import { getConfig } from '../../src/config';
import { logInOverHttp } from './renderApp';
import { postJson } from './server';

/**
 * Sends a porting request of 0207654321 as admin@demo.test (the earliest date the server allows),
 * with `overrides`; its id and the token it was sent with.
 */
export async function sendPortingOverHttp(
  overrides: Partial<PortingCreateRequest> = {},
): Promise<{ id: number; token: string }> {
  const { token } = await logInOverHttp('admin@demo.test');
  const response = await fetch(`${getConfig().apiBaseUrl}/porting-form`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const form = (await response.json()) as PortingForm;
  const sent = await postJson(
    '/porting',
    {
      firstNumber: '0207654321',
      donor: 'kpn',
      donorCustomerNumber: 'KPN-123456',
      company: 'De Vries Installatietechniek B.V.',
      street: 'Keizersgracht',
      houseNumber: '123',
      postcode: '1015 CJ',
      city: 'Amsterdam',
      wantedDate: form.earliestDate,
      authorised: true,
      signature: 'Jan de Vries',
      ...overrides,
    },
    token,
  );
  if (sent.status !== 201) throw new Error(`porting refused: ${sent.status} ${JSON.stringify(sent.body)}`);
  return { id: (sent.body as { request: { id: number } }).request.id, token };
}

/** POST /api/dev/porting/advance: the other side's next step for `number`, now. */
export async function advance(number: string, extra: { block?: string; error?: string } = {}): Promise<string> {
  const reply = await postJson('/dev/porting/advance', { number, ...extra });
  if (reply.status !== 200) throw new Error(`advance refused: ${reply.status} ${JSON.stringify(reply.body)}`);
  return (reply.body as { status: string }).status;
}
