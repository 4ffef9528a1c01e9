import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { DeskPortingRequest, DeskPortingResendRequest } from '../../../api/deskPortingContract';
import { errorMessage } from '../../../api/errors';
import { deskPortingText as t } from '../../../text/deskPorting';
import { formatDate } from '../../../text/format';
import { nl } from '../../../text/nl';
import { portingNumbers } from '../../../text/porting';
import { showDialog, showMessage } from '../../../ui/dialogs';
import { OTHER_PROVIDER, PORTING_PARTY_TEXT_FIELDS, PORTING_PROVIDERS } from '../../../validation/portingRules';
import { useCancelPortingMutation, usePlanPortingMutation, useResendPortingMutation } from '../../api/portingApi';
import { useDeskDispatch } from '../../hooks';

type Party = Required<DeskPortingResendRequest>;
/** The text fields of the form, in the customer's form's order (the order the server checks them in). */
const PARTY_FIELDS = PORTING_PARTY_TEXT_FIELDS satisfies ReadonlyArray<keyof Party>;

/** What a request's data is now, as the resend form starts with it. */
const partyOf = (request: DeskPortingRequest): Party => ({
  donor: request.donor,
  donorName: request.donor === OTHER_PROVIDER ? request.donorName : '',
  donorCustomerNumber: request.donorCustomerNumber,
  company: request.company,
  street: request.street,
  houseNumber: request.houseNumber,
  houseNumberAdd: request.houseNumberAdd,
  postcode: request.postcode,
  city: request.city,
});

/**
 * What staff do with a request together with the customer: correct and resend one that was refused,
 * expired or holds COIN's error; plan or move the date once approved; cancel one that runs. The
 * server checks every field and says what is wrong; what was typed stays.
 */
export function PortingActions({ request }: { request: DeskPortingRequest }) {
  const dispatch = useDeskDispatch();
  const [open, setOpen] = useState<'resend' | 'plan' | null>(null);
  const [cancel, cancelling] = useCancelPortingMutation();
  const numbers = portingNumbers(request);
  const running = ['requested', 'delayed', 'approved', 'planned'].includes(request.status);
  const resendable =
    request.resentAs === null && (request.status === 'rejected' || request.status === 'expired' || request.error);

  const tell: Tell = async (result) => {
    if (result.error) await dispatch(showMessage(nl.common.error, errorMessage(result.error)));
    else await dispatch(showMessage(nl.common.done, result.data?.message ?? ''));
  };
  const onCancel = async () => {
    const answer = await dispatch(
      showDialog({
        title: t.cancelOf(numbers),
        description: t.cancelQuestion(numbers),
        options: [{ id: 'confirm', label: t.cancelConfirm }],
        cancellable: true,
      }),
    ).unwrap();
    if (answer.optionId === 'confirm') await tell(await cancel(request.id));
  };

  return (
    <div className="desk-porting-actions">
      <div className="desk-porting-buttons">
        {resendable ? (
          <button
            type="button"
            className="button button-primary"
            aria-expanded={open === 'resend'}
            aria-label={t.resendOf(numbers)}
            onClick={() => setOpen(open === 'resend' ? null : 'resend')}
          >
            {t.resend}
          </button>
        ) : null}
        {request.dateWindow ? (
          <button
            type="button"
            className="button button-secondary"
            aria-expanded={open === 'plan'}
            onClick={() => setOpen(open === 'plan' ? null : 'plan')}
          >
            {t.plan}
          </button>
        ) : null}
        {running ? (
          <button
            type="button"
            className="button button-secondary"
            aria-label={t.cancelOf(numbers)}
            disabled={cancelling.isLoading}
            onClick={() => void onCancel()}
          >
            {t.cancel}
          </button>
        ) : null}
      </div>
      {open === 'resend' ? <ResendForm request={request} done={() => setOpen(null)} tell={tell} /> : null}
      {open === 'plan' && request.dateWindow ? (
        <PlanForm request={request} window={request.dateWindow} done={() => setOpen(null)} tell={tell} />
      ) : null}
    </div>
  );
}

