/**
 * Checks a UBL 2.1 Invoice or CreditNote offline as a Peppol access point would: well-formed, valid
 * against the OASIS UBL 2.1 schema (libxml2 through xmllint-wasm), and every assert of the EN 16931,
 * Peppol BIS 3.0 and NLCIUS rule sets (compiled Schematron run by SaxonJS). Everything it reads is in
 * the repository (vendor/ubl/); a stale or missing compilation is an error, never a silent skip.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import SaxonJS from 'saxon-js';
import { validateXML } from 'xmllint-wasm';
import { COMPILED_DIR, readManifest, RULE_SETS, staleRuleSets, UBL_DIR, type RuleSetId } from './ruleSets';

export interface UblFinding {
  /** The rule's id ('BR-CO-16', 'PEPPOL-EN16931-R001'), 'UBL-XSD' or 'XML-WELLFORMED'. */
  id: string;
  text: string;
  location?: string;
}

export interface UblReport {
  valid: boolean;
  /** Fatal asserts, schema and parse errors. */
  errors: UblFinding[];
  /** Asserts flagged 'warning'. */
  warnings: UblFinding[];
}

const SVRL = { svrl: 'http://purl.oclc.org/dsdl/svrl' };
const ROOT_SCHEMA: Record<string, string> = {
  Invoice: 'maindoc/UBL-Invoice-2.1.xsd',
  CreditNote: 'maindoc/UBL-CreditNote-2.1.xsd',
};
const XSD_DIR = path.join(UBL_DIR, 'ubl-2.1-xsd');

function loadRuleSets(): Array<{ id: RuleSetId; stylesheet: unknown }> {
  const stale = staleRuleSets();
  if (stale.length > 0)
    throw new Error(
      `The compiled e-invoice rules (${stale.map((r) => r.id).join(', ')}) are older than vendor/ubl/: ` +
        'run `npm run ubl:compile` and commit vendor/ubl/compiled/',
    );
  const manifest = readManifest();
  return RULE_SETS.map((ruleSet) => {
    const file = path.join(COMPILED_DIR, manifest?.ruleSets[ruleSet.id].file ?? '');
    return { id: ruleSet.id, stylesheet: JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as unknown };
  });
}

const schemaModules = (): Array<{ fileName: string; contents: string }> =>
  readdirSync(path.join(XSD_DIR, 'common')).map((name) => ({
    fileName: `common/${name}`,
    contents: readFileSync(path.join(XSD_DIR, 'common', name), 'utf8'),
  }));

async function schemaErrors(xml: string, root: string): Promise<UblFinding[]> {
  const main = ROOT_SCHEMA[root];
  if (!main) return [{ id: 'UBL-XSD', text: `<${root}> is neither a UBL Invoice nor a CreditNote` }];
  const result = await validateXML({
    xml: [{ fileName: 'document.xml', contents: xml }],
    schema: [{ fileName: main, contents: readFileSync(path.join(XSD_DIR, main), 'utf8') }],
    preload: schemaModules(),
    maxMemoryPages: 4096,
  });
  return result.errors.map((error) => ({
    id: 'UBL-XSD',
    text: error.message,
    ...(error.loc ? { location: `line ${error.loc.lineNumber}` } : {}),
  }));
}

interface Assert {
  id: string;
  flag: string;
  location: string;
  text: string;
}

async function ruleFindings(xml: string, stylesheet: unknown): Promise<Assert[]> {
  const svrl = await SaxonJS.transform(
    { stylesheetInternal: stylesheet, sourceText: xml, destination: 'document' },
    'async',
  );
  const asserts = SaxonJS.XPath.evaluate(
    `//svrl:failed-assert ! map { 'id': string(@id), 'flag': string(@flag), 'location': string(@location),
                                 'text': normalize-space(svrl:text) }`,
    svrl.principalResult,
    { namespaceContext: SVRL, resultForm: 'array' },
  );
  return asserts as Assert[];
}

export interface UblValidator {
  validate(xml: string): Promise<UblReport>;
}

/** Loads the compiled rules once; each document then takes about a second. */
export function openUblValidator(): UblValidator {
  const ruleSets = loadRuleSets();
  return {
    async validate(xml) {
      let root: string;
      try {
        const doc = await SaxonJS.getResource({ text: xml, type: 'xml' });
        root = String(SaxonJS.XPath.evaluate('local-name(/*)', doc));
      } catch (err) {
        const text = err instanceof Error ? err.message : String(err);
        return { valid: false, errors: [{ id: 'XML-WELLFORMED', text }], warnings: [] };
      }
      const errors = await schemaErrors(xml, root);
      const warnings: UblFinding[] = [];
      for (const { id, stylesheet } of ruleSets) {
        for (const found of await ruleFindings(xml, stylesheet)) {
          const finding = { id: found.id || id, text: found.text, location: found.location };
          (found.flag === 'warning' ? warnings : errors).push(finding);
        }
      }
      return { valid: errors.length === 0, errors, warnings };
    },
  };
}
