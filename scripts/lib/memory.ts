/**
 * Resident memory of a server process and of the workers it started (node:cluster), read from
 * Linux's /proc: the benches print it, the soak compares it before and after.
 */
import { readdirSync, readFileSync } from 'node:fs';

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
