import { useCallback, useEffect, useId, useState } from 'react';
import { useField, useForm } from 'react-final-form';
import type { Diagnostics } from '../../../api/contract';
import { getConfig } from '../../../config';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { supportText as t } from '../../../text/support';
import { selectPlatform } from '../../../ui/uiSlice';
import { buildDiagnostics } from './buildDiagnostics';
import { readActionLog } from './readActionLog';

/** The form values this field owns: the box, and the log that is sent when the box is ticked. */
export interface DiagnosticsValues {
  attachDiagnostics?: boolean;
  diagnostics?: Diagnostics;
}

/** What a submit sends: the log shown in the disclosure, only when the box is ticked. */
export const diagnosticsToSend = (values: DiagnosticsValues): Diagnostics | undefined =>
  values.attachDiagnostics ? values.diagnostics : undefined;

/**
 * 'Technische gegevens meesturen' (off by default) with a disclosure (a button with aria-expanded)
 * showing exactly the JSON that is sent. The log is built when the box is ticked or the disclosure opened, and kept in
 * the form, so
 * the submit sends the very object shown (new actions in between do not change it).
 */
export function DiagnosticsField() {
  const id = useId();
  const form = useForm<DiagnosticsValues>();
  const dispatch = useAppDispatch();
  const platform = useAppSelector(selectPlatform);
  const { input } = useField<boolean>('attachDiagnostics', { type: 'checkbox' });
  const shown = useField<Diagnostics | undefined>('diagnostics', { subscription: { value: true } }).input.value;
  const [open, setOpen] = useState(false);

  const refresh = useCallback(() => {
    const log = buildDiagnostics(readActionLog(dispatch), {
      appVersion: getConfig().appVersion,
      platform,
      viewport: { width: window.innerWidth, height: window.innerHeight },
      createdAt: new Date().toISOString(),
    });
    form.change('diagnostics', log);
  }, [dispatch, form, platform]);
  // After a sent reply the form starts over: an open disclosure shows the log of that moment again.
  useEffect(() => {
    if (open && !shown) refresh();
  }, [open, shown, refresh]);

  return (
    <div className="field diagnostics">
      <div className="diagnostics-choice">
        <input
          type="checkbox"
          name={input.name}
          checked={input.checked ?? false}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
          id={id}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            if (event.target.checked) refresh();
            input.onChange(event);
          }}
        />
        <label htmlFor={id}>{t.attachDiagnostics}</label>
      </div>
      <p id={`${id}-hint`} className="field-hint">
        {t.diagnosticsHint}
      </p>
      <button
        type="button"
        className="diagnostics-toggle"
        aria-expanded={open}
        aria-controls={`${id}-preview`}
        onClick={() => {
          if (!open) refresh();
          setOpen(!open);
        }}
      >
        {t.diagnosticsPreview}
      </button>
      <div id={`${id}-preview`} hidden={!open}>
        {open && shown ? (
          <>
            {shown.truncated ? <p className="field-hint">{t.diagnosticsTruncated(shown.droppedActions)}</p> : null}
            <pre className="diagnostics-json" tabIndex={0}>
              {JSON.stringify(shown, null, 2)}
            </pre>
          </>
        ) : null}
      </div>
    </div>
  );
}
