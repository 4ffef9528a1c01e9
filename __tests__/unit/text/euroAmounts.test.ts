import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every euro amount the portal shows or mails is written by `formatEuro` (src/text/format.ts), which
 * keeps '€' and the figure together with a no-break space. An amount typed into a string by hand
 * ('€ 4,99') would break across two lines, so none may exist in the app's or the server's code.
 */
const ROOT = path.resolve(__dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The code without its comments (block and line comments; good enough for this code base's style). */
const withoutComments = (text: string): string =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

test('no euro amount is written out by hand in src/ or server/', () => {
  const formatter = path.join(ROOT, 'src/text/format.ts');
  const files = [...sourceFiles(path.join(ROOT, 'src')), ...sourceFiles(path.join(ROOT, 'server'))];
  const handWritten = files
    .filter((file) => file !== formatter)
    .flatMap((file) =>
      withoutComments(readFileSync(file, 'utf8'))
        .split('\n')
        .filter((line) => /€\s*(\d|\$\{)/.test(line))
        .map((line) => `${path.relative(ROOT, file)}: ${line.trim()}`),
    );
  expect(handWritten).toEqual([]);
});
