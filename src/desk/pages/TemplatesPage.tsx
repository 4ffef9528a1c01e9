import type { FormApi } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import type { ReplyTemplate, ReplyTemplateRequest } from '../../api/deskWorkflowContract';
import { errorMessage } from '../../api/errors';
import { deskWorkflowText as w } from '../../text/deskWorkflow';
import { nl } from '../../text/nl';
import { showMessage } from '../../ui/dialogs';
import { afterSave } from '../../ui/form/afterSave';
import { FormError } from '../../ui/form/FormError';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextField } from '../../ui/form/TextField';
import { PLACEHOLDERS, placeholderRule, placeholderText } from '../../validation/replyTemplate';
import { compose, required } from '../../validation/rules';
import {
  useAddTemplateMutation,
  useChangeTemplateMutation,
  useGetTemplatesQuery,
  useRemoveTemplateMutation,
} from '../api/workflowApi';
import { useDeskDispatch } from '../hooks';
import { LoadState } from '../ui/LoadState';
import { usePageTitle } from '../ui/usePageTitle';
import '../workflow.css';

const bodyRule = compose(required, placeholderRule);

/**
 * For a teamleider: the reply templates ('Standaardantwoorden'), to add, change and remove, beside the
 * list of placeholders they may hold; a text with any other `{{…}}` is refused (here and by the server).
 */
export function TemplatesPage() {
  usePageTitle(w.templates.title);
  const dispatch = useDeskDispatch();
  const { currentData, error, refetch } = useGetTemplatesQuery();
  const [remove] = useRemoveTemplateMutation();
  const [editing, setEditing] = useState<number | null>(null);
  const onRemove = async (id: number) => {
    const result = await remove(id);
    if ('error' in result) void dispatch(showMessage(nl.common.error, errorMessage(result.error)));
  };
  return (
    <>
      <h1>{w.templates.title}</h1>
      <p className="desk-hint">{w.templates.intro}</p>
      <div className="desk-templates">
        <div>
          {currentData ? (
            <section className="desk-card" aria-label={w.templates.title}>
              {currentData.templates.length === 0 ? <p>{w.templates.none}</p> : null}
              <ul className="desk-template-list">
                {currentData.templates.map((template) => (
                  <li key={template.id}>
                    {editing === template.id ? (
                      <TemplateForm template={template} done={() => setEditing(null)} />
                    ) : (
                      <>
                        <h2>{template.title}</h2>
                        <p className="desk-message">{template.body}</p>
                        {placeholderRule(template.body) ? (
                          <p className="field-warning">{placeholderRule(template.body)}</p>
                        ) : null}
                        <div className="desk-side-actions">
                          <button
                            type="button"
                            className="button button-secondary"
                            aria-label={w.templates.edit(template.title)}
                            onClick={() => setEditing(template.id)}
                          >
                            {w.templates.editShort}
                          </button>
                          <button
                            type="button"
                            className="button button-secondary"
                            aria-label={w.templates.remove(template.title)}
                            onClick={() => void onRemove(template.id)}
                          >
                            {w.templates.removeShort}
                          </button>
                        </div>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ) : (
            <LoadState error={error} retry={() => void refetch()} />
          )}
          <section className="desk-card" aria-labelledby="desk-add-template">
            <h2 id="desk-add-template">{w.templates.addHeading}</h2>
            <TemplateForm template={null} done={() => undefined} />
          </section>
        </div>
        <PlaceholderList />
      </div>
    </>
  );
}

/** The placeholders a template may hold, with what each becomes: the one list the server checks against. */
function PlaceholderList() {
  return (
    <aside className="desk-card" aria-labelledby="desk-placeholders">
      <h2 id="desk-placeholders">{w.placeholders.heading}</h2>
      <p className="desk-hint">{w.placeholders.intro}</p>
      <dl className="desk-stacked desk-placeholders">
        {PLACEHOLDERS.map((name) => (
          <div key={name}>
            <dt>
              <code>{placeholderText(name)}</code>
            </dt>
            <dd>{w.placeholders.meaning[name]}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}

/** A new template (template null) or a change of one; `done` after saving or cancelling a change. */
function TemplateForm({ template, done }: { template: ReplyTemplate | null; done: () => void }) {
  const dispatch = useDeskDispatch();
  const [add] = useAddTemplateMutation();
  const [change] = useChangeTemplateMutation();
  const onSubmit = async (values: ReplyTemplateRequest, form: FormApi<ReplyTemplateRequest>) => {
    const body = { title: values.title.trim(), body: values.body.trim() };
    const result = template ? await change({ id: template.id, ...body }) : await add(body);
    return afterSave(dispatch, result, () => {
      if (!template) setTimeout(() => form.restart({ title: '', body: '' }), 0);
      done();
    });
  };
  return (
    <Form<ReplyTemplateRequest>
      onSubmit={onSubmit}
      initialValues={{ title: template?.title ?? '', body: template?.body ?? '' }}
    >
      {({ handleSubmit, submitting, submitError }) => (
        <form
          onSubmit={handleSubmit}
          noValidate
          aria-label={template ? w.templates.edit(template.title) : w.templates.addHeading}
        >
          <TextField name="title" label={w.templates.titleField} validate={required} maxLength={100} />
          <TextField name="body" label={w.templates.bodyField} validate={bodyRule} rows={5} />
          <FormError error={submitError} submitting={submitting} />
          <div className="desk-side-actions">
            <SubmitButton submitting={submitting} block={false}>
              {template ? w.templates.save : w.templates.add}
            </SubmitButton>
            {template ? (
              <button type="button" className="button button-secondary" onClick={done}>
                {w.templates.cancel}
              </button>
            ) : null}
          </div>
        </form>
      )}
    </Form>
  );
}
