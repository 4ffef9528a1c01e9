import { redactText, redactUrl } from '../../server/http/logRedaction';
import type { Mailer } from '../../server/mail/mailer';
import type { TokenSet } from '../../src/api/contract';
import { PASSWORD, useTestServer } from './helpers';
import { operations as documentedOperations, type Schema } from './openapiCalls';

/**
 * Every route of the OpenAPI document, called with a token, a password, an IBAN and e-mail addresses
 * in its body, path and query, while every mail fails with the recipient in the error (as an SMTP
 * server's refusal does), logged at the most verbose level: the log has one JSON line per request
 * with its request id, and none of those values anywhere.
 */
const lines: string[] = [];
const METRICS_TOKEN = 'metriek-token-van-minstens-24-tekens';
const NEW_PASSWORD = 'Nieuw-Geheim-2026';
const IBAN = 'NL91ABNA0417164300';
const EMAIL = 'jan.jansen@voorbeeld.nl';

const refusingMailer: Mailer = {
  async send(mail) {
    throw new Error(`550 5.1.1 <${mail.to}>: Recipient address rejected (${mail.text.slice(0, 120)})`);
  },
  close: () => undefined,
};

const server = useTestServer({
  config: { logLevel: 'debug', metricsToken: METRICS_TOKEN },
  logStream: { write: (line) => void lines.push(line) },
  mailer: refusingMailer,
});

/** A value for a field, by its name: the secrets where they belong, something plausible elsewhere. */
function sample(name: string, schema: Schema | undefined, secrets: TokenSet): unknown {
  const field = name.toLowerCase();
  if (field.includes('email')) return field === 'email' ? 'admin@demo.test' : EMAIL;
  if (field === 'password' || field === 'currentpassword') return PASSWORD;
  if (field.startsWith('newpassword')) return NEW_PASSWORD;
  if (field === 'iban') return IBAN;
  if (['refresh_token', 'token', 'sessiontoken', 'challenge'].includes(field)) return secrets.refresh_token;
  if (field === 'code') return '123456';
  if (field === 'service') return 'account/invoice';
  if (field === 'meta') return { id: 1 };
  if (field === 'userpoc' || field === 'poc') return '100001';
  if (field === 'blacklistnumber') return '0612345678';
  if (field === 'item') return 'invoice-1';
  if (field === 'month') return '3';
  if (field === 'year') return '2026';
  if (field === 'platform') return 'ios';
  const type = [schema?.type, ...(schema?.anyOf ?? []).map((s) => s.type)].flat().find(Boolean);
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') return {};
  return `Bericht van ${EMAIL} over ${IBAN}`;
}

// Every route in turn takes about 13 s on a quiet machine; this bound only catches a hang.
jest.setTimeout(90_000);

