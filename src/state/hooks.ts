// eslint-disable-next-line no-restricted-imports -- the one place the raw hooks are typed
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './storeTypes';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/**
 * The store's types, for thunks, flows and listeners (ui/, session/, features/), which never import
 * the store itself (docs/architecture.md).
 */
export type { AppDispatch, AppStartListening, FirstRead, RootState } from './storeTypes';

/** What the recorder keeps of an action, for the support log (src/features/support/diagnostics). */
export type { RecordedAction } from './recordedAction';
