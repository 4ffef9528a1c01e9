import { Form } from 'react-final-form';
import type { DeskOverview } from '../../api/deskWorkflowContract';
import { deskWorkflowText as w } from '../../text/deskWorkflow';
import { formatDate } from '../../text/format';
import { afterSave } from '../../ui/form/afterSave';
import { FormError } from '../../ui/form/FormError';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextField } from '../../ui/form/TextField';
import { useGetOverviewQuery, useSetTargetMutation } from '../api/workflowApi';
import { useDeskDispatch } from '../hooks';
import { DeskTable } from '../ui/DeskTable';
import { LoadState } from '../ui/LoadState';
import { statusText } from '../ui/statusText';
import { usePageTitle } from '../ui/usePageTitle';

/** Whole working hours from 1 to 200. */
const targetRule = (value: string) =>
  /^(?:[1-9]|[1-9][0-9]|1[0-9]{2}|200)$/.test(value.trim()) ? undefined : w.overview.targetHint;

/**
 * For a teamleider: per week new tickets, answered within the target and the median first answer; open by status; the
 * target.
 */
export function OverviewPage() {
  usePageTitle(w.overview.title);
  const { currentData, error, refetch } = useGetOverviewQuery();
  return (
    <>
      <h1>{w.overview.title}</h1>
      {currentData ? <Figures overview={currentData} /> : <LoadState error={error} retry={() => void refetch()} />}
      {currentData ? <TargetForm hours={currentData.firstReplyHours} /> : null}
    </>
  );
}

function Figures({ overview }: { overview: DeskOverview }) {
  const c = w.overview.columns;
  return (
    <>
      <DeskTable
        className="desk-overview"
        caption={w.overview.weeksCaption}
        columns={[c.week, c.newTickets, c.withinTarget, c.late, c.notYetDue, c.median]}
      >
        {overview.weeks.map((week) => (
          <tr key={week.week}>
            <th scope="row" className="desk-nowrap">
              {formatDate(week.week)}
            </th>
            <td className="desk-number">{week.newTickets}</td>
            <td className="desk-number">{week.answeredWithinTarget}</td>
            <td className={week.late > 0 ? 'desk-number desk-late' : 'desk-number'}>{week.late}</td>
            <td className="desk-number">{week.notYetDue}</td>
            <td>
              {week.medianFirstReplyMinutes === null ? w.overview.none : w.duration(week.medianFirstReplyMinutes)}
            </td>
          </tr>
        ))}
      </DeskTable>
      <p className="desk-hint">{w.overview.weeksHint}</p>
      <DeskTable
        className="desk-overview-open"
        caption={w.overview.openCaption}
        columns={[w.overview.status, w.overview.count]}
      >
        {overview.openByStatus.map((row) => (
          <tr key={row.statusId}>
            <th scope="row">{statusText(row.statusId)}</th>
            <td className="desk-number">{row.count}</td>
          </tr>
        ))}
      </DeskTable>
    </>
  );
}

function TargetForm({ hours }: { hours: number }) {
  const dispatch = useDeskDispatch();
  const [save] = useSetTargetMutation();
  const onSubmit = async (values: { hours: string }) =>
    afterSave(dispatch, await save({ firstReplyHours: Number(values.hours.trim()) }), () => undefined);
  return (
    <section className="desk-card" aria-labelledby="desk-target-heading">
      <h2 id="desk-target-heading">{w.overview.targetHeading}</h2>
      <Form<{ hours: string }> onSubmit={onSubmit} initialValues={{ hours: String(hours) }}>
        {({ handleSubmit, submitting, submitError, submitSucceeded, dirtySinceLastSubmit }) => (
          <form className="desk-target-form" onSubmit={handleSubmit} noValidate>
            <TextField
              name="hours"
              label={w.overview.targetField}
              hint={w.overview.targetHint}
              validate={targetRule}
              inputMode="numeric"
            />
            <SubmitButton submitting={submitting} block={false}>
              {w.overview.targetSave}
            </SubmitButton>
            <FormError error={submitError} submitting={submitting} />
            {submitSucceeded && !dirtySinceLastSubmit ? <p role="status">{w.overview.saved}</p> : null}
          </form>
        )}
      </Form>
    </section>
  );
}
