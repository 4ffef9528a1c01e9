/**
 * npm run staff:add -- --email <address> --role medewerker|teamleider [--name "<full name>"]
 *
 * Adds a staff account of the support desk to the configured store (DATA_DIR or DATABASE_URL, see
 * docs/api.md) and prints its one-time link (7 days) to set the password and couple the authenticator
 * app, on PUBLIC_URL (default http://127.0.0.1:8080). Stop the server first when the store is a
 * PGlite data folder. A teamleider can also add accounts in the desk ('Medewerkers').
 */
import type { StaffRole } from '../../src/api/deskContract';
import { STAFF_ROLES } from '../../src/api/staffRoles';
import { staffEmail } from '../../src/validation/addressRules';
import { createStaff, setupLink } from '../auth/staffAccounts';
import { loadConfig } from '../base/config';
import { openStore } from '../db/store';

const USAGE = 'usage: npm run staff:add -- --email <address> --role medewerker|teamleider [--name "<full name>"]';

function option(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

const isRole = (value: string | undefined): value is StaffRole => STAFF_ROLES.some((role) => role === value);

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const email = option(args, '--email')?.trim();
  const role = option(args, '--role');
  // The desk's own rule for a staff address: one plain address, no look-alike letters.
  const emailError = staffEmail(email ?? '');
  if (!email || emailError || !isRole(role)) {
    console.error(emailError ? `${USAGE}\nE-mailadres: ${emailError}` : USAGE);
    process.exit(2);
  }
  const fullName = option(args, '--name')?.trim() || email.split('@')[0] || email;
  const startup = loadConfig(process.env, process.cwd(), []);
  const db = await openStore(startup.store);
  try {
    const created = await db.tx((q) => createStaff(q, { email, fullName, role }, new Date()));
    if (!created) {
      console.error(`Er is al een medewerker met het e-mailadres ${email}.`);
      process.exitCode = 1;
      return;
    }
    const base = (startup.server.publicUrl ?? `http://127.0.0.1:${startup.port}`).replace(/\/$/, '');
    process.stdout.write(
      `Medewerker ${email} (${role}) is aangemaakt.\n` +
        `Eenmalige link om het wachtwoord in te stellen en de authenticator-app te koppelen (7 dagen geldig):\n` +
        `${setupLink(base, created.token)}\n`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error('Medewerker toevoegen mislukt:', error);
  process.exit(1);
});
