/**
 * Checks UBL files against the official rules kept in vendor/ubl/ (scripts/lib/ubl/validateUbl.ts):
 *
 *   npm run ubl:validate -- <file.xml>...
 *
 * Prints one JSON report per file (`[{ file, valid, errors, warnings }]`); exits 1 when any file has
 * an error. The server tests run it in a process of their own (__tests__/support/ublValidator.ts).
 */
import { readFileSync } from 'node:fs';
import { openUblValidator } from './lib/ubl/validateUbl';

async function main(files: string[]): Promise<void> {
  if (files.length === 0) throw new Error('usage: npm run ubl:validate -- <file.xml>...');
  const validator = openUblValidator();
  const reports = [];
  for (const file of files) reports.push({ file, ...(await validator.validate(readFileSync(file, 'utf8'))) });
  process.stdout.write(`${JSON.stringify(reports, null, 2)}\n`);
  if (reports.some((report) => !report.valid)) process.exitCode = 1;
}

main(process.argv.slice(2)).catch((err: unknown) => {
  console.error(err);
  process.exitCode = 2;
});
