/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { replayInWorker } from '../../../scripts/lib/replayLog';
import type { Diagnostics } from '../../../src/api/contract';
import {
  inheritedValues,
  logWith,
  overlayHidden,
  overlayShown,
  pollutingLog,
  UNPOLLUTED,
} from '../../support/pollutingLogs';

/**
 * `npm run replay` (scripts/replay.ts): the reducers run in a thread of their own, so a polluting log
 * changes nothing of the process that prints the states, and a time no Date can hold is printed as it
 * came instead of ending the replay.
 */
const root = path.resolve(__dirname, '../../..');
const run = promisify(execFile);
let dir = '';
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'replay-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function replayScript(log: Diagnostics, ...args: string[]) {
  const file = path.join(dir, 'log.json');
  writeFileSync(file, JSON.stringify(log));
  return run(process.execPath, ['--import', 'tsx', 'scripts/replay.ts', file, ...args], { cwd: root });
}

describe('npm run replay', () => {
  test('replays a polluting log in its thread: a state per action comes back, this realm is left as it was', async () => {
    const log = pollutingLog();
    const { initial, steps } = await replayInWorker(log);
    expect(initial.ui.overlay).toBeNull();
    expect(steps.map(({ state }) => state.ui.overlay)).toEqual(['get', 'get', 'get', 'get', 'get', 'get', null]);
    expect(Object.keys(steps[4]?.state.api.queries ?? {})).toEqual([]);
    expect(inheritedValues()).toEqual(UNPOLLUTED);
  }, 30_000);

  test('prints every action of a polluting log and writes the DevTools file', async () => {
    const out = path.join(dir, 'devtools.json');
    const { stdout } = await replayScript(pollutingLog(), '--devtools', out);
    expect(stdout).toContain('7 actions');
    expect(stdout).toContain('#7 +4.000s 2026-03-18T09:15:04.000Z ui/overlayHidden');
    const lifted = JSON.parse(readFileSync(out, 'utf8')) as { computedStates: unknown[] };
    expect(lifted.computedStates).toHaveLength(8);
  }, 60_000);

  test('an action time of 1e17 is printed as it came, and the replay goes on', async () => {
    const out = path.join(dir, 'devtools.json');
    const { stdout } = await replayScript(logWith([overlayShown(), overlayHidden(1e17)]), '--devtools', out);
    expect(stdout).toContain('100000000000000000 (no valid time) ui/overlayHidden');
    // The DevTools format each time as a date: the action keeps the time of the one before.
    const lifted = JSON.parse(readFileSync(out, 'utf8')) as { actionsById: Record<string, { timestamp: number }> };
    expect(lifted.actionsById[2]?.timestamp).toBe(lifted.actionsById[1]?.timestamp);
  }, 60_000);
});
