import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { showDialog, showMessage } from '../../../src/ui/dialogs';
import type { DialogAnswer } from '../../../src/ui/uiSlice';
import { renderShell } from '../../support/renderShell';

/**
 * A dialog opened while another is shown waits its turn: one at a time, in order, and every flow that
 * opened one gets its answer (requirements §4: dialogs confirm then execute, or cancel).
 */
it('a second dialog waits until the first is answered, then shows; both flows finish', async () => {
  const { store, user } = renderShell('/forgot-password');
  await screen.findByRole('heading', { level: 1 });
  let first!: Promise<DialogAnswer>;
  let second!: Promise<DialogAnswer>;
  await act(async () => {
    first = store
      .dispatch(showDialog({ title: 'Zeker weten?', options: [{ id: 'yes', label: 'Ja' }], cancellable: true }))
      .unwrap();
    second = store.dispatch(showMessage('Fout', 'Er is een fout opgetreden.')).unwrap();
  });
  expect(screen.getByRole('dialog', { name: 'Zeker weten?' })).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog', { name: 'Fout' })).not.toBeInTheDocument();
  await user.click(within(screen.getByRole('dialog', { name: 'Zeker weten?' })).getByRole('button', { name: 'Ja' }));
  await expect(first).resolves.toMatchObject({ optionId: 'yes' });
  const message = await screen.findByRole('alertdialog', { name: 'Fout' });
  await user.click(within(message).getByRole('button', { name: 'OK' }));
  await expect(second).resolves.toMatchObject({ optionId: 'ok' });
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(store.getState().ui.dialog).toBeNull();
});
