import type { UnknownAction } from '@reduxjs/toolkit';
import { overlayHidden, overlayShown } from './uiSlice';

/**
 * For a mutation's `onQueryStarted`: shows the 'save' overlay until the call settles. A failure is
 * not handled here; the page that started the save reports it.
 */
export async function saveOverlayUntil(
  dispatch: (action: UnknownAction) => unknown,
  settled: Promise<unknown>,
): Promise<void> {
  dispatch(overlayShown('save'));
  try {
    await settled;
  } catch {
    // reported by the caller
  } finally {
    dispatch(overlayHidden());
  }
}
