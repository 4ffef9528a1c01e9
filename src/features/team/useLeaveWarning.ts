import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router';
import { useAppDispatch } from '../../state/hooks';
import { teamText as t } from '../../text/team';
import { askConfirmation } from '../../ui/confirmation';

/** The router's blocker of this page (one page at a time has unsaved roles). */
const BLOCKER = 'team-unsaved-roles';

/**
 * While roles are chosen but not saved (`names`: whose), leaving the page asks first: a link, a menu
 * choice or the back button through a dialog, a reload or a closed tab through the browser's own
 * question. The router's blocker is used directly: react-router's `useBlocker` would put its code in
 * the first visit, which carries react-router (docs/decisions/0102-first-visit-target-with-roles.md).
 */
export function useLeaveWarning(names: string[]): void {
  const dispatch = useAppDispatch();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const unsaved = names.length > 0;
  const question = t.team.leaveQuestion(names.join(', '));

  useEffect(() => {
    if (!router || !unsaved) return;
    let asking = false;
    router.getBlocker(
      BLOCKER,
      ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname,
    );
    const stop = router.subscribe((state) => {
      const blocker = state.blockers.get(BLOCKER);
      if (blocker?.state !== 'blocked' || asking) return;
      asking = true;
      void dispatch(askConfirmation(t.team.leaveTitle, question, t.team.leaveConfirm))
        .unwrap()
        .then((answer) => (answer.optionId === 'confirm' ? blocker.proceed() : blocker.reset()))
        .finally(() => {
          asking = false;
        });
    });
    return () => {
      stop();
      router.deleteBlocker(BLOCKER);
    };
  }, [router, unsaved, dispatch, question]);

  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);
}
