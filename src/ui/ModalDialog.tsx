import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useAppDispatch } from '../state/hooks';
import { nl } from '../text/nl';
import { dialogClosed, type OpenDialog } from './uiSlice';

const FOCUSABLE = 'button, input, [href], [tabindex]:not([tabindex="-1"])';

/**
 * Where the focus starts: a text input if there is one; the only button of a plain message ('OK');
 * otherwise the dialog itself. A confirmation or a list of choices never starts on a choice, so
 * Enter pressed a moment too often cannot pick one (a cancel is three dialogs deep).
 */
function firstFocus(box: HTMLElement, dialog: OpenDialog): HTMLElement {
  if (dialog.input) return box.querySelector<HTMLElement>('input') ?? box;
  if (dialog.options.length === 1 && !dialog.cancellable) return box.querySelector<HTMLElement>('button') ?? box;
  return box;
}

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
    if (boxRef.current) firstFocus(boxRef.current, dialog).focus();
    return () => returnFocusTo?.focus();
    // Once, when the dialog opens (the host keys it by its id).
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
      if (document.activeElement === boxRef.current) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (event.shiftKey && document.activeElement === first) {
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
        {/* More than two choices (the cancel reasons): a column of buttons of one width. */}
        <div className={dialog.options.length > 2 ? 'dialog-actions dialog-choices' : 'dialog-actions'}>
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
