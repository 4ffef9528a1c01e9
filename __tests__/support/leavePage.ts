import { act } from '@testing-library/react';

/**
 * Leaves a rendered app as a reload or a closed tab leaves a page: `pagehide` first (the tab then keeps
 * what it showed at once, src/session/lastData/keepWhileLoggedIn.ts), then the unmount. A test that
 * only unmounted could start the next page before the tab had kept a save's answer, and see the one
 * kept before it.
 */
export function leavePage(unmount: () => void): void {
  act(() => void window.dispatchEvent(new Event('pagehide')));
  unmount();
}
