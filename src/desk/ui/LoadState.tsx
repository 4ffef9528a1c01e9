import { errorMessage, type ApiError } from '../../api/errors';
import { deskText as t } from '../../text/desk';

/**
 * What a page shows while its data is not there: a busy placeholder, or the call's Dutch error with
 * a way to try again (a 401 is not shown here: the desk then goes back to its login page).
 */
export function LoadState({ error, retry }: { error: ApiError; retry: () => void }) {
  if (!error) return <div className="desk-card desk-busy" aria-busy="true" />;
  return (
    <div className="desk-card" role="alert">
      <p>{errorMessage(error, t.loadFailed)}</p>
      <button type="button" className="button button-secondary" onClick={retry}>
        {t.retry}
      </button>
    </div>
  );
}
