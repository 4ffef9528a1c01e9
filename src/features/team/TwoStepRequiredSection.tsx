import { errorMessage } from '../../api/errors';
import { useAppDispatch } from '../../state/hooks';
import { nl } from '../../text/nl';
import { teamText as t } from '../../text/team';
import { showMessage } from '../../ui/dialogs';
import { useSetTwoStepRequiredMutation } from './teamApi';

/** 'Tweestapsverificatie verplicht': one switch for everyone of the account. */
export function TwoStepRequiredSection({ required, readOnly }: { required: boolean; readOnly: boolean }) {
  const dispatch = useAppDispatch();
  const [setRequired, saving] = useSetTwoStepRequiredMutation();
  const onChange = async (next: boolean) => {
    const result = await setRequired(next);
    if (result.error) void dispatch(showMessage(nl.common.error, errorMessage(result.error)));
    else void dispatch(showMessage(nl.common.done, result.data.message));
  };
  return (
    <section className="card team-section" aria-labelledby="team-two-step">
      <h2 id="team-two-step">{t.team.twoStepHeading}</h2>
      <div className="field field-checkbox">
        <input
          type="checkbox"
          id="team-two-step-required"
          checked={required}
          disabled={readOnly || saving.isLoading}
          onChange={(event) => void onChange(event.target.checked)}
          aria-describedby="team-two-step-hint"
        />
        <label htmlFor="team-two-step-required">{t.team.twoStepSwitch}</label>
        <p id="team-two-step-hint" className="field-hint">
          {t.team.twoStepHint}
        </p>
      </div>
    </section>
  );
}
