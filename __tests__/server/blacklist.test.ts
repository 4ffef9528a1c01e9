import type { BlacklistResponse } from '../../src/api/contract';
import { useTestServer } from './helpers';

const server = useTestServer();
const POC = '100001';

describe('blocked numbers', () => {
  test('lists the seeded numbers', async () => {
    const s = server();
    const { token } = await s.login('admin@demo.test');
    const reply = await s.post<BlacklistResponse>('/api/blacklist', { userPoc: POC }, token);
    expect(reply.status).toBe(200);
    expect(reply.body.numbers).toEqual(['0851234567', '31612345670', '3225123456']);
  });

  test('adds with the plus stripped, refuses duplicates and invalid numbers, removes', async () => {
    const s = server();
    const { token } = await s.login('admin@demo.test');
    const added = await s.post<BlacklistResponse & { message: string }>(
      '/api/blacklist/add',
      { userPoc: POC, blacklistNumber: '+31201112233' },
      token,
    );
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('Het nummer is toegevoegd aan de bloklijst.');
    expect(added.body.numbers).toContain('31201112233');
    const duplicate = await s.post<{ message: string }>(
      '/api/blacklist/add',
      { userPoc: POC, blacklistNumber: '31201112233' },
      token,
    );
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('Dit nummer staat al op de bloklijst.');
    for (const bad of ['123456', '12345678901234567', '06.12345678', 'abcdefgh', '', '++31612345678']) {
      const reply = await s.post<{ message: string }>(
        '/api/blacklist/add',
        { userPoc: POC, blacklistNumber: bad },
        token,
      );
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe('Het ingevulde nummer is niet correct');
    }
    // Written with spaces and dashes, stored as digits.
    const spaced = await s.post<{ numbers: string[] }>(
      '/api/blacklist/add',
      { userPoc: POC, blacklistNumber: '06 1234-5699' },
      token,
    );
    expect(spaced.body.numbers).toContain('0612345699');
    expect((await s.post('/api/blacklist/add', { userPoc: POC, blacklistNumber: '1234567' }, token)).status).toBe(200);
    expect(
      (await s.post('/api/blacklist/add', { userPoc: POC, blacklistNumber: '1234567890123456' }, token)).status,
    ).toBe(200);
    const removed = await s.post<BlacklistResponse & { message: string }>(
      '/api/blacklist/remove',
      { userPoc: POC, blacklistNumber: '+31201112233' },
      token,
    );
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Het nummer is verwijderd uit de bloklijst.');
    expect(removed.body.numbers).not.toContain('31201112233');
    expect(
      (await s.post('/api/blacklist/remove', { userPoc: POC, blacklistNumber: '31201112233' }, token)).status,
    ).toBe(404);
    await s.post('/api/blacklist/remove', { userPoc: POC, blacklistNumber: '1234567' }, token);
    await s.post('/api/blacklist/remove', { userPoc: POC, blacklistNumber: '1234567890123456' }, token);
  });

  test('the 200th number is accepted, the 201st refused', async () => {
    const s = server();
    const { token } = await s.login('admin@demo.test');
    const start = (await s.post<BlacklistResponse>('/api/blacklist', { userPoc: POC }, token)).body.numbers.length;
    for (let i = start; i < 199; i += 1) {
      expect(
        (
          await s.post(
            '/api/blacklist/add',
            { userPoc: POC, blacklistNumber: `0612${String(i).padStart(6, '0')}` },
            token,
          )
        ).status,
      ).toBe(200);
    }
    const twoHundredth = await s.post<BlacklistResponse>(
      '/api/blacklist/add',
      { userPoc: POC, blacklistNumber: '0699999999' },
      token,
    );
    expect(twoHundredth.status).toBe(200);
    expect(twoHundredth.body.numbers).toHaveLength(200);
    const refused = await s.post<{ message: string }>(
      '/api/blacklist/add',
      { userPoc: POC, blacklistNumber: '0699999998' },
      token,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Je kunt maximaal 200 nummers blokkeren.');
    expect((await s.post<BlacklistResponse>('/api/blacklist', { userPoc: POC }, token)).body.numbers).toHaveLength(200);
  });

  test("another customer's poc is refused (403) and their list is untouched", async () => {
    const s = server();
    const { token } = await s.login('admin@demo.test');
    for (const [path, body] of [
      ['/api/blacklist', { userPoc: '200001' }],
      ['/api/blacklist/add', { userPoc: '200001', blacklistNumber: '0611111111' }],
      ['/api/blacklist/remove', { userPoc: '200001', blacklistNumber: '0687654321' }],
    ] as const) {
      const reply = await s.post<{ message: string }>(path, body, token);
      expect(reply.status).toBe(403);
      expect(reply.body.message).toBe('Dit klantnummer hoort niet bij jouw account.');
    }
    const other = await s.login('ander@demo.test');
    expect(
      (await s.post<BlacklistResponse>('/api/blacklist', { userPoc: '200001' }, other.token)).body.numbers,
    ).toEqual(['0201111111', '0687654321']);
  });

  test('non-admins are refused (403)', async () => {
    const s = server();
    const { token } = await s.login('gebruiker@demo.test');
    const reply = await s.post<{ message: string }>('/api/blacklist', { userPoc: POC }, token);
    expect(reply.status).toBe(403);
    expect(reply.body.message).toBe(
      'Je rol geeft geen toegang tot dit onderdeel. Vraag een beheerder van het account om meer rechten.',
    );
    expect((await s.post('/api/blacklist/add', { userPoc: POC, blacklistNumber: '0611111111' }, token)).status).toBe(
      403,
    );
  });
});
