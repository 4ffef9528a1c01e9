/**
 * The commit-msg hook (.husky/commit-msg, installed by `npm install`): refuses a commit whose subject
 * breaks the rule of scripts/lib/commitSubject.ts, with what to change; git keeps the message in
 * .git/COMMIT_EDITMSG for `git commit -e -F .git/COMMIT_EDITMSG`.
 *
 *   tsx scripts/commit-msg.ts <file with the message>
 */
import { readFileSync } from 'node:fs';
import { subjectOf, subjectProblem } from './lib/commitSubject';

const file = process.argv[2];
if (!file) {
  console.error('usage: tsx scripts/commit-msg.ts <file with the commit message>');
  process.exit(2);
}
const problem = subjectProblem(subjectOf(readFileSync(file, 'utf8')));
if (problem) {
  console.error(problem);
  process.exit(1);
}
