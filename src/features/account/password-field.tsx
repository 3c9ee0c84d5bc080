import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@/lib/validation';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  autoComplete?: string;
  name?: string;
  autoFocus?: boolean;
  help?: string;
  describedBy?: string;
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <line x1="3" y1="3" x2="21" y2="21" /> : null}
    </svg>
  );
}

/** A password control with a show/hide toggle and its invalid feedback. */
export function PasswordField({ label, value, onChange, error, autoComplete = 'current-password', name, autoFocus, help, describedBy }: Props) {
  const { t } = useTranslation('account');
  const [visible, setVisible] = useState(false);
  const id = useId();
  const feedbackId = `${id}-feedback`;
  const helpId = `${id}-help`;
  const described = [error ? feedbackId : null, help ? helpId : null, describedBy ?? null].filter(Boolean).join(' ') || undefined;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <InputGroup hasValidation>
        <Form.Control
          type={visible ? 'text' : 'password'}
          name={name}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          isInvalid={!!error}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          aria-describedby={described}
          autoCapitalize="off"
          maxLength={LIMITS.password}
          spellCheck={false}
        />
        <Button
          variant="outline-secondary"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t('login.hidePassword') : t('login.showPassword')}
          aria-pressed={visible}
          aria-controls={id}
        >
          <EyeIcon crossed={visible} />
        </Button>
        {error ? (
          <Form.Control.Feedback type="invalid" id={feedbackId}>
            {error}
          </Form.Control.Feedback>
        ) : null}
      </InputGroup>
      {help ? (
        <Form.Text id={helpId} className="text-body-secondary">
          {help}
        </Form.Text>
      ) : null}
    </Form.Group>
  );
}
