import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useAppDispatch } from '../../state/hooks';
import { teamText as t } from '../../text/team';
import { askConfirmation } from '../../ui/confirmation';

/**
 * While roles are chosen but not saved (`names`: whose), leaving the page asks first: a link or menu
 * choice through a dialog, a reload or closed tab through the browser's own question.
 */
export function useLeaveWarning(names: string[]): void {
  const dispatch = useAppDispatch();
  const unsaved = names.length > 0;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  const question = t.team.leaveQuestion(names.join(', '));

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void dispatch(askConfirmation(t.team.leaveTitle, question, t.team.leaveConfirm))
      .unwrap()
      .then((answer) => (answer.optionId === 'confirm' ? blocker.proceed() : blocker.reset()));
  }, [blocker, dispatch, question]);

  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);
}
