import { CacheProvider } from '@emotion/react';
import type { LiftedState } from '@redux-devtools/core';
import {
  InspectorMonitor,
  type DevtoolsInspectorAction,
  type DevtoolsInspectorProps,
  type DevtoolsInspectorState,
} from '@redux-devtools/inspector-monitor';
import type { Action } from '@reduxjs/toolkit';
import { useEffect, useMemo, useSyncExternalStore, type ComponentType } from 'react';
import type { Diagnostics } from '../../api/contract';
import { deskText as t } from '../../text/desk';
import { constructedStyleCache } from './constructedStyles';
import { RemoteReplay } from './remoteReplay';
import { startReplayWorker } from './startReplayWorker';

/**
 * The real Redux DevTools inspector (action list, and the action, state and diff tabs) over the
 * customer's recorded actions: staff step through the session and jump to any action, and the state
 * shown is what the customer's tab held then (redacted values stay redacted). The portal's reducers
 * run in a worker (replay.worker.ts), never in this page: the inspector gets their states as plain
 * data, as the DevTools' own app gets them from the page it inspects. This module is the desk's lazily
 * loaded chunk: the monitors weigh nothing until a log is opened, and never reach the portal.
 */
const monitorProps = { theme: 'nicinabox', invertTheme: false } as const;

/**
 * The inspector as the DevTools render it: its own props and, beside them, the lifted state (which
 * `createDevTools` passes through react-redux's connect, so the package's props type leaves it out).
 */
type InspectorProps = Pick<DevtoolsInspectorProps<unknown, Action<string>>, 'theme' | 'invertTheme' | 'dispatch'> &
  LiftedState<unknown, Action<string>, DevtoolsInspectorState>;
const Inspector = InspectorMonitor as unknown as ComponentType<InspectorProps>;

/** The inspector's own reducer (the tab chosen, the action selected); it reads none of its props. */
const monitorReducer = (state: DevtoolsInspectorState | undefined, action: Action<string>) =>
  InspectorMonitor.update(
    { ...InspectorMonitor.defaultProps, ...monitorProps } as DevtoolsInspectorProps<unknown, Action<string>>,
    state,
    action as DevtoolsInspectorAction,
  );

const styles = constructedStyleCache('devtools');

export default function DevToolsView({ diagnostics }: { diagnostics: Diagnostics }) {
  const replay = useMemo(() => new RemoteReplay(diagnostics, monitorReducer), [diagnostics]);
  useEffect(() => replay.start(startReplayWorker), [replay]);
  const { history, monitorState, failed } = useSyncExternalStore(replay.subscribe, replay.getSnapshot);
  return (
    <CacheProvider value={styles}>
      <div className="desk-devtools" role="region" aria-label={t.log.monitorLabel} aria-busy={!history && !failed}>
        {failed ? (
          <p role="alert">{t.log.failed}</p>
        ) : history ? (
          <Inspector {...history} {...monitorProps} monitorState={monitorState} dispatch={replay.dispatch} />
        ) : (
          <p>{t.log.replaying}</p>
        )}
      </div>
    </CacheProvider>
  );
}
