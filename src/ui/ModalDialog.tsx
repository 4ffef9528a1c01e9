import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useAppDispatch } from '../state/hooks';
import { nl } from '../text/nl';
import { dialogClosed, type OpenDialog } from './uiSlice';

const FOCUSABLE = 'button, input, [href], [tabindex]:not([tabindex="-1"])';

/**
 * The open dialog of the ui slice as a modal with a focus trap; its answer goes back as
 * `dialogClosed`. The portal's dialog host and the support desk both render it.
 */
export function ModalDialog({ dialog }: { dialog: OpenDialog }) {
  const dispatch = useAppDispatch();
  const [input, setInput] = useState(dialog.input?.value ?? '');
  const boxRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const inputId = useId();

  useEffect(() => {
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = boxRef.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? boxRef.current)?.focus();
    return () => returnFocusTo?.focus();
  }, []);

  const answer = (optionId: string | null) =>
    dispatch(dialogClosed({ dialogId: dialog.dialogId, optionId, ...(dialog.input ? { input } : {}) }));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && dialog.cancellable) {
      event.stopPropagation();
      answer(null);
    } else if (event.key === 'Tab') {
      const focusable = [...(boxRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  return (
    <div className="dialog-backdrop">
      <div
        ref={boxRef}
        className="dialog"
        role={dialog.cancellable ? 'dialog' : 'alertdialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={dialog.description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="dialog-title">
          {dialog.title}
        </h2>
        {dialog.description ? (
          <p id={descriptionId} className="dialog-description">
            {dialog.description}
          </p>
        ) : null}
        {dialog.input ? (
          <div className="field">
            <label htmlFor={inputId}>{dialog.input.label}</label>
            <input id={inputId} type="text" value={input} onChange={(event) => setInput(event.target.value)} />
          </div>
        ) : null}
        <div className="dialog-actions">
          {dialog.options.map((option) => (
            <button key={option.id} type="button" className="button button-primary" onClick={() => answer(option.id)}>
              {option.label}
            </button>
          ))}
          {dialog.cancellable ? (
            <button type="button" className="button button-secondary" onClick={() => answer(null)}>
              {nl.common.close}
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
