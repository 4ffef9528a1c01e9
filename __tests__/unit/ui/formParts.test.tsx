import { act, fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'react-final-form';
import { FormError } from '../../../src/ui/form/FormError';
import { SubmitButton } from '../../../src/ui/form/SubmitButton';
import { TextField } from '../../../src/ui/form/TextField';
import { fakeTimers } from '../../support/fakeTimers';

const required = (value: string) => (value.trim() === '' ? 'Veld is verplicht' : undefined);

/** A form with one required field and a submit button, as the portal's forms are. */
function OneFieldForm({ onSubmit }: { onSubmit: () => void }) {
  return (
    <Form onSubmit={onSubmit}>
      {({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          <TextField name="subject" label="Onderwerp" validate={required} />
          <button type="submit">Versturen</button>
        </form>
      )}
    </Form>
  );
}

describe('shared form parts', () => {
  it('FormError shows the message as an alert and takes the focus', () => {
    render(<FormError error="Het wachtwoord is onjuist." />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Het wachtwoord is onjuist.');
    expect(alert).toHaveFocus();
  });

  it('FormError shows nothing while the next submit runs, or for a non-text error', () => {
    const { rerender } = render(<FormError error="Het wachtwoord is onjuist." submitting />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<FormError error={{ email: 'x' }} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('SubmitButton is disabled and announced busy while submitting', () => {
    const { rerender } = render(<SubmitButton submitting={false}>Opslaan</SubmitButton>);
    const button = screen.getByRole('button', { name: 'Opslaan' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    rerender(<SubmitButton submitting>Opslaan</SubmitButton>);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('shows a rule when its field is left by keyboard, but waits with it while a tap that left it is held', () => {
    fakeTimers(['setTimeout']);
    try {
      const onSubmit = jest.fn();
      render(<OneFieldForm onSubmit={onSubmit} />);
      const field = screen.getByRole('textbox', { name: 'Onderwerp' });
      const button = screen.getByRole('button', { name: 'Versturen' });

      // A tap on the button takes the focus from the field: the rule would push the button away.
      act(() => field.focus());
      fireEvent.pointerDown(button);
      act(() => button.focus());
      expect(screen.queryByText('Veld is verplicht')).not.toBeInTheDocument();
      fireEvent.pointerUp(button);
      fireEvent.click(button);
      act(() => jest.runOnlyPendingTimers());
      expect(screen.getByText('Veld is verplicht')).toBeInTheDocument();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(onSubmit).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows a rule at once when its field is left without a pointer (Tab)', () => {
    render(<OneFieldForm onSubmit={jest.fn()} />);
    const field = screen.getByRole('textbox', { name: 'Onderwerp' });
    act(() => field.focus());
    act(() => screen.getByRole('button', { name: 'Versturen' }).focus());
    expect(screen.getByText('Veld is verplicht')).toBeInTheDocument();
  });
});
