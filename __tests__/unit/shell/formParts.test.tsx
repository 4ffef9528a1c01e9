import { render, screen } from '@testing-library/react';
import { FormError } from '../../../src/ui/form/FormError';
import { SubmitButton } from '../../../src/ui/form/SubmitButton';

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
});
