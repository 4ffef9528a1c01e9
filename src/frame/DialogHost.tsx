import InactivityWarning from '../session/inactivity/InactivityWarning';
import { useAppSelector } from '../state/hooks';
import { ModalDialog } from '../ui/ModalDialog';
import { selectDialog } from '../ui/uiSlice';

/**
 * Renders the one open dialog of the ui slice as a modal with a focus trap; otherwise the warning
 * before the inactivity logout, when it is due.
 */
export function DialogHost() {
  const dialog = useAppSelector(selectDialog);
  return dialog ? <ModalDialog key={dialog.dialogId} dialog={dialog} /> : <InactivityWarning />;
}
