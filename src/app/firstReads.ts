import type { AppDispatch, FirstRead } from '../state/hooks';

/**
 * How long a page load waits for its page's first read before it renders the page anyway (with its
 * placeholders). The page's start script asked for that read while the code downloaded, so the
 * answer is mostly in already; meanwhile the frame and title the script drew stay on screen.
 */
export const FIRST_READ_WAIT_MS = 800;

const firstReads = new Map<string, FirstRead>();

/** Keeps the first read of the route `routeId`, as its page module exports it (app/routes.tsx). */
export function rememberFirstRead(routeId: string, read: FirstRead | undefined): void {
  if (read) firstReads.set(routeId, read);
}

/**
 * Starts the first read of the route `routeId`, if its page has one, and resolves once it has been
 * answered (or failed), or after FIRST_READ_WAIT_MS: the page's first render then shows the answer
 * instead of placeholders that would be replaced a moment later.
 */
export async function awaitFirstRead(dispatch: AppDispatch, routeId: string | undefined): Promise<void> {
  const read = routeId === undefined ? undefined : firstReads.get(routeId);
  if (!read) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, FIRST_READ_WAIT_MS);
  });
  const answered = Promise.resolve(read(dispatch)).then(
    () => undefined,
    () => undefined,
  );
  await Promise.race([answered, waited]);
  clearTimeout(timer);
}
