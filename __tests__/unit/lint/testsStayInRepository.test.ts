/**
 * A fresh clone in an empty folder passes `npm test`: no test, and nothing a test runs, reads a file
 * outside the repository (a sibling folder, a path of one machine). Tools the machine installs
 * (Chromium, PostgreSQL, haproxy) are programs, not data, and are named by their system paths.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const FOLDERS = ['__tests__', 'scripts', 'config'];
/** System paths a test may name: installed programs and the kernel's. */
const SYSTEM = /^\/(usr|proc|dev|srv\/portal$)/;

function sources(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(c|m)?(t|j)sx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** What a file reads outside the repository: absolute paths, and paths from its own folder that leave it. */
function outside(file: string, text = readFileSync(file, 'utf8')): string[] {
  const found: string[] = [];
  for (const [, literal] of text.matchAll(/['"`](\/[a-z][^'"`\s]*)['"`]/g)) {
    if (literal && /^\/(work|home|root|mnt|tmp|var|opt|etc)\//.test(literal) && !SYSTEM.test(literal))
      found.push(literal);
  }
  for (const [, parts] of text.matchAll(/(?:resolve|join)\(\s*__dirname\s*,\s*((?:['"][^'"]*['"]\s*,?\s*)+)\)/g)) {
    const segments = [...(parts ?? '').matchAll(/['"]([^'"]*)['"]/g)].map((m) => m[1] ?? '');
    const target = path.resolve(path.dirname(file), ...segments);
    if (path.relative(ROOT, target).startsWith('..')) found.push(segments.join('/'));
  }
  if (/\.\.\/shared\b|shared\/tools/.test(text)) found.push('../shared');
  return found;
}

test('no test or script reads a file outside the repository', () => {
  const offenders = FOLDERS.flatMap(sources)
    .filter((file) => file !== __filename)
    .map((file) => ({ file: path.relative(ROOT, file), paths: outside(file) }))
    .filter((entry) => entry.paths.length > 0);
  expect(offenders).toEqual([]);
});

test('the check finds a machine path and a sibling folder', () => {
  const source = `
    const tool = '/work/shared/tools/ubl/validate.mjs';
    const near = path.resolve(__dirname, '../../../../shared/tools');
    const chromium = '/usr/bin/chromium';
    const own = path.join(__dirname, '../../src');`;
  expect(outside(path.join(ROOT, '__tests__/unit/lint/example.ts'), source)).toEqual([
    '/work/shared/tools/ubl/validate.mjs',
    '../../../../shared/tools',
    '../shared',
  ]);
});