test('the log of a call to every route has one line per request with its id, and no token, password, IBAN or e-mail address', async () => {
  const s = server();
  const operations = (await documentedOperations(s)).map((entry) => ({ ...entry, method: entry.method.toUpperCase() }));
  expect(operations.length).toBeGreaterThan(50);

  const issued: string[] = [];
  const requestIds = new Map<string, string>();
  for (const { method, path, operation } of operations) {
    await s.reset();
    const secrets = await s.login('admin@demo.test');
    issued.push(secrets.token, secrets.refresh_token);
    let url = path;
    const query: string[] = [`token=${secrets.token}`, `email=${EMAIL}`];
    for (const parameter of operation.parameters ?? []) {
      const value = encodeURIComponent(String(sample(parameter.name, undefined, secrets)));
      if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, value);
      else query.push(`${parameter.name}=${value}`);
    }
    const properties = operation.requestBody?.content['application/json']?.schema.properties ?? {};
    const body = Object.fromEntries(
      Object.entries(properties).map(([name, schema]) => [name, sample(name, schema, secrets)]),
    );
    const bearer = path === '/api/metrics' ? METRICS_TOKEN : secrets.token;
    const reply = await s.raw(
      method,
      `${url}?${query.join('&')}`,
      method === 'GET' ? '' : JSON.stringify(body),
      'application/json',
      bearer,
    );
    requestIds.set(reply.headers.get('x-request-id') ?? '', `${method} ${path}`);
    // Issued by the call itself (a login, a refresh): secrets too.
    const answer = reply.body as Partial<TokenSet> | null;
    if (answer && typeof answer === 'object' && answer.token) issued.push(answer.token, answer.refresh_token ?? '');
  }
  await s.app.backgroundSettled();

  const entries = lines.map(
    (line) => JSON.parse(line) as { msg: string; reqId?: string; route?: string; status?: number },
  );
  const requestLines = entries.filter((entry) => entry.msg === 'request' || entry.msg === 'database unavailable');
  // Every route is in the log under its template, the health checks excepted.
  const logged = new Set(requestLines.map((entry) => `${entry.route}`));
  for (const { path } of operations.filter((o) => !o.path.startsWith('/api/health/')))
    expect([path, logged.has(path.replace(/\{(\w+)\}/g, ':$1'))]).toEqual([path, true]);
  // One line per request, under the id the answer carried.
  for (const [id, call] of requestIds) {
    if (call.includes('/api/health/')) continue;
    expect([call, requestLines.filter((entry) => entry.reqId === id)]).toEqual([
      call,
      [expect.objectContaining({ reqId: id })],
    ]);
  }
  // The refused mails were logged, with the recipient hidden.
  expect(entries.filter((entry) => /(mail|link) failed/.test(entry.msg)).length).toBeGreaterThan(0);

  const log = lines.join('');
  for (const secret of new Set(issued.filter(Boolean))) {
    expect(log).not.toContain(secret);
    expect(log).not.toContain(secret.split('.')[1] ?? secret);
  }
  for (const value of [PASSWORD, NEW_PASSWORD, IBAN, 'NL91 ABNA', METRICS_TOKEN]) expect(log).not.toContain(value);
  expect(log.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g)).toBeNull();
}, 60_000);

test('redactUrl keeps the shape of a path and the names of query parameters', () => {
  expect(redactUrl('/api/download/file/invoice-12/short')).toBe('/api/download/file/invoice-12/‹verborgen›');
  expect(redactUrl('/?state=abc&lang=nl')).toBe('/?state=‹verborgen›&lang=‹verborgen›');
  expect(redactUrl('/api/dashboard')).toBe('/api/dashboard');
});

test('redactText hides e-mail addresses and IBANs, compact or in groups, and leaves other text', () => {
  expect(redactText('550 <Jan.Jansen+x@voorbeeld.nl>: rejected')).toBe('550 <‹verborgen›>: rejected');
  expect(redactText('rekening NL91ABNA0417164300 en nl91 abna 0417 1643 00.')).toBe(
    'rekening ‹verborgen› en ‹verborgen›.',
  );
  expect(redactText('request failed at step 12 of 40')).toBe('request failed at step 12 of 40');
});

test('an SMTP refusal never shows its address, whatever its form', () => {
  const refusals = [
    '550 5.1.1 <"jan jansen"@voorbeeld.nl>: Recipient address rejected',
    '550 5.1.1 <jan@[192.0.2.10]>: Recipient address rejected',
    '550 5.1.1 <jan@[IPv6:2001:db8::1]>: relay denied',
    '553 5.1.3 <jan@localhost>: Domain missing',
    '550 5.1.1 <jan@voorbeeld.рф>: Recipient address rejected',
    '550 5.1.1 <jöran@bücher.de> unknown user',
    "Can't send mail - all recipients were rejected: 550 5.1.1 <jan.jansen@voorbeeld.nl,x@y.nl>",
    '501 5.1.3 Bad recipient address syntax: jan%40voorbeeld.nl',
    '550 <JAN@VOORBEELD.NL> rejected',
  ];
  for (const refusal of refusals) {
    const redacted = redactText(refusal);
    expect([refusal, redacted]).toEqual([refusal, expect.not.stringMatching(/@|%40|jan|jöran/i)]);
    expect(redacted).toMatch(/^\S+ .*‹verborgen›/);
  }
  // A package path in a stack trace is no address.
  const frame = 'at Object.<anonymous> (/srv/node_modules/@fastify/ajv-compiler/index.js:12:3)';
  expect(redactText(frame)).toBe(frame);
});
