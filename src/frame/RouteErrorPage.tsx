import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { useAppDispatch } from '../state/hooks';
import { nl } from '../text/nl';
import { pageFailed } from '../ui/uiSlice';
import { NotFoundPage } from './NotFoundPage';

/**
 * Shown instead of a page that could not be loaded (most often its chunk, on a weak connection) or
 * that crashed: Dutch text and a way to try again, instead of the router's English developer screen.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const message =
    error instanceof Error ? error.message : isRouteErrorResponse(error) ? `${error.status}` : String(error);

  useEffect(() => {
    if (!notFound) dispatch(pageFailed({ path: pathname, message }));
  }, [dispatch, notFound, pathname, message]);

  if (notFound) return <NotFoundPage />;
  return (
    <section role="alert">
      <h1 className="page-title">{nl.common.pageFailedTitle}</h1>
      <p>{nl.common.pageFailedText}</p>
      <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
        {nl.common.reload}
      </button>
    </section>
  );
}
