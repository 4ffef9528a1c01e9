/**
 * @jest-environment node
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { codeFiles, filesUnder, linesOf, read, root } from '../../support/repositoryFiles';

/**
 * docs/decisions/ holds one short record per decision, indexed in its README; docs/decisions.md is the
 * register of dependencies. These checks keep a newcomer able to find why something is the way it is:
 * every record is numbered, indexed, short and shaped alike, code cites records that exist, and every
 * dependency has its reason written down.
 */
const recordsDir = 'docs/decisions';
const recordName = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const records = readdirSync(join(root, recordsDir)).filter((name) => name !== 'README.md');
const index = read(`${recordsDir}/README.md`);

/** A page at most: the template's sections and a few paragraphs. */
const MAX_LINES = 50;

/** The product's fixed stack (the architecture's, not chosen here), which the register need not repeat. */
const FIXED_STACK = [
  'react',
  'react-dom',
  '@reduxjs/toolkit',
  'react-redux',
  'react-router',
  'redux-persist',
  'react-final-form',
  'final-form',
  'victory',
  'webpack',
  'jest',
  '@testing-library/react',
  'typescript',
  'fastify',
  '@electric-sql/pglite',
  'playwright-core',
];

describe('the decision records (docs/decisions/)', () => {
  it('are numbered 0001 upwards without a gap or a repeat, each named NNNN-short-name.md', () => {
    expect(records.length).toBeGreaterThan(50);
    expect(records.filter((name) => !recordName.test(name))).toEqual([]);
    const numbers = records.map((name) => Number(recordName.exec(name)?.[1])).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  it('each open with their number and title, and have Context, Decision and Consequences', () => {
    const misshapen = records.filter((name) => {
      const text = read(`${recordsDir}/${name}`);
      const number = Number(recordName.exec(name)?.[1]);
      const headings = text.split('\n').filter((line) => line.startsWith('## '));
      return (
        !text.startsWith(`# ${number}. `) ||
        JSON.stringify(headings) !== JSON.stringify(['## Context', '## Decision', '## Consequences'])
      );
    });
    expect(misshapen).toEqual([]);
  });

  it(`are a page at most (${MAX_LINES} lines)`, () => {
    const long = records.filter((name) => read(`${recordsDir}/${name}`).trimEnd().split('\n').length > MAX_LINES);
    expect(long).toEqual([]);
  });

  it('are each indexed once in the README, and the README indexes nothing else', () => {
    const linked = [...index.matchAll(/\]\(([^)#\s]+\.md)\)/g)]
      .map((match) => match[1] ?? '')
      .filter((target) => recordName.test(target));
    expect([...linked].sort()).toEqual([...records].sort());
  });

  it('name only files that exist, unless a newer record has superseded them', () => {
    const current = records.filter((name) => !/^Status: superseded/m.test(read(`${recordsDir}/${name}`)));
    const named = current.flatMap((name) =>
      [...read(`${recordsDir}/${name}`).matchAll(/`((?:server|src|scripts|__tests__|docs|config)\/[^`\s*<{]+)`/g)]
        .map((match) => (match[1] ?? '').split('#')[0] ?? '')
        .filter((path) => /\.\w+$|\/$/.test(path))
        .map((path) => ({ name, path })),
    );
    expect(named.length).toBeGreaterThan(100);
    const gone = named.filter(({ path }) => !existsSync(join(root, path))).map(({ name, path }) => `${name}: ${path}`);
    expect(gone).toEqual([]);
  });

  it('are linked as a whole, without an anchor, from every document', () => {
    const documents = ['README.md', ...filesUnder('docs', ['.md'])];
    const anchored = documents.flatMap((document) =>
      [...read(document).matchAll(/\]\(([^)\s]*\d{4}-[^)\s]*\.md#[^)\s]*)\)/g)].map(
        (match) => `${document}: ${match[1]}`,
      ),
    );
    expect(anchored).toEqual([]);
  });
});

describe('references to the decisions', () => {
  const lines = linesOf(['webpack.config.cjs', ...codeFiles()]);

  it('in code name records that exist', () => {
    const cited = lines.flatMap(({ where, text }) =>
      [...text.matchAll(/docs\/decisions\/(\d{4}-[a-z0-9-]+\.md)/g)].map((match) => ({
        where,
        record: match[1] ?? '',
      })),
    );
    expect(cited.length).toBeGreaterThan(5);
    expect(cited.filter(({ record }) => !records.includes(record)).map(({ where }) => where)).toEqual([]);
  });

  it('in code never point at a section of the register, where decisions used to be', () => {
    const sections = lines.filter(({ text }) => /docs\/decisions\.md(#|, ")/.test(text));
    expect(sections.map(({ where }) => where)).toEqual([]);
  });
});

describe('the register of dependencies (docs/decisions.md)', () => {
  it('names every dependency of package.json beyond the fixed stack', () => {
    const manifest = JSON.parse(read('package.json')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    const register = read('docs/decisions.md');
    const packages = [...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)];
    const unregistered = packages.filter((name) => !FIXED_STACK.includes(name) && !register.includes(`\`${name}\``));
    expect(unregistered).toEqual([]);
  });
});
