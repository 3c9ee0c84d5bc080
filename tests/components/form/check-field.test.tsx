import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Form from 'react-bootstrap/Form';
import { CheckField } from '@/components/form/check-field';

describe('CheckField', () => {
  it('labels the box by the text after it, with no message while it is fine', async () => {
    render(
      <CheckField id="signup-terms" label="Li e aceito os termos">
        {(control) => <Form.Check.Input type="checkbox" {...control} />}
      </CheckField>,
    );
    const box = screen.getByLabelText('Li e aceito os termos');
    expect(box).toHaveAttribute('id', 'signup-terms');
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(box).not.toHaveAttribute('aria-describedby');
    // The label is the box's own: a click on it ticks the box.
    await userEvent.click(screen.getByText('Li e aceito os termos'));
    expect(box).toBeChecked();
  });

  it('marks the box invalid and describes it by its message', () => {
    render(
      <CheckField id="delete-terms" label="Entendo que a exclusão é definitiva" error="Você precisa aceitar antes de continuar">
        {(control) => <Form.Check.Input type="checkbox" {...control} />}
      </CheckField>,
    );
    const box = screen.getByLabelText('Entendo que a exclusão é definitiva');
    expect(box).toHaveClass('is-invalid');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Você precisa aceitar antes de continuar');
    expect(screen.getByText('Você precisa aceitar antes de continuar')).toHaveAttribute('id', 'delete-terms-feedback');
  });
});
