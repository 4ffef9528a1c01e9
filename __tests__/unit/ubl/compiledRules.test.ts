import { existsSync } from 'node:fs';
import path from 'node:path';
import { COMPILED_DIR, readManifest, RULE_SETS, staleRuleSets } from '../../../scripts/lib/ubl/ruleSets';

describe('the e-invoice rules kept in vendor/ubl', () => {
  test('every rule set is compiled from the Schematron beside it (npm run ubl:compile)', () => {
    expect(staleRuleSets().map((ruleSet) => ruleSet.schematron)).toEqual([]);
    const manifest = readManifest();
    for (const ruleSet of RULE_SETS) {
      expect(existsSync(path.join(COMPILED_DIR, manifest?.ruleSets[ruleSet.id].file ?? 'missing'))).toBe(true);
    }
  });
});
