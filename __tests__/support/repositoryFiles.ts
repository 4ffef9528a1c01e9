import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/** The repository's folder. */
export const root = resolve(__dirname, '../..');

/** A file of the repository, by its path from the root. */
export const read = (path: string): string => readFileSync(join(root, path), 'utf8');

/** Every file under `dir` whose name ends in one of `extensions`, as a repository path. */
export function filesUnder(dir: string, extensions: readonly string[]): string[] {
  const full = join(root, dir);
  return readdirSync(full).flatMap((name) => {
    const path = join(full, name);
    if (statSync(path).isDirectory()) return filesUnder(relative(root, path), extensions);
    return extensions.some((extension) => name.endsWith(extension)) ? [relative(root, path)] : [];
  });
}

/** The code's own files: the app, the server, the scripts, the build's config and the tests. */
export const codeFiles = (): string[] =>
  ['src', 'server', 'scripts', 'config', '__tests__'].flatMap((dir) =>
    filesUnder(dir, ['.ts', '.tsx', '.cjs', '.mjs', '.js']),
  );

/** A line of a file with its place (`path:line`), for a failure to name. */
export interface PlacedLine {
  where: string;
  text: string;
}

/** Every line of `files`, each with its place. */
export const linesOf = (files: readonly string[]): PlacedLine[] =>
  files.flatMap((file) =>
    read(file)
      .split('\n')
      .map((text, index) => ({ where: `${file}:${index + 1}`, text })),
  );
