/**
 * Compiles the e-invoice rule sets of vendor/ubl/ for SaxonJS, when their sources changed:
 *
 *   npm run ubl:compile [-- --force]
 *
 * Schematron → XSLT with SchXslt (itself compiled first, then run by SaxonJS) → SEF with the SaxonJS
 * compiler (`xslt3 -export`), gzipped into vendor/ubl/compiled/ with the hash of its sources in
 * manifest.json. About a minute on a small machine; the result is committed (decision 0108).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import SaxonJS from 'saxon-js';
import {
  COMPILED_DIR,
  inputHash,
  MANIFEST,
  readManifest,
  RULE_SETS,
  SCHXSLT_PIPELINE,
  staleRuleSets,
  UBL_DIR,
  type Manifest,
  type RuleSet,
} from './lib/ubl/ruleSets';

/** XSLT → SEF (JSON) with the compiler of the xslt3 package. */
function exportSef(xslFile: string, sefFile: string): void {
  execFileSync(
    process.execPath,
    [require.resolve('xslt3/xslt3.js'), `-xsl:${xslFile}`, `-export:${sefFile}`, '-nogo', '-relocate:on'],
    { stdio: ['ignore', 'ignore', 'inherit'], maxBuffer: 64 * 1024 * 1024 },
  );
}

async function compile(ruleSet: RuleSet, pipeline: unknown, work: string): Promise<string> {
  const xslt = await SaxonJS.transform(
    { stylesheetInternal: pipeline, sourceFileName: path.join(UBL_DIR, ruleSet.schematron), destination: 'serialized' },
    'async',
  );
  const xslFile = path.join(work, `${ruleSet.id}.xsl`);
  writeFileSync(xslFile, String(xslt.principalResult));
  const sefFile = path.join(work, `${ruleSet.id}.sef.json`);
  exportSef(xslFile, sefFile);
  const file = `${ruleSet.id}.sef.json.gz`;
  // No file name or time in the gzip header: the same SEF makes the same bytes.
  writeFileSync(path.join(COMPILED_DIR, file), gzipSync(readFileSync(sefFile), { level: 9 }));
  return file;
}

async function main(): Promise<void> {
  const todo = process.argv.includes('--force') ? [...RULE_SETS] : staleRuleSets();
  if (todo.length === 0) {
    console.log('ubl:compile: the compiled rules are up to date');
    return;
  }
  mkdirSync(COMPILED_DIR, { recursive: true });
  const work = mkdtempSync(path.join(tmpdir(), 'ubl-compile-'));
  try {
    const pipelineSef = path.join(work, 'schxslt.sef.json');
    exportSef(path.join(UBL_DIR, SCHXSLT_PIPELINE), pipelineSef);
    const pipeline: unknown = JSON.parse(readFileSync(pipelineSef, 'utf8'));
    const manifest: Manifest = readManifest() ?? { ruleSets: {} as Manifest['ruleSets'] };
    for (const ruleSet of todo) {
      const started = Date.now();
      const file = await compile(ruleSet, pipeline, work);
      manifest.ruleSets[ruleSet.id] = { file, inputHash: inputHash(ruleSet) };
      console.log(`ubl:compile: ${ruleSet.schematron} → compiled/${file} (${Date.now() - started} ms)`);
    }
    const ordered = Object.fromEntries(RULE_SETS.map((r) => [r.id, manifest.ruleSets[r.id]]));
    writeFileSync(MANIFEST, `${JSON.stringify({ ruleSets: ordered }, null, 2)}\n`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
