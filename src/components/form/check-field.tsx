import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import type { FieldControlProps } from './field';

interface Props {
  /** The checkbox's id; the message is `${id}-feedback`. */
  id: string;
  label: ReactNode;
  /** The message while the box is not as it must be ('Você precisa aceitar antes de continuar'). */
  error?: string | null;
  /** Extra ids the checkbox is described by. */
  describedBy?: string;
  className?: string;
  /** The box: a Form.Check.Input; spread `control` on it. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A checkbox field (terms, age): the box, its label after it and its message, wired as Field
 * wires a text control (label, `aria-invalid`, `aria-describedby` naming the message).
 */
export function CheckField({ id, label, error, describedBy, className, children }: Props) {
  const errorId = `${id}-feedback`;
  const describedByIds = [error ? errorId : null, describedBy ?? null].filter(Boolean).join(' ') || undefined;
  return (
    <Form.Group className={className}>
      <Form.Check type="checkbox">
        {children({ id, isInvalid: Boolean(error), 'aria-invalid': error ? true : undefined, 'aria-describedby': describedByIds })}
        <Form.Check.Label htmlFor={id}>{label}</Form.Check.Label>
        {error ? (
          <Form.Control.Feedback type="invalid" id={errorId} className="d-block">
            {error}
          </Form.Control.Feedback>
        ) : null}
      </Form.Check>
    </Form.Group>
  );
}
