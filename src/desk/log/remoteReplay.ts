import type { Action } from '@reduxjs/toolkit';
import type { Diagnostics } from '../../api/contract';
import { isHistoryAction, type ReplayAnswer, type ReplayHistory, type ReplayPort } from './replayProtocol';

/** What the page shows: the history from the worker (null until it answers) and the monitor's own state. */
export interface ReplayView<MonitorState> {
  history: ReplayHistory | null;
  monitorState: MonitorState;
  failed: boolean;
}

type MonitorReducer<MonitorState> = (state: MonitorState | undefined, action: Action<string>) => MonitorState;

/**
 * The page's side of a replay, as an external store for React: it holds what the worker last sent and
 * the monitor's own state (the tab chosen, the action selected), which the monitor's reducer keeps in
 * the page as the DevTools' instrumentation would. An action for the history goes to the worker,
 * which answers with the history after it. Nothing of the log is run here.
 */
export class RemoteReplay<MonitorState> {
  private view: ReplayView<MonitorState>;
  private port: ReplayPort | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly diagnostics: Diagnostics,
    private readonly monitorReducer: MonitorReducer<MonitorState>,
  ) {
    this.view = this.initialView();
  }

  /** Starts a worker and sends it the log; the returned function ends it (an effect's clean-up). */
  start(startWorker: () => ReplayPort): () => void {
    const port = startWorker();
    this.port = port;
    this.update(this.initialView());
    const current = () => this.port === port;
    port.addEventListener('message', (event) => current() && this.receive(event.data));
    port.addEventListener('error', () => current() && this.update({ ...this.view, failed: true }));
    port.addEventListener('messageerror', () => current() && this.update({ ...this.view, failed: true }));
    port.postMessage({ kind: 'open', diagnostics: this.diagnostics });
    return () => {
      port.terminate();
      if (this.port === port) this.port = undefined;
    };
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): ReplayView<MonitorState> => this.view;

  /** The monitor's dispatch: its own actions change its state here; the history's go to the worker. */
  readonly dispatch = <A extends Action<string>>(action: A): A => {
    this.update({ ...this.view, monitorState: this.monitorReducer(this.view.monitorState, action) });
    if (isHistoryAction(action)) this.port?.postMessage({ kind: 'change', action });
    return action;
  };

  private initialView(): ReplayView<MonitorState> {
    return { history: null, monitorState: this.monitorReducer(undefined, { type: '@@INIT' }), failed: false };
  }

  private receive(answer: ReplayAnswer): void {
    if (answer.kind === 'failed') {
      this.update({ ...this.view, failed: true });
      return;
    }
    const computedStates = answer.computedStates ?? this.view.history?.computedStates ?? [];
    this.update({ ...this.view, history: { ...answer.history, computedStates } });
  }

  private update(view: ReplayView<MonitorState>): void {
    this.view = view;
    for (const listener of this.listeners) listener();
  }
}
