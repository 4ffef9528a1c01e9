import type { ListenerEffectAPI } from '@reduxjs/toolkit';
import type { ThunkExtra } from '../api/sessionBridge';
import type { AppDispatch, RootState } from '../state/hooks';
import { runInactivity, type InactivityOptions } from './inactivity/runInactivity';
import { watchTwoStepRefusals } from './twoStepRefusals';

/**
 * What runs while logged in, until the session ends: one login's inactivity (inactivity/runInactivity.ts)
 * and the watch for calls refused until two-step verification is set up (twoStepRefusals.ts). Fetched
 * after a login in one chunk, not with the first visit.
 */
export async function runWhileLoggedIn(
  api: ListenerEffectAPI<RootState, AppDispatch, ThunkExtra>,
  options: InactivityOptions,
): Promise<void> {
  await Promise.all([runInactivity(api, options), watchTwoStepRefusals(api, options.isSessionEnd)]);
}
