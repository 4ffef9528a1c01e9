/**
 * The e-invoice rule sets kept in `vendor/ubl/` (README there): which Schematron each is made of, and
 * the hash of everything its compiled form depends on, so a stale compilation is found.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const UBL_DIR = path.resolve(__dirname, '../../../vendor/ubl');
export const COMPILED_DIR = path.join(UBL_DIR, 'compiled');
export const MANIFEST = path.join(COMPILED_DIR, 'manifest.json');
/** SchXslt's pipeline that turns Schematron into XSLT with SVRL output. */
export const SCHXSLT_PIPELINE = 'schxslt/2.0/pipeline-for-svrl.xsl';

export type RuleSetId = 'cen' | 'peppol' | 'nlcius';

export interface RuleSet {
  id: RuleSetId;
  title: string;
  /** The Schematron file, and those it includes (paths under vendor/ubl). */
  schematron: string;
  includes: string[];
}

export const RULE_SETS: readonly RuleSet[] = [
  { id: 'cen', title: 'EN 16931, UBL binding', schematron: 'peppol/CEN-EN16931-UBL.sch', includes: [] },
  { id: 'peppol', title: 'Peppol BIS Billing 3.0', schematron: 'peppol/PEPPOL-EN16931-UBL.sch', includes: [] },
  {
    id: 'nlcius',
    title: 'NLCIUS national rules',
    schematron: 'nlcius/national-rules.sch',
    includes: ['nlcius/si-ubl-2.0-nlcius.sch'],
  },
];

export interface Manifest {
  ruleSets: Record<RuleSetId, { file: string; inputHash: string }>;
}

const filesUnder = (folder: string): string[] =>
  readdirSync(path.join(UBL_DIR, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(UBL_DIR, path.join(entry.parentPath, entry.name)))
    .sort();

const packageVersion = (name: string): string =>
  (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version;

/** The hash of a rule set's sources, of SchXslt and of the compiler's version. */
export function inputHash(ruleSet: RuleSet): string {
  const hash = createHash('sha256');
  for (const file of [ruleSet.schematron, ...ruleSet.includes, ...filesUnder('schxslt')]) {
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(UBL_DIR, file)))
      .update('\0');
  }
  hash.update(`saxon-js ${packageVersion('saxon-js')} xslt3 ${packageVersion('xslt3')}`);
  return hash.digest('hex');
}

export function readManifest(): Manifest | null {
  try {
    return JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/** The rule sets whose compiled file is missing or was made of other sources. */
export function staleRuleSets(): RuleSet[] {
  const manifest = readManifest();
  return RULE_SETS.filter((ruleSet) => manifest?.ruleSets[ruleSet.id]?.inputHash !== inputHash(ruleSet));
}
