import Form from 'react-bootstrap/Form';
import { CODE_LENGTH } from '@/lib/validation';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  autoFocus?: boolean;
}

/** The 6-character verification code field. */
export function CodeInput({ id, label, value, onChange, error, autoFocus }: Props) {
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        name="code"
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\s/g, '').slice(0, CODE_LENGTH))}
        isInvalid={!!error}
        aria-describedby={error ? `${id}-feedback` : undefined}
        autoComplete="one-time-code"
        inputMode="text"
        maxLength={CODE_LENGTH}
        autoFocus={autoFocus}
        className="text-center fs-5 font-monospace"
        style={{ letterSpacing: '0.4em' }}
      />
      {error ? (
        <Form.Control.Feedback type="invalid" id={`${id}-feedback`}>
          {error}
        </Form.Control.Feedback>
      ) : null}
    </Form.Group>
  );
}
