import { useSyncExternalStore } from 'react';
import { useAppSelector } from '../../state/hooks';
import { selectPlatform } from '../../ui/uiSlice';

/** Below this width a desktop browser is as narrow as a phone and keeps the phone's dashboard. */
const PANELS_QUERY = '(min-width: 600px)';

const media = (): MediaQueryList | null =>
  typeof window.matchMedia === 'function' ? window.matchMedia(PANELS_QUERY) : null;

/** Follows the width; a list without change events (older browsers, test stand-ins) is read once. */
function subscribe(onChange: () => void): () => void {
  const list = media();
  if (typeof list?.addEventListener !== 'function') return () => undefined;
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const isWide = (): boolean => media()?.matches ?? false;

/**
 * Whether '/app' shows the overview's panels: on desktop, from phone widths up (one column below
 * 1024 px). Phones and the apps' web views keep the spec's dashboard and never load the panels.
 */
export function usePanelsLayout(): boolean {
  const desktop = useAppSelector(selectPlatform) === 'desktop';
  const wide = useSyncExternalStore(subscribe, isWide, () => false);
  return desktop && wide;
}
