import { useAppSelector } from '../state/hooks';
import { nl } from '../text/nl';
import { selectOverlay } from './uiSlice';

/** Full-screen notice while a call is running; announced politely to screen readers. */
export function LoadingOverlay() {
  const overlay = useAppSelector(selectOverlay);
  if (!overlay) return null;
  return (
    <div className="overlay" role="status" aria-live="polite">
      <div className="overlay-spinner" aria-hidden="true" />
      <p>{nl.overlay[overlay]}</p>
    </div>
  );
}
