import ts from 'typescript';

/** A piece of text in a source file that reads as SQL, and the line it starts on (1-based). */
export interface SqlLiteral {
  text: string;
  line: number;
}

/** A statement that changes a table: its kind, the table (null when a `${…}` names it) and its line. */
export interface TableWrite {
  kind: 'INSERT' | 'UPDATE' | 'DELETE' | 'TRUNCATE' | 'MERGE';
  table: string | null;
  line: number;
}

/** Stands in for a `${…}` part of a template literal. */
const HOLE = '${…}';

/** Words that start or shape a statement: a string holding one of these next to its grammar is SQL. */
const SQL_SHAPES = [
  /\bSELECT\b[\s\S]*\bFROM\b/i,
  /\bSELECT\s+(1|true|now\(\)|count\(|nextval\(|pg_|set_config\(|coalesce\(|\$\d)/i,
  /\bINSERT\s+INTO\b/i,
  /\bUPDATE\s+\S+\s+(AS\s+\w+\s+|\w+\s+)?SET\b/i,
  /\bDELETE\s+FROM\b/i,
  /\bTRUNCATE\b\s+\w/i,
  /\bMERGE\s+INTO\b/i,
  /\bWITH\s+\w+\s+AS\s*\(/i,
  /\b(CREATE|ALTER|DROP)\s+(TABLE|INDEX|TRIGGER|FUNCTION|ROLE|SCHEMA)\b/i,
  /\b(BEGIN|COMMIT|ROLLBACK)\s*;?\s*$/,
  /\bFOR\s+UPDATE\b/,
];

/**
 * Every string and template literal of a TypeScript source that reads as SQL. A template's `${…}`
 * parts are kept as `${…}`, so a table named at run time stays visible.
 */
export function sqlLiterals(source: string, fileName = 'file.ts'): SqlLiteral[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  const found: SqlLiteral[] = [];
  const lineOf = (node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
  const visit = (node: ts.Node): void => {
    let text: string | null = null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node))
      text = node.head.text + node.templateSpans.map((span) => HOLE + span.literal.text).join('');
    if (text !== null) {
      if (SQL_SHAPES.some((shape) => shape.test(text))) found.push({ text, line: lineOf(node) });
      if (ts.isTemplateExpression(node)) node.templateSpans.forEach((span) => visit(span.expression));
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** A table's name as written, or null for a `${…}`; `public.` and quotes dropped. */
function tableName(written: string): string | null {
  if (written.startsWith(HOLE)) return null;
  return written
    .replace(/^public\./i, '')
    .replace(/"/g, '')
    .toLowerCase();
}

const WRITE_PATTERNS: { kind: TableWrite['kind']; pattern: RegExp }[] = [
  // INSERT INTO t …, also INSERT … ON CONFLICT … DO UPDATE (the conflict's update writes t too).
  { kind: 'INSERT', pattern: /\bINSERT\s+INTO\s+([\w."]+|\$\{…\})/gi },
  // UPDATE t SET …, UPDATE ONLY t AS x SET …, UPDATE t x SET … FROM u (writes t only); not FOR UPDATE
  // (a row lock) and not ON CONFLICT … DO UPDATE SET (no table of its own).
  { kind: 'UPDATE', pattern: /(?<!\bFOR\s+(NO\s+KEY\s+)?)(?<!\bDO\s+)\bUPDATE\s+(?:ONLY\s+)?([\w."]+|\$\{…\})/gi },
  // DELETE FROM t …, DELETE FROM t USING u … (writes t only).
  { kind: 'DELETE', pattern: /\bDELETE\s+FROM\s+(?:ONLY\s+)?([\w."]+|\$\{…\})/gi },
  { kind: 'TRUNCATE', pattern: /\bTRUNCATE\s+(?:TABLE\s+)?(?:ONLY\s+)?([\w."]+|\$\{…\})/gi },
  { kind: 'MERGE', pattern: /\bMERGE\s+INTO\s+(?:ONLY\s+)?([\w."]+|\$\{…\})/gi },
];

/** Words that follow UPDATE without naming a table, and the privilege lists of GRANT and REVOKE (`TRUNCATE ON`). */
const NOT_A_TABLE = new Set(['set', 'of', 'nowait', 'skip', 'on']);

/**
 * Every table a piece of SQL writes, wherever the statement stands: alone, inside a CTE
 * (`WITH gone AS (DELETE FROM … RETURNING …) INSERT INTO …` writes both) or after another statement.
 */
export function tableWrites(sql: SqlLiteral): TableWrite[] {
  const writes: TableWrite[] = [];
  for (const { kind, pattern } of WRITE_PATTERNS) {
    for (const match of sql.text.matchAll(pattern)) {
      const written = match[match.length - 1] ?? '';
      const before = sql.text.slice(0, match.index);
      const table = tableName(written);
      if (table !== null && NOT_A_TABLE.has(table)) continue;
      writes.push({ kind, table, line: sql.line + (before.match(/\n/g)?.length ?? 0) });
    }
  }
  return writes;
}

/** Every write of a TypeScript source, in the order of its lines. */
export function sourceWrites(source: string, fileName?: string): TableWrite[] {
  return sqlLiterals(source, fileName)
    .flatMap(tableWrites)
    .sort((a, b) => a.line - b.line);
}
