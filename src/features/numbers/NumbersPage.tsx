import { FORM_ERROR } from 'final-form';
import { useMemo, useRef } from 'react';
import { Form } from 'react-final-form';
import { Link } from 'react-router';
import type { PhoneNumber } from '../../api/contract';
import { href } from '../../routing/href';
import { useAppDispatch } from '../../state/hooks';
import { nl } from '../../text/nl';
import { numbersText as t } from '../../text/numbers';
import * as validationTexts from '../../text/validation';
import { showMessage } from '../../ui/dialogs';
import { afterSave } from '../../ui/form/afterSave';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextField } from '../../ui/form/TextField';
import { ReadFailedNotice } from '../../ui/ReadFailedNotice';
import { useReadOnly } from '../../ui/readOnly';
import { numberName } from '../../validation/pageRules';
import { PortingSection } from '../porting/public';
import { useEditNumberNamesMutation, useGetNumbersQuery } from './numbersApi';
import './numbers.css';

/** Form values: one name per number, keyed `n{number_id}` (numeric keys would make final-form build arrays). */
type NameValues = Record<string, string>;
const fieldName = (number: PhoneNumber) => `n${number.number_id}`;

/**
 * '/numbers': the current and the other numbers, each with an editable name; below them the porting
 * requests and the way to 'Nummer overzetten'.
 */
export default function NumbersPage() {
  // currentData: never the list of an earlier session or argument while the new one loads.
  const { currentData, isError, refetch } = useGetNumbersQuery();
  if (currentData)
    return (
      <>
        <NumbersForm numbers={currentData.phoneNumbers} />
        {/* The roles that see porting get its requests with the numbers. */}
        {currentData.porting ? <PortingSection requests={currentData.porting} /> : null}
      </>
    );
  if (isError) return <ReadFailedNotice onRetry={() => void refetch()} />;
  return <div className="card numbers-skeleton" aria-busy="true" />;
}

function NumbersForm({ numbers }: { numbers: PhoneNumber[] }) {
  const dispatch = useAppDispatch();
  // A role that only looks sees the names as text, and no way to the outgoing number it cannot change.
  const readOnly = useReadOnly();
  const formRef = useRef<HTMLFormElement>(null);
  const [editNames] = useEditNumberNamesMutation();
  // A new object only when the server's list changes; with keepDirtyOnReinitialize a re-fetch
  // updates untouched names and never overwrites what the user is typing.
  const initialValues = useMemo<NameValues>(
    () => Object.fromEntries(numbers.map((number) => [fieldName(number), number.name])),
    [numbers],
  );

  if (numbers.length === 0) return <p className="card">{t.none}</p>;
  const current = numbers.find((number) => number.active === 1) ?? numbers[0];
  const others = numbers.filter((number) => number !== current);

  const onSubmit = async (values: NameValues) => {
    const invalid = numbers.find((number) => numberName(values[fieldName(number)] ?? '') !== undefined);
    if (invalid) {
      void dispatch(showMessage(nl.common.error, validationTexts.numberName)).then(() =>
        formRef.current?.querySelector<HTMLInputElement>(`input[name="${fieldName(invalid)}"]`)?.focus(),
      );
      return { [FORM_ERROR]: validationTexts.numberName };
    }
    const phoneNumbers = numbers.map((number) => ({
      number_id: number.number_id,
      name: values[fieldName(number)] ?? '',
    }));
    const result = await editNames({ phoneNumbers });
    return afterSave(
      dispatch,
      result,
      () => {
        void dispatch(showMessage(nl.common.done, t.saved));
      },
      nl.common.saveFailedPrefix,
    );
  };

  return (
    <Form<NameValues> onSubmit={onSubmit} initialValues={initialValues} keepDirtyOnReinitialize>
      {({ handleSubmit, submitting }) => (
        <form ref={formRef} onSubmit={handleSubmit} noValidate>
          {current ? (
            <section className="numbers-section" aria-labelledby="numbers-current">
              <h2 id="numbers-current">{t.current}</h2>
              <NumberCard number={current} readOnly={readOnly} />
              {readOnly ? null : (
                <p className="numbers-hint">
                  <Link to={href('/app')} className="tap-link">
                    {t.outgoingHint}
                  </Link>
                </p>
              )}
            </section>
          ) : null}
          {others.length > 0 ? (
            <section className="numbers-section" aria-labelledby="numbers-others">
              <h2 id="numbers-others">{t.others}</h2>
              {others.map((number) => (
                <NumberCard key={number.number_id} number={number} readOnly={readOnly} />
              ))}
            </section>
          ) : null}
          <SubmitButton submitting={submitting}>{nl.common.save}</SubmitButton>
        </form>
      )}
    </Form>
  );
}

function NumberCard({ number, readOnly }: { number: PhoneNumber; readOnly: boolean }) {
  return (
    <div className="card numbers-card">
      <p className="numbers-phone">{number.phoneNumber}</p>
      {readOnly ? (
        <p>
          <span className="numbers-name-label">{t.name}: </span>
          {number.name || t.noName}
        </p>
      ) : (
        <TextField name={fieldName(number)} label={t.nameLabel(number.phoneNumber)} autoComplete="off" />
      )}
    </div>
  );
}
