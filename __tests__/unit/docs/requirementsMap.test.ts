/**
 * @jest-environment node
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { codeFiles, linesOf, read, root } from '../../support/repositoryFiles';

/**
 * docs/requirements.md maps each section of the product specification to the files that carry its
 * rules, and the code cites it as `requirements §N`. These checks keep the map from rotting: every
 * path it names exists, every link lands, and no comment falls back to a bare 'spec N'.
 */
const mapFile = 'docs/requirements.md';
const map = read(mapFile);

/** The top-level entries of the repository: a backticked token starting with one of them is a path. */
const topLevel = new Set(readdirSync(root).filter((name) => !name.startsWith('.') && name !== 'node_modules'));

function namedPaths(markdown: string): string[] {
  // A heading's anchor after the path ('docs/requirements.md#spec-4') is not part of it.
  const tokens = [...markdown.matchAll(/`([^`\s]+)`/g)].map((match) => (match[1] ?? '').split('#')[0] ?? '');
  return tokens.filter((token) => topLevel.has(token.split('/')[0] ?? '') && (token.includes('/') || /\./.test(token)));
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as '-', repeats numbered. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) inFence = !inFence;
    const heading = inFence ? null : /^#{1,6}\s+(.+)$/.exec(line);
    if (heading?.[1]) {
      const slug = heading[1]
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
        .replace(/ /g, '-');
      const count = seen.get(slug);
      seen.set(slug, (count ?? -1) + 1);
      anchors.add(count === undefined ? slug : `${slug}-${count + 1}`);
    }
  }
  for (const match of markdown.matchAll(/<a id="([^"]+)"><\/a>/g)) anchors.add(match[1] ?? '');
  return anchors;
}

/** The documents: `docs/` and the decision records in `docs/decisions/`. */
const docs = ['docs', 'docs/decisions'].flatMap((dir) =>
  readdirSync(join(root, dir))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `${dir}/${name}`),
);

describe('the requirements map (docs/requirements.md)', () => {
  it('names only files and folders that exist', () => {
    const paths = namedPaths(map);
    // The map names a few hundred; far fewer means the extraction above no longer finds them.
    expect(paths.length).toBeGreaterThan(150);
    expect(paths.filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });

  it('has one section per section of the specification, 1 to 9, each with its short anchor', () => {
    const sections = [...map.matchAll(/<a id="spec-(\d+)"><\/a>\n## §(\d+) /g)].map((m) => [m[1], m[2]]);
    expect(sections).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((n) => [n, n]));
  });

  it('links only to documents and headings that exist, here and in the documents that link to it', () => {
    const documents = ['README.md', ...docs];
    const links = documents.flatMap((document) =>
      [...read(document).matchAll(/\]\(([^)\s]+)\)/g)].map((match) => ({ document, link: match[1] ?? '' })),
    );
    const broken = links
      .filter(({ link }) => !/^(https?|mailto):/.test(link))
      .filter(({ document, link }) => {
        const [file = '', anchor] = link.split('#');
        const target = file === '' ? document : join(dirname(document), file);
        if (!existsSync(join(root, target))) return true;
        return anchor !== undefined && !headingAnchors(read(target)).has(anchor);
      });
    expect(links.filter(({ document }) => document === mapFile).length).toBeGreaterThan(20);
    expect(broken).toEqual([]);
  });
});

describe('references to the specification', () => {
  const lines = linesOf(codeFiles());

  it("in code cite a section as 'requirements §N', which the map has, never as a bare 'spec N'", () => {
    const cited = lines.filter(({ text }) => /requirements §/.test(text));
    expect(cited.length).toBeGreaterThan(50);
    const unknown = cited.filter(({ text }) =>
      [...text.matchAll(/requirements §(\d+)/g)].some((match) => !/^[1-9]$/.test(match[1] ?? '')),
    );
    expect(unknown.map(({ where }) => where)).toEqual([]);
    const bare = lines.filter(({ text }) => /\bspec(?:'s)?\s+(?:sections?\s+)?\d/i.test(text));
    expect(bare.map(({ where, text }) => `${where} ${text.trim()}`)).toEqual([]);
  });

  it('in the other documents link a section to the map', () => {
    const unlinked = docs
      .filter((document) => document !== mapFile)
      .flatMap((document) =>
        linesOf([document])
          // A heading stays as written: its anchor is what links to it.
          .filter(({ text }) => !text.startsWith('#') && /(?<!\[)\bspec (?:section )?\d/i.test(text)),
      );
    expect(unlinked.map(({ where }) => where)).toEqual([]);
  });
});
