// eslint-disable-next-line no-restricted-imports -- the one place the raw hooks are typed
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** For thunks and flows in features, which may import app/hooks but not the store itself. */
export type { AppDispatch } from './store';

/** What the recorder keeps of an action, for the support log (src/features/support/diagnostics). */
export type { RecordedAction } from './actionLog';
