import { errorMessage } from '../../api/errors';
import { twoStepSetupRequiredChanged } from '../../session/public';
import { useAppDispatch } from '../../state/hooks';
import { nl } from '../../text/nl';
import { teamText as t } from '../../text/team';
import { askConfirmation } from '../../ui/confirmation';
import { showMessage } from '../../ui/dialogs';
import { useSetTwoStepRequiredMutation } from './teamApi';
import './team.css';

/**
 * On the security page of a Beheerder who has no two-step verification while the account requires it:
 * the way back, should the requirement have been switched on by mistake
 * (docs/decisions/0110-required-two-step-holds.md).
 */
export function TwoStepUndo() {
  const dispatch = useAppDispatch();
  const [setRequired, saving] = useSetTwoStepRequiredMutation();
  const onUndo = async () => {
    const answer = await dispatch(askConfirmation(t.undo.title, t.undo.question, t.undo.confirm)).unwrap();
    if (answer.optionId !== 'confirm') return;
    const result = await setRequired(false);
    if (result.error) return void dispatch(showMessage(nl.common.error, errorMessage(result.error)));
    dispatch(twoStepSetupRequiredChanged(false));
    void dispatch(showMessage(nl.common.done, result.data.message));
  };
  return (
    <div className="card team-undo">
      <p>{t.undo.text}</p>
      <button
        type="button"
        className="button button-secondary"
        disabled={saving.isLoading}
        onClick={() => void onUndo()}
      >
        {t.undo.button}
      </button>
    </div>
  );
}
