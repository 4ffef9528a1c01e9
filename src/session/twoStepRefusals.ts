import type { ListenerEffectAPI, UnknownAction } from '@reduxjs/toolkit';
import type { ThunkExtra } from '../api/sessionBridge';
import { isTwoStepRefusal } from '../api/twoStepRefusal';
import type { AppDispatch, RootState } from '../state/hooks';
import { twoStepSetupRequiredChanged } from './sessionSlice';

/**
 * While logged in: a call refused until two-step verification is set up (the account began to require
 * it while this login was open) marks the session, so the frame leads to the security page instead of
 * a failed page (docs/decisions/0110-required-two-step-holds.md). Fetched after a login, not with the
 * first visit: at start-up `/app/config` already tells it.
 */
export async function watchTwoStepRefusals(
  api: ListenerEffectAPI<RootState, AppDispatch, ThunkExtra>,
  isSessionEnd: (action: UnknownAction) => boolean,
): Promise<void> {
  for (;;) {
    const [action] = await api.take((next) => isSessionEnd(next) || isTwoStepRefusal(next));
    if (isSessionEnd(action)) return;
    if (api.getState().session.user?.twoStepSetupRequired === false) api.dispatch(twoStepSetupRequiredChanged(true));
  }
}
