import { useSyncExternalStore } from 'react';

/**
 * Whether a pointer (finger, mouse button) is down anywhere on the page. A field's rule that would
 * appear as the field loses focus to a tap on the submit button waits until that tap is over:
 * shown at once, it would push the button from under the finger and the tap would miss it.
 */
let held = false;
const listeners = new Set<() => void>();
const set = (value: boolean) => {
  if (held === value) return;
  held = value;
  listeners.forEach((listener) => listener());
};

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    document.addEventListener('pointerdown', press, true);
    document.addEventListener('pointerup', release, true);
    document.addEventListener('pointercancel', release, true);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    document.removeEventListener('pointerdown', press, true);
    document.removeEventListener('pointerup', release, true);
    document.removeEventListener('pointercancel', release, true);
    held = false;
  };
}
const press = () => set(true);
// After the click this release makes has been handled, so the tap reaches what it was aimed at.
const release = () => setTimeout(() => set(false));

export const usePointerHeld = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => held,
    () => false,
  );
