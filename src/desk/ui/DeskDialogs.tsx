import { ModalDialog } from '../../ui/ModalDialog';
import { useDeskSelector } from '../hooks';

/** The open dialog of the ui slice ('Fout' after a failed save), as the portal shows it. */
export function DeskDialogs() {
  const dialog = useDeskSelector((state) => state.ui.dialog);
  return dialog ? <ModalDialog key={dialog.dialogId} dialog={dialog} /> : null;
}
