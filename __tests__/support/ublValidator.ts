/**
 * The offline UBL validator that comes with the repository (OASIS UBL 2.1 schema, EN 16931, Peppol
 * BIS 3.0 with the Dutch NL-R rules, NLCIUS; `scripts/ubl-validate.ts`, rules in `vendor/ubl/`), run
 * in a process of its own. `UBL_VALIDATOR=off` is the only way to go without it.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { UblReport } from '../../scripts/lib/ubl/validateUbl';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../..');

/** False when the run asked to skip the schema and Schematron check (`UBL_VALIDATOR=off`). */
export const ublValidatorOn = (): boolean => process.env.UBL_VALIDATOR !== 'off';

export type FileReport = UblReport & { file: string };

/** Validates the files in one process (about a second each, after a second's start). */
export async function validateUblFiles(files: readonly string[]): Promise<FileReport[]> {
  const script = path.join(ROOT, 'scripts/ubl-validate.ts');
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', script, ...files], {
      cwd: ROOT,
      maxBuffer: 16 * 1024 * 1024,
    });
    return JSON.parse(stdout) as FileReport[];
  } catch (err) {
    // Exit code 1: some file has errors, and the reports say which.
    const failed = err as { code?: number; stdout?: string; stderr?: string };
    if (failed.code === 1 && failed.stdout) return JSON.parse(failed.stdout) as FileReport[];
    throw new Error(`the UBL validator failed: ${failed.stderr ?? String(err)}`);
  }
}
