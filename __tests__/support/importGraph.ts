import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** Every module of a folder and the modules of the same folder it imports, paths relative to the folder. */
export type ImportGraph = Map<string, string[]>;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function resolveRelative(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

/**
 * The import graph of the TypeScript files under `folder`, as TypeScript reads it: `import` and
 * `export … from` (type-only ones too, which lint's no-cycle leaves out), `import()` and `require()`.
 * Imports of modules outside the folder are left out.
 */
export function importGraph(folder: string): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of sourceFiles(folder)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => resolveRelative(file, fileName))
      .filter((target): target is string => target !== null && !relative(folder, target).startsWith('..'))
      .map((target) => relative(folder, target));
    graph.set(relative(folder, file), [...new Set(targets)].sort());
  }
  return graph;
}

/** The graph of the groups `groupOf` puts the modules in: one node per group, no edge within a group. */
export function groupGraph(graph: ImportGraph, groupOf: (module: string) => string): ImportGraph {
  const groups: ImportGraph = new Map();
  for (const [module, targets] of graph) {
    const group = groupOf(module);
    const edges = new Set([...(groups.get(group) ?? []), ...targets.map(groupOf).filter((other) => other !== group)]);
    groups.set(group, [...edges].sort());
  }
  return groups;
}

/**
 * One cycle of every strongly connected part of the graph (Tarjan), each written as
 * 'a.ts → b.ts → a.ts'; empty when the graph has no cycle.
 */
export function cycles(graph: ImportGraph): string[] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const parts: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    lowLink.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowLink.set(node, Math.min(lowLink.get(node) ?? 0, lowLink.get(next) ?? 0));
      } else if (onStack.has(next)) lowLink.set(node, Math.min(lowLink.get(node) ?? 0, index.get(next) ?? 0));
    }
    if (lowLink.get(node) !== index.get(node)) return;
    const part: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      part.push(member);
    } while (member !== node);
    if (part.length > 1 || (graph.get(node) ?? []).includes(node)) parts.push(part);
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return parts.map((part) => cycleThrough(graph, new Set(part), [...part].sort()[0] ?? ''));
}

/** The shortest way from `start` back to itself inside `part`, written out. */
function cycleThrough(graph: ImportGraph, part: Set<string>, start: string): string {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift() ?? '';
    for (const next of graph.get(node) ?? []) {
      if (!part.has(next) || cameFrom.has(next)) continue;
      cameFrom.set(next, node);
      if (next === start) queue.length = 0;
      else queue.push(next);
    }
  }
  const path = [start];
  for (let node = cameFrom.get(start); node !== undefined && node !== start; node = cameFrom.get(node))
    path.unshift(node);
  return [start, ...path].join(' → ');
}
