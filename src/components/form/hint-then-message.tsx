import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

interface Props {
  /** The hint's id: the control names it in aria-describedby (a Field's describedBy). */
  id: string;
  hint: ReactNode;
  /** The message a Field with messageInside hands its control. */
  message: ReactNode;
}

/**
 * A standing hint under a control with the field's message after it, for the forms that have
 * always shown them in that order (a Field's own hint comes after the message).
 */
export function HintThenMessage({ id, hint, message }: Props) {
  return (
    <>
      <Form.Text id={id} className="text-body-secondary">
        {hint}
      </Form.Text>
      {message}
    </>
  );
}
