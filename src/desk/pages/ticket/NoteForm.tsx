import type { FormApi } from 'final-form';
import { Form } from 'react-final-form';
import { deskWorkflowText as w } from '../../../text/deskWorkflow';
import { afterSave } from '../../../ui/form/afterSave';
import { FormError } from '../../../ui/form/FormError';
import { SubmitButton } from '../../../ui/form/SubmitButton';
import { TextField } from '../../../ui/form/TextField';
import { required } from '../../../validation/rules';
import { useAddNoteMutation } from '../../api/workflowApi';
import { useDeskDispatch } from '../../hooks';

interface Values {
  note: string;
}

/** 'Interne notitie' and 'Notitie toevoegen': for staff only, shown in the conversation in its own style. */
export function NoteForm({ ticketId }: { ticketId: number }) {
  const dispatch = useDeskDispatch();
  const [addNote] = useAddNoteMutation();
  const onSubmit = async (values: Values, form: FormApi<Values>) => {
    const result = await addNote({ id: ticketId, note: values.note.trim() });
    return afterSave(dispatch, result, () => {
      setTimeout(() => form.restart({ note: '' }), 0);
    });
  };
  return (
    <Form<Values> onSubmit={onSubmit} initialValues={{ note: '' }}>
      {({ handleSubmit, submitting, submitError, submitSucceeded, dirtySinceLastSubmit }) => (
        <form className="desk-card" onSubmit={handleSubmit} noValidate>
          <TextField name="note" label={w.notes.label} hint={w.notes.hint} validate={required} rows={3} />
          <FormError error={submitError} submitting={submitting} />
          {submitSucceeded && !dirtySinceLastSubmit ? <p role="status">{w.notes.added}</p> : null}
          <SubmitButton submitting={submitting} block={false}>
            {w.notes.add}
          </SubmitButton>
        </form>
      )}
    </Form>
  );
}
