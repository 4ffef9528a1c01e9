/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SUBJECT_MAX, subjectOf, subjectProblem } from '../../../scripts/lib/commitSubject';

/**
 * Commit subjects of at most 72 characters: the commit-msg hook refuses a longer one as it is made,
 * and this test reads the subjects of the branch's new commits, which a commit made with
 * `--no-verify` or elsewhere would pass by the hook.
 */
const root = path.resolve(__dirname, '../../..');
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/** Without a base, commits made before the rule was kept are left as they are: history is not rewritten. */
const RULE_SINCE = '2026-12-05T17:00:00Z';
/** Without a base to compare with, the last commits stand in for the branch's. */
const LAST_COMMITS = 30;

/** Where the branch left its base: the upstream, else main (the remote's or the local one). */
function base(): string | null {
  for (const ref of ['@{upstream}', 'origin/main', 'main']) {
    try {
      return git('merge-base', 'HEAD', ref);
    } catch {
      // No such ref here: try the next.
    }
  }
  return null;
}

/** The subjects of the commits to check, each with its commit. */
function newCommits(): Array<{ commit: string; subject: string }> {
  const from = base();
  // On the base itself (main, as CI checks it out) nothing is new: what was merged was checked on its branch.
  const range = from ? [`${from}..HEAD`] : [`-${LAST_COMMITS}`, `--since=${RULE_SINCE}`, 'HEAD'];
  const log = git('log', '--format=%h%x09%s', ...range);
  return log
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [commit = '', subject = ''] = line.split('\t');
      return { commit, subject };
    });
}

describe('the subject rule', () => {
  it('takes 72 characters, counted as characters, and refuses 73 saying what to do', () => {
    expect(subjectProblem('é'.repeat(SUBJECT_MAX))).toBeNull();
    const long = `Invoices: ${'x'.repeat(SUBJECT_MAX - 10)}!`;
    expect(subjectProblem(long)).toBe(
      `The subject has 73 characters, at most 72 fit: "${long}". ` +
        'Say what changed in fewer words and put the why in the body, after an empty line.',
    );
  });

  it("reads the subject as git does: the first line that is not a comment, without the body's lines", () => {
    expect(subjectOf('# Please enter the commit message\n\nTickets: one owner writes them  \n\nWhy.\n')).toBe(
      'Tickets: one owner writes them',
    );
    expect(subjectProblem(subjectOf('# only comments\n'))).toMatch(/has no subject/);
  });

  it('is kept by the commit-msg hook that npm install sets up', () => {
    expect(readFileSync(path.join(root, '.husky/commit-msg'), 'utf8')).toContain('scripts/commit-msg.ts "$1"');
    const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.prepare).toBe('husky');
  });

  it('the hook refuses a long subject with the message and lets a short one through', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'commit-msg-'));
    try {
      const hook = (message: string) => {
        writeFileSync(path.join(dir, 'MSG'), message);
        try {
          execFileSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/commit-msg.ts', path.join(dir, 'MSG')], {
            cwd: root,
            encoding: 'utf8',
            stdio: 'pipe',
          });
          return 'accepted';
        } catch (error) {
          return String((error as { stderr?: string }).stderr).trim();
        }
      };
      expect(hook('Tickets: one owner writes them\n\nWhy.\n')).toBe('accepted');
      expect(hook(`${'y'.repeat(80)}\n`)).toMatch(/^The subject has 80 characters, at most 72 fit/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the branch's new commits", () => {
  it(`have subjects of at most ${SUBJECT_MAX} characters`, () => {
    const tooLong = newCommits()
      .filter(({ subject }) => subjectProblem(subject) !== null)
      .map(({ commit, subject }) => `${commit} ${subjectProblem(subject)} Reword it: git rebase -i ${commit}^`);
    expect(tooLong).toEqual([]);
  });
});
