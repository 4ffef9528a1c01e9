import { errorMessage } from '../../api/errors';
import type { TeamPerson } from '../../api/teamContract';
import { useAppDispatch } from '../../state/hooks';
import { nl } from '../../text/nl';
import { teamText as t } from '../../text/team';
import { askConfirmation } from '../../ui/confirmation';
import { showMessage } from '../../ui/dialogs';
import { useSetTwoStepRequiredMutation } from './teamApi';

/**
 * 'Tweestapsverificatie verplicht': one switch for everyone of the account. Switching it on first asks,
 * naming who has no two-step verification yet: they can do nothing else until they set it up.
 */
export function TwoStepRequiredSection({
  required,
  people,
  readOnly,
}: {
  required: boolean;
  people: TeamPerson[];
  readOnly: boolean;
}) {
  const dispatch = useAppDispatch();
  const [setRequired, saving] = useSetTwoStepRequiredMutation();
  const onChange = async (next: boolean) => {
    if (next) {
      const without = people.filter((person) => !person.twoStep);
      const names = without.map((person) => (person.self ? `${person.fullName} ${t.team.you}` : person.fullName));
      const question = names.length > 0 ? t.team.requireQuestion(names) : t.team.requireEveryoneHas;
      const answer = await dispatch(askConfirmation(t.team.requireTitle, question, t.team.requireConfirm)).unwrap();
      if (answer.optionId !== 'confirm') return;
    }
    const result = await setRequired(next);
    if (result.error) void dispatch(showMessage(nl.common.error, errorMessage(result.error)));
    else void dispatch(showMessage(nl.common.done, result.data.message));
  };
  // Who may only look reads where the account stands, not a switch they cannot use.
  if (readOnly)
    return (
      <section className="card team-section" aria-labelledby="team-two-step">
        <h2 id="team-two-step">{t.team.twoStepHeading}</h2>
        <p>{required ? t.security.required : t.security.notRequired}</p>
      </section>
    );
  return (
    <section className="card team-section" aria-labelledby="team-two-step">
      <h2 id="team-two-step">{t.team.twoStepHeading}</h2>
      <div className="field field-checkbox">
        <input
          type="checkbox"
          id="team-two-step-required"
          checked={required}
          disabled={saving.isLoading}
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
