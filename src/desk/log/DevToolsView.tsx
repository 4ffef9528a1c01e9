import { CacheProvider } from '@emotion/react';
import { ActionCreators, createDevTools } from '@redux-devtools/core';
import { InspectorMonitor } from '@redux-devtools/inspector-monitor';
import { legacy_createStore as createStore, type UnknownAction } from '@reduxjs/toolkit';
import { useMemo } from 'react';
import type { Diagnostics } from '../../api/contract';
import { replayReducer, type ReplayState } from '../../app/replayStore';
import { deskText as t } from '../../text/desk';
import { constructedStyleCache } from './constructedStyles';
import { liftedLog } from './liftedLog';

/**
 * The real Redux DevTools inspector (action list, and the action, state and diff tabs) on a store of
 * the portal's own reducers, loaded with the customer's recorded actions: staff step through the
 * session and jump to any action, and the state shown is what the customer's tab held then (redacted
 * values stay redacted). This module is the desk's lazily loaded chunk: the monitors weigh nothing
 * until a log is opened, and never reach the portal.
 */
const DevTools = createDevTools(<InspectorMonitor theme="nicinabox" invertTheme={false} />);

const styles = constructedStyleCache('devtools');

function replayOf(diagnostics: Diagnostics) {
  const store = createStore(replayReducer, DevTools.instrument({ shouldCatchErrors: true }));
  const initial: ReplayState = replayReducer(undefined, { type: '@@INIT' } satisfies UnknownAction);
  store.liftedStore.dispatch(ActionCreators.importState(liftedLog(diagnostics, initial)));
  return store;
}

export default function DevToolsView({ diagnostics }: { diagnostics: Diagnostics }) {
  const store = useMemo(() => replayOf(diagnostics), [diagnostics]);
  return (
    <CacheProvider value={styles}>
      <div className="desk-devtools" role="region" aria-label={t.log.monitorLabel}>
        <DevTools store={store} />
      </div>
    </CacheProvider>
  );
}
