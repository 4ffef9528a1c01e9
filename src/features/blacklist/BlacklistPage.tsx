import { type FormApi } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { errorMessage } from '../../api/errors';
import { selectUser } from '../../session/public';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { blacklistText as t } from '../../text/blacklist';
import { formatBlockedNumber } from '../../text/format';
import { nl } from '../../text/nl';
import { askConfirmation } from '../../ui/confirmation';
import { showMessage } from '../../ui/dialogs';
import { afterSave } from '../../ui/form/afterSave';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextField } from '../../ui/form/TextField';
import { TrashIcon } from '../../ui/icons/TrashIcon';
import { ReadFailedNotice } from '../../ui/ReadFailedNotice';
import { useReadOnly } from '../../ui/readOnly';
import { useWideLayout } from '../../ui/useWideLayout';
import * as limits from '../../validation/limits';
import { useAddBlockedNumberMutation, useGetBlacklistQuery, useRemoveBlockedNumberMutation } from './blacklistApi';
import { checkBlockedNumber, showAddForm } from './blacklistView';
import './blacklist.css';

interface AddValues {
  number?: string;
}

/**
 * '/blacklist' ('Geblokkeerde Nummers'): the blocked numbers, each removable (a list on a phone, a
 * table on desktop), and a form to add one.
 */
export default function BlacklistPage() {
  const poc = useAppSelector(selectUser)?.poc ?? '';
  const { currentData, isError, refetch } = useGetBlacklistQuery(poc, { skip: poc === '' });
  if (currentData) return <Blacklist poc={poc} numbers={currentData.numbers} />;
  if (isError) return <ReadFailedNotice onRetry={() => void refetch()} />;
  return <div className="card blacklist-skeleton" aria-busy="true" />;
}

function Blacklist({ poc, numbers }: { poc: string; numbers: string[] }) {
  const dispatch = useAppDispatch();
  const [add] = useAddBlockedNumberMutation();
  const [remove] = useRemoveBlockedNumberMutation();
  const [removing, setRemoving] = useState<string | null>(null);
  const wide = useWideLayout();
  // A role that may only look (Alleen lezen) gets the list without remove buttons and no add form.
  const readOnly = useReadOnly();

  // Removing asks first, as adding does.
  const onRemove = async (number: string) => {
    const question = t.confirmRemove(formatBlockedNumber(number));
    const answer = await dispatch(askConfirmation(t.confirmRemoveTitle, question, t.confirmRemoveButton)).unwrap();
    if (answer.optionId !== 'confirm') return;
    setRemoving(number);
    const result = await remove({ userPoc: poc, blacklistNumber: number });
    setRemoving(null);
    if (result.error) void dispatch(showMessage(nl.common.error, errorMessage(result.error)));
    else void dispatch(showMessage(nl.common.done, t.removed));
  };

  // final-form's submit is only the call, once the number was checked and the confirmation answered (so
  // the form is not busy while the user reads it). A refusal of the server shows once, in 'Fout'.
  const onAdd = async (values: AddValues, form: FormApi<AddValues>) => {
    const check = checkBlockedNumber(values.number ?? '', numbers);
    if (!check.ok) return undefined;
    const result = await add({ userPoc: poc, blacklistNumber: check.number });
    await afterSave(dispatch, result, () => {
      void dispatch(showMessage(nl.common.done, t.added));
      // After the submit settles, so final-form does not keep the submit's state on the emptied form.
      setTimeout(() => form.restart());
    });
    return undefined;
  };

  const removeButton = (number: string) =>
    readOnly ? null : (
      <button
        type="button"
        className="button button-secondary blacklist-remove"
        aria-label={t.remove(formatBlockedNumber(number))}
        title={t.remove(formatBlockedNumber(number))}
        disabled={removing !== null}
        aria-busy={removing === number || undefined}
        onClick={() => void onRemove(number)}
      >
        <TrashIcon />
      </button>
    );

  // Checked first, asked second: a number that cannot be added (written wrong, or on the list already)
  // gets its one message in 'Fout' and no question; what was typed stays.
  const confirmThenAdd = async (form: FormApi<AddValues>) => {
    const check = checkBlockedNumber(form.getState().values.number ?? '', numbers);
    if (!check.ok) {
      void dispatch(showMessage(nl.common.error, check.message));
      return;
    }
    const answer = await dispatch(askConfirmation(t.confirmTitle, t.confirmAdd(check.display))).unwrap();
    if (answer.optionId === 'confirm') await form.submit();
  };

  return (
    <div className="blacklist">
      <section className="card blacklist-section" aria-labelledby="blacklist-list">
        <h2 id="blacklist-list">{t.listHeading}</h2>
        {numbers.length === 0 ? (
          <p>{t.none}</p>
        ) : (
          <>
            <p className="blacklist-count">{t.count(numbers.length)}</p>
            {wide ? (
              <table className="data-table blacklist-table">
                <caption className="visually-hidden">{t.listHeading}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t.columns.number}</th>
                    <th scope="col" className="action">
                      {t.columns.remove}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {numbers.map((number) => (
                    <tr key={number}>
                      <th scope="row">{formatBlockedNumber(number)}</th>
                      <td className="action">{removeButton(number)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <ul className="list blacklist-list">
                {numbers.map((number) => (
                  <li key={number} className="blacklist-item">
                    <span className="blacklist-number">{formatBlockedNumber(number)}</span>
                    {removeButton(number)}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>
      {readOnly ? null : showAddForm(numbers.length) ? (
        <Form<AddValues> onSubmit={onAdd}>
          {({ form, submitting }) => (
            <form
              className="card blacklist-section"
              onSubmit={(event) => {
                event.preventDefault();
                void confirmThenAdd(form);
              }}
              noValidate
              aria-labelledby="blacklist-add"
            >
              <h2 id="blacklist-add">{t.addHeading}</h2>
              <TextField name="number" label={t.input} hint={t.inputHint} inputMode="tel" autoComplete="off" />
              <SubmitButton submitting={submitting}>{t.add}</SubmitButton>
            </form>
          )}
        </Form>
      ) : (
        <p className="notice" role="status">
          {t.full(limits.maxBlockedNumbers)}
        </p>
      )}
    </div>
  );
}
