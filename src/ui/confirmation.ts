import { nl } from '../text/nl';
import { showDialog } from './dialogs';

/**
 * A yes/no question; resolves the thunk with optionId 'confirm' when confirmed. Not in dialogs.ts:
 * that module is part of the entry, so every export of it that a page uses is carried by the first
 * visit; this one is loaded with the pages that ask.
 */
export const askConfirmation = (title: string, description: string, confirmLabel: string = nl.common.confirm) =>
  showDialog({ title, description, options: [{ id: 'confirm', label: confirmLabel }], cancellable: true });
