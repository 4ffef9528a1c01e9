import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { showDialog } from '../../../src/ui/dialogs';
import type { DialogAnswer } from '../../../src/ui/uiSlice';
import { renderShell } from '../../support/renderShell';

async function openDialog(spec: Parameters<typeof showDialog>[0]) {
  const shell = renderShell('/forgot-password');
  await screen.findByRole('heading', { level: 1 });
  let answer!: Promise<DialogAnswer>;
  // The thunk opens the dialog after a microtask, so let act flush it.
  await act(async () => {
    answer = shell.store.dispatch(showDialog(spec)).unwrap();
  });
  return { ...shell, answer };
}

describe('dialog host', () => {
  it('shows title, description, input and options, and returns the choice with the edited input', async () => {
    const { user, answer } = await openDialog({
      title: 'Abonnement opzeggen',
      description: 'Waarom zeg je op?',
      input: { label: 'Reden', value: 'Anders: ' },
      options: [{ id: 'cancel-subscription', label: 'Opzeggen' }],
      cancellable: true,
    });
    const dialog = screen.getByRole('dialog', { name: 'Abonnement opzeggen' });
    expect(dialog).toHaveAccessibleDescription('Waarom zeg je op?');
    const input = within(dialog).getByLabelText('Reden');
    expect(input).toHaveFocus();
    await user.type(input, 'te duur');
    await user.click(within(dialog).getByRole('button', { name: 'Opzeggen' }));
    await expect(answer).resolves.toMatchObject({ optionId: 'cancel-subscription', input: 'Anders: te duur' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("offers 'Sluiten' and Escape only when cancellable", async () => {
    const { user, answer } = await openDialog({
      title: 'Zeker weten?',
      options: [{ id: 'yes', label: 'Ja' }],
      cancellable: true,
    });
    expect(screen.getByRole('button', { name: 'Sluiten' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await expect(answer).resolves.toMatchObject({ optionId: null });
  });

  it("has no 'Sluiten' and ignores Escape when not cancellable", async () => {
    const { user, answer } = await openDialog({
      title: 'Fout',
      description: 'Het ingevulde nummer is niet correct',
      options: [{ id: 'ok', label: 'OK' }],
      cancellable: false,
    });
    const dialog = screen.getByRole('alertdialog', { name: 'Fout' });
    expect(within(dialog).queryByRole('button', { name: 'Sluiten' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(answer).resolves.toMatchObject({ optionId: 'ok' });
  });

  it('keeps focus inside the dialog and returns it afterwards', async () => {
    const shell = renderShell('/forgot-password');
    await screen.findByRole('heading', { level: 1 });
    const back = document.createElement('button');
    back.textContent = 'ergens';
    document.body.append(back);
    back.focus();
    let answer!: Promise<DialogAnswer>;
    await act(async () => {
      answer = shell.store
        .dispatch(showDialog({ title: 'Vraag', options: [{ id: 'a', label: 'A' }], cancellable: true }))
        .unwrap();
    });
    // A question starts on the dialog itself, never on a choice; Tab then walks its buttons, round.
    expect(screen.getByRole('dialog', { name: 'Vraag' })).toHaveFocus();
    await shell.user.tab();
    expect(screen.getByRole('button', { name: 'A' })).toHaveFocus();
    await shell.user.tab();
    expect(screen.getByRole('button', { name: 'Sluiten' })).toHaveFocus();
    await shell.user.tab();
    expect(screen.getByRole('button', { name: 'A' })).toHaveFocus();
    await shell.user.click(screen.getByRole('button', { name: 'Sluiten' }));
    await answer;
    await waitFor(() => expect(back).toHaveFocus());
  });
});
