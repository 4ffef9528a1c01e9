// eslint-disable-next-line no-restricted-imports -- the one place the raw hooks are typed
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/**
 * The store's types, for thunks, flows and listeners below the app (ui/, session/, features/), which
 * import app/hooks but never the store itself (docs/architecture.md).
 */
export type { AppDispatch, RootState } from './store';
export type { AppStartListening } from './listeners';

/** What the recorder keeps of an action, for the support log (src/features/support/diagnostics). */
export type { RecordedAction } from './actionLog';

/**
 * A page's first read (the export `firstRead` of a page module): started at a page load before the
 * page's first render (app/firstReads.ts), so that render can already show the figures.
 */
export type FirstRead = (dispatch: AppDispatch) => PromiseLike<unknown>;
