/**
 * The rule for a commit's subject, kept by the commit-msg hook (.husky/commit-msg) and by the test
 * over a branch's new commits (__tests__/unit/scripts/commitSubjects.test.ts): at most 72 characters,
 * so `git log --oneline`, a merge's list and a review's title show it whole.
 */
export const SUBJECT_MAX = 72;

/** A message's subject as git keeps it: its first line that is not a comment, without trailing space. */
export function subjectOf(message: string): string {
  const line = message.split('\n').find((text) => !text.startsWith('#') && text.trim() !== '');
  return (line ?? '').trimEnd();
}

/** What is wrong with a subject, as a developer reads it; null when it keeps the rule. */
export function subjectProblem(subject: string): string | null {
  if (subject === '') return 'The commit message has no subject: say in its first line what the commit does.';
  const length = [...subject].length;
  if (length <= SUBJECT_MAX) return null;
  return (
    `The subject has ${length} characters, at most ${SUBJECT_MAX} fit: "${subject}". ` +
    'Say what changed in fewer words and put the why in the body, after an empty line.'
  );
}
