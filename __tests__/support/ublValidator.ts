/**
 * The offline UBL validator (OASIS UBL 2.1 schema, EN 16931, Peppol BIS 3.0 with the Dutch NL-R rules,
 * NLCIUS), which lives beside the repository in ../shared/tools/ubl. Found through UBL_VALIDATOR (a
 * path to validate.mjs), next to the repository, or at the machine's shared tools; UBL_VALIDATOR=off
 * is the only way to go without it, and a test that needs it fails when it is missing.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export function ublValidatorPath(): string | 'off' {
  const asked = process.env.UBL_VALIDATOR;
  if (asked === 'off') return 'off';
  const candidates = asked
    ? [path.resolve(asked)]
    : [path.resolve(__dirname, '../../../shared/tools/ubl/validate.mjs'), '/work/shared/tools/ubl/validate.mjs'];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found)
    throw new Error(
      `UBL validator not found (looked at ${candidates.join(', ')}): set UBL_VALIDATOR to its validate.mjs, ` +
        'or UBL_VALIDATOR=off to skip the schema and Schematron check on purpose',
    );
  return found;
}

export interface UblReport {
  file: string;
  valid: boolean;
  errors: Array<{ id: string; text: string; location?: string }>;
}

/** Validates the files in one warm process (about a second each, after a few seconds' start). */
export async function validateUblFiles(validator: string, files: readonly string[]): Promise<UblReport[]> {
  const script = `
    import { readFileSync } from 'node:fs';
    const { validateUbl } = await import(${JSON.stringify(validator)});
    const reports = [];
    for (const file of JSON.parse(process.env.UBL_FILES)) {
      const r = await validateUbl(readFileSync(file, 'utf8'), { ruleSets: ['cen', 'peppol', 'nlcius'], xsd: true });
      reports.push({ file, valid: r.valid, errors: r.errors.map(({ id, text, location }) => ({ id, text, location })) });
    }
    process.stdout.write(JSON.stringify(reports));`;
  // The files go in the environment: the validator reads a command-line argument as a file of its own.
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, UBL_FILES: JSON.stringify(files) },
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout) as UblReport[];
}
