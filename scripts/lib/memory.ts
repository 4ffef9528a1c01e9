/**
 * Resident memory of a server process and of the workers it started (node:cluster), read from
 * Linux's /proc: the benches print it; and the heap after a forced collection (heapProbe.cjs), which
 * the soak compares before and after.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The children of `pid` (their parent process id is `pid`). */
export function childPids(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // /proc/PID/stat: "pid (comm) state ppid …"; comm may hold spaces, so read after the last ')'.
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** Resident set size (VmRSS) or its peak (VmHWM) in MiB of `pid` and its children together. */
export function rssMiB(pid: number | undefined, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  if (!pid) return NaN;
  const kib = [pid, ...childPids(pid)].reduce((total, one) => {
    try {
      const status = readFileSync(`/proc/${one}/status`, 'utf8');
      return total + Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    } catch {
      return total;
    }
  }, 0);
  return Math.round(kib / 1024);
}

/** What scripts/lib/heapProbe.cjs reports of a process after a forced garbage collection (bytes). */
export interface HeapAfterGc {
  heapUsed: number;
  heapTotal: number;
  external: number;
  rss: number;
}

/** The preload module and the settings that let heapAfterGc() read a server started with them. */
export function heapProbeEnv(dir: string): Record<string, string> {
  const preload = path.join(__dirname, 'heapProbe.cjs');
  const inherited = process.env.NODE_OPTIONS ? `${process.env.NODE_OPTIONS} ` : '';
  return { NODE_OPTIONS: `${inherited}--expose-gc --require ${preload}`, HEAP_PROBE_DIR: dir };
}

/** Asks `pid` (started with heapProbeEnv) for a forced collection and its memory after it. */
export async function heapAfterGc(pid: number, dir: string, timeoutMs = 30_000): Promise<HeapAfterGc> {
  const known = new Set(readdirSync(dir));
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const report = readdirSync(dir).find(
      (name) => name.startsWith(`${pid}-`) && name.endsWith('.json') && !known.has(name),
    );
    if (report) return JSON.parse(readFileSync(path.join(dir, report), 'utf8')) as HeapAfterGc;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Process ${pid} reported no heap within ${timeoutMs} ms (started without heapProbeEnv?).`);
}

export const mib = (bytes: number): number => Math.round((bytes / 1024 / 1024) * 10) / 10;
