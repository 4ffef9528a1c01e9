import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openStore } from '../../server/db/store';
import type { DeskSetupInfo } from '../../src/api/deskContract';
import { startTestServer } from './helpers';

const ROOT = path.resolve(__dirname, '..', '..');

/** `npm run staff:add -- …` as an operator runs it, on a PGlite data folder of its own. */
function staffAdd(dataDir: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PUBLIC_URL: 'https://portaal.example.nl' };
  delete env.DATABASE_URL;
  delete env.DATABASE_OWNER_URL;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join('server', 'scripts', 'staff-add.ts'), ...args],
      { cwd: ROOT, env },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

let dataDir = '';
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'staff-add-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run staff:add', () => {
  test('adds an account and prints its one-time set-up link, which the desk then accepts', async () => {
    const added = await staffAdd(dataDir, [
      '--email',
      'anna@provider.nl',
      '--role',
      'teamleider',
      '--name',
      'Anna de Wit',
    ]);
    expect(added.code).toBe(0);
    expect(added.stdout).toContain('Medewerker anna@provider.nl (teamleider) is aangemaakt.');
    const link = /^https:\/\/portaal\.example\.nl\/desk\/instellen#token=([\w-]+)$/m.exec(added.stdout);
    expect(link).not.toBeNull();

    const again = await staffAdd(dataDir, ['--email', 'Anna@provider.nl', '--role', 'medewerker']);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('Er is al een medewerker met het e-mailadres Anna@provider.nl.');

    const db = await openStore({ kind: 'pglite', dataDir });
    const s = await startTestServer({ db });
    try {
      const info = await s.post<DeskSetupInfo>('/api/desk/setup/info', { token: link?.[1] });
      expect(info.status).toBe(200);
      expect(info.body).toMatchObject({ email: 'anna@provider.nl', fullName: 'Anna de Wit' });
      const rows = await db.query<{ role: string; password_hash: string | null }>(
        'SELECT role, password_hash FROM staff WHERE email = $1',
        ['anna@provider.nl'],
      );
      expect(rows).toEqual([{ role: 'teamleider', password_hash: null }]);
    } finally {
      await s.close();
      await db.close();
    }
  }, 60_000);

  test('refuses a missing address or an unknown role with its usage', async () => {
    const wrongRole = await staffAdd(dataDir, ['--email', 'anna@provider.nl', '--role', 'beheerder']);
    expect(wrongRole.code).toBe(2);
    expect(wrongRole.stderr).toContain('usage: npm run staff:add -- --email <address> --role medewerker|teamleider');
    const noAddress = await staffAdd(dataDir, ['--role', 'medewerker']);
    expect(noAddress.code).toBe(2);
  }, 60_000);

  test('refuses a list of addresses and look-alike letters, with the desk form’s own rule', async () => {
    const list = await staffAdd(dataDir, ['--email', 'anna,bob@provider.nl', '--role', 'medewerker']);
    expect(list.code).toBe(2);
    expect(list.stderr).toContain('E-mailadres: Het ingevulde e-mail adres is niet correct');
    // A Cyrillic 'а' in 'anna': it would read as Anna's address on every screen.
    const lookAlike = await staffAdd(dataDir, ['--email', 'аnna@provider.nl', '--role', 'teamleider']);
    expect(lookAlike.code).toBe(2);
    expect(lookAlike.stderr).toContain('E-mailadres: Gebruik een e-mailadres met alleen de letters a-z');
    expect(lookAlike.stdout).toBe('');
  }, 60_000);
});
