import type { UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import type { AppStartListening } from '../state/hooks';
import { overlayHidden, overlayShown } from './uiSlice';

/** A first load that ends within this time shows no overlay, so it never flashes. */
export const READ_OVERLAY_DELAY_MS = 300;

interface QueryMeta {
  requestId: string;
  arg: { type?: string; endpointName?: string; queryCacheKey?: string };
}
const queryAction = (suffix: string) => {
  const type = `${baseApi.reducerPath}/executeQuery/${suffix}`;
  return (action: UnknownAction): action is UnknownAction & { meta: QueryMeta } => action.type === type;
};
const isQueryPending = queryAction('pending');
const isQuerySettled = (action: UnknownAction): action is UnknownAction & { meta: QueryMeta } =>
  queryAction('fulfilled')(action) || queryAction('rejected')(action);

/**
 * The 'get' overlay of the app shell (requirements §2) on ios: 'Bezig met ophalen van jouw gegevens' while a screen
 * loads data it has not got yet, for every query of every feature without their help. Refetches of
 * cached data and the session's own calls show nothing; other platforms keep their placeholders.
 * Saves keep the 'save' overlay (saveOverlayUntil), which this never replaces or hides.
 */
export function registerReadOverlay(startListening: AppStartListening): void {
  const firstLoads = new Set<string>();

  startListening({
    predicate: isQueryPending,
    effect: async (action, api) => {
      if (!isQueryPending(action) || api.getState().ui.platform !== 'ios') return;
      const { endpointName = '', queryCacheKey = '' } = action.meta.arg;
      // The session's one query (start-up config) has its own calm start screen and login overlay.
      if (endpointName === 'appConfig') return;
      if (api.getState()[baseApi.reducerPath].queries[queryCacheKey]?.data !== undefined) return;
      firstLoads.add(action.meta.requestId);
      await api.delay(READ_OVERLAY_DELAY_MS);
      if (firstLoads.size > 0 && api.getState().ui.overlay === null) api.dispatch(overlayShown('get'));
    },
  });

  startListening({
    predicate: isQuerySettled,
    effect: (action, api) => {
      if (!isQuerySettled(action) || !firstLoads.delete(action.meta.requestId)) return;
      if (firstLoads.size === 0 && api.getState().ui.overlay === 'get') api.dispatch(overlayHidden());
    },
  });
}
