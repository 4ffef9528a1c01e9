import { showDialog } from './dialogs';

/**
 * A yes/no question that resolves with optionId 'confirm' when confirmed: `askConfirmation` of dialogs.ts
 * for page chunks. dialogs.ts is part of the entry, so every export of it that a page uses is carried by
 * the first visit; this module is loaded with the pages that ask.
 */
export const confirmation = (title: string, description: string, confirmLabel: string) =>
  showDialog({ title, description, options: [{ id: 'confirm', label: confirmLabel }], cancellable: true });
