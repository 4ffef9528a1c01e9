/**
 * Replays a support log (the technical data of a ticket, docs/support.md) with the portal's real
 * reducers, in a thread of its own (scripts/lib/replayLog.ts), and prints the state after each action.
 *
 *   npm run replay -- <file> [--log <n>] [--devtools <out.json>]
 *
 * <file> is one log (`format: 'portal-action-log/1'`) or the support desk's download of a ticket's
 * logs (GET /api/desk/ticket/{id}/logs), which are replayed one after another (or only log number
 * <n>, counted from 1). `--devtools` also writes the replay as a Redux DevTools lifted state,
 * to load with the DevTools' import button.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Diagnostics, TicketDiagnosticsResponse } from '../src/api/contract';
import { recordedAction } from '../src/app/replayStore';
import { replayInWorker } from './lib/replayLog';

function logsOf(file: string): Array<{ name: string; diagnostics: Diagnostics }> {
  const content = JSON.parse(readFileSync(file, 'utf8')) as Partial<Diagnostics & TicketDiagnosticsResponse>;
  if (content.format === 'portal-action-log/1')
    return [{ name: path.basename(file), diagnostics: content as Diagnostics }];
  if (Array.isArray(content.logs))
    return content.logs.map((log) => ({
      name: `ticket ${content.ticketId ?? '?'}, log ${log.id} (${log.source}, ${log.createdAt})`,
      diagnostics: log.diagnostics,
    }));
  throw new Error(`${file} is not a support log nor a ticket's download of logs (docs/support.md)`);
}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

/** Whether a Date can hold the time (a log stored before the server checked them may hold one it cannot). */
const isMoment = (time: number) => !Number.isNaN(new Date(time).getTime());

/** A recorded time as an ISO moment, or as it came. */
const moment = (time: number) => (isMoment(time) ? new Date(time).toISOString() : `${time} (no valid time)`);

interface DevToolsEntry {
  type: 'PERFORM_ACTION';
  action: UnknownAction;
  timestamp: number;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const file = args.find((arg, i) => !arg.startsWith('--') && !['--log', '--devtools'].includes(args[i - 1] ?? ''));
  if (!file) {
    console.error('usage: npm run replay -- <file> [--log <n>] [--devtools <out.json>]');
    process.exit(2);
  }
  const only = option(args, '--log');
  const devtoolsFile = option(args, '--devtools');
  const logs = logsOf(file).filter((_log, i) => only === undefined || Number(only) === i + 1);
  let failures = 0;

  for (const [index, { name, diagnostics }] of logs.entries()) {
    const { appVersion, platform, viewport, actions, truncated, droppedActions } = diagnostics;
    console.log(
      `== ${name}: app ${appVersion}, ${platform}, ${viewport.width}×${viewport.height}, ${actions.length} actions`,
    );
    if (truncated) console.log(`   (the oldest ${droppedActions} actions were left out to stay within the size limit)`);
    // The reducers run in a thread of their own: what a log makes them do reaches nothing of this process.
    const { initial, steps } = await replayInWorker(diagnostics);
    const start = actions[0]?.time ?? 0;
    // The DevTools format every time as a date: one that is none keeps the time of the action before.
    let timestamp = isMoment(start) ? start : 0;
    const actionsById: Record<number, DevToolsEntry> = {
      0: { type: 'PERFORM_ACTION', action: { type: '@@INIT' }, timestamp },
    };
    const computedStates: Array<{ state: unknown; error?: string }> = [{ state: initial }];
    actions.forEach((recorded, i) => {
      const { type, time } = recorded;
      const { state, error } = steps[i] ?? { state: undefined, error: 'no state came back' };
      if (error) failures += 1;
      const seconds = ((time - start) / 1000).toFixed(3);
      console.log(`\n#${i + 1} +${seconds}s ${moment(time)} ${type}`);
      if (error) console.log(`   reducer error: ${error}`);
      console.log(JSON.stringify(state, null, 2));
      if (isMoment(time)) timestamp = time;
      actionsById[i + 1] = { type: 'PERFORM_ACTION', action: recordedAction(recorded), timestamp };
      computedStates.push(error ? { state, error } : { state });
    });
    if (devtoolsFile) {
      const ids = computedStates.map((_state, i) => i);
      const lifted = {
        actionsById,
        computedStates,
        committedState: initial,
        currentStateIndex: ids.length - 1,
        nextActionId: ids.length,
        skippedActionIds: [],
        stagedActionIds: ids,
        isLocked: false,
        isPaused: false,
      };
      const target = logs.length > 1 ? devtoolsFile.replace(/(\.json)?$/, `-${index + 1}.json`) : devtoolsFile;
      writeFileSync(target, JSON.stringify(lifted));
      console.log(`\nRedux DevTools file: ${target}`);
    }
  }
  if (failures > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
