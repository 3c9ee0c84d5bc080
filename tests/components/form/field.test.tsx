import { render, screen } from '@testing-library/react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { Field } from '@/components/form/field';

describe('Field', () => {
  it('labels the control and describes it by its hint while the value is valid', () => {
    render(
      <Field id="signup-email" label="E-mail" hint="Usado para recuperar a senha">
        {(control) => <Form.Control {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('E-mail');
    expect(input).toHaveAttribute('id', 'signup-email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('Usado para recuperar a senha');
    expect(input).not.toHaveClass('is-invalid');
  });

  it('marks the control invalid and names the message first when there is one', () => {
    render(
      <Field id="signup-email" label="E-mail" error="Informe um e-mail válido" hint="Usado para recuperar a senha" describedBy="email-status">
        {(control) => <Form.Control {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('E-mail');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveClass('is-invalid');
    expect(input).toHaveAttribute('aria-describedby', 'signup-email-feedback signup-email-hint email-status');
    expect(screen.getByText('Informe um e-mail válido')).toHaveAttribute('id', 'signup-email-feedback');
  });

  it('with messageInside, hands the message to the control to place inside its input group', () => {
    const { container } = render(
      <Field id="login-password" label="Senha" error="Informe sua senha" messageInside>
        {(control, message) => (
          <InputGroup hasValidation>
            <Form.Control {...control} type="password" />
            <Button>Mostrar senha</Button>
            {message}
          </InputGroup>
        )}
      </Field>,
    );
    const input = screen.getByLabelText('Senha');
    expect(input).toHaveAccessibleDescription('Informe sua senha');
    // Inside the group, after the button (Bootstrap squares the group's corners next to it), and only once.
    expect(container.querySelector('.input-group > .btn + .invalid-feedback')).toHaveTextContent('Informe sua senha');
    expect(screen.getAllByText('Informe sua senha')).toHaveLength(1);
  });
  it("with messageRole 'alert', a message that comes with no submit (a refused file) is announced", () => {
    const { rerender } = render(
      <Field id="profile-image" label="Alterar foto" describedBy="profile-image-help" messageRole="alert">
        {(control) => <Form.Control {...control} type="file" />}
      </Field>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(
      <Field id="profile-image" label="Alterar foto" error="A imagem deve ter no máximo 5 MB." describedBy="profile-image-help" messageRole="alert">
        {(control) => <Form.Control {...control} type="file" />}
      </Field>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('A imagem deve ter no máximo 5 MB.');
    expect(screen.getByLabelText('Alterar foto')).toHaveAttribute('aria-describedby', 'profile-image-feedback profile-image-help');
  });

  it('with hintFirst, the hint stands under the control and the message after it', () => {
    const { container } = render(
      <Field id="slip-barcode" label="Linha digitável" error="Informe a linha digitável" hint="47 ou 48 dígitos" hintFirst>
        {(control) => <Form.Control {...control} />}
      </Field>,
    );
    const texts = [...container.querySelectorAll('.form-text, .invalid-feedback')].map((el) => el.textContent);
    expect(texts).toEqual(['47 ou 48 dígitos', 'Informe a linha digitável']);
    expect(screen.getByLabelText('Linha digitável')).toHaveAttribute('aria-describedby', 'slip-barcode-feedback slip-barcode-hint');
  });
});