/** A change's answer, as RTK Query resolves it. */
type Answer = { data?: { message: string }; error?: Parameters<typeof errorMessage>[0] };
/** Says a change's answer in a dialog: its message, or the Dutch error. */
type Tell = (result: Answer) => Promise<void>;

/**
 * One of the actions' forms: on submit it sends, tells the answer and closes once done (what was typed
 * stays on a refusal); 'Sluiten' closes it without sending.
 */
function ActionForm({
  send,
  busy,
  submitLabel,
  done,
  tell,
  children,
}: {
  send: () => PromiseLike<Answer>;
  busy: boolean;
  submitLabel: string;
  done: () => void;
  tell: Tell;
  children: ReactNode;
}) {
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await send();
    await tell(result);
    if (!result.error) done();
  };
  return (
    <form className="desk-porting-form" noValidate onSubmit={(event) => void submit(event)}>
      {children}
      <div className="form-actions">
        <button type="button" className="button button-secondary" onClick={done}>
          {t.close}
        </button>
        <button type="submit" className="button button-primary" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}

function ResendForm({ request, done, tell }: { request: DeskPortingRequest; done: () => void; tell: Tell }) {
  const id = useId();
  const [values, setValues] = useState<Party>(() => partyOf(request));
  const [resend, state] = useResendPortingMutation();
  const set = (field: keyof Party, value: string) => setValues((now) => ({ ...now, [field]: value }));
  return (
    <ActionForm
      send={() => resend({ id: request.id, ...values })}
      busy={state.isLoading}
      submitLabel={t.resendSubmit}
      done={done}
      tell={tell}
    >
      <fieldset>
        <legend>{t.resendLegend}</legend>
        <div className="field">
          <label htmlFor={`${id}-donor`}>{t.fields.donor}</label>
          <select id={`${id}-donor`} value={values.donor} onChange={(event) => set('donor', event.target.value)}>
            {PORTING_PROVIDERS.map((provider) => (
              <option key={provider.key} value={provider.key}>
                {provider.name}
              </option>
            ))}
          </select>
        </div>
        {values.donor === OTHER_PROVIDER ? (
          <div className="field">
            <label htmlFor={`${id}-donorName`}>{t.fields.donorName}</label>
            <input
              id={`${id}-donorName`}
              value={values.donorName}
              onChange={(event) => set('donorName', event.target.value)}
            />
          </div>
        ) : null}
        {PARTY_FIELDS.map((field) => (
          <div className="field" key={field}>
            <label htmlFor={`${id}-${field}`}>{t.fields[field]}</label>
            <input
              id={`${id}-${field}`}
              value={values[field]}
              autoComplete="off"
              onChange={(event) => set(field, event.target.value)}
            />
          </div>
        ))}
      </fieldset>
    </ActionForm>
  );
}

function PlanForm({
  request,
  window,
  done,
  tell,
}: {
  request: DeskPortingRequest;
  window: { from: string; until: string };
  done: () => void;
  tell: Tell;
}) {
  const id = useId();
  const [date, setDate] = useState('');
  const [plan, state] = usePlanPortingMutation();
  return (
    <ActionForm
      send={() => plan({ id: request.id, date })}
      busy={state.isLoading}
      submitLabel={t.planSubmit}
      done={done}
      tell={tell}
    >
      <div className="field">
        <label htmlFor={`${id}-date`}>{t.planLabel}</label>
        <input
          id={`${id}-date`}
          value={date}
          autoComplete="off"
          aria-describedby={`${id}-hint`}
          onChange={(event) => setDate(event.target.value)}
        />
        <p id={`${id}-hint`} className="desk-hint">
          {t.planHint(formatDate(window.from), formatDate(window.until))}
        </p>
      </div>
    </ActionForm>
  );
}
