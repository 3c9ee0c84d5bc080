import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/form/field';
import { LIMITS } from '@/lib/validation';

type Props = UseFormRegisterReturn & {
  label: string;
  error?: string | null;
  autoComplete?: string;
  autoFocus?: boolean;
  help?: string;
  describedBy?: string;
  /** The control's id; a generated one when not given. */
  id?: string;
};

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <line x1="3" y1="3" x2="21" y2="21" /> : null}
    </svg>
  );
}

/**
 * A password control with a show/hide toggle and its invalid feedback. Spread the form's
 * registration on it: `<PasswordField label=… error=… {...register('password')} />`.
 */
export function PasswordField({ label, error, autoComplete = 'current-password', autoFocus, help, describedBy, id: givenId, ...field }: Props) {
  const { t } = useTranslation('account');
  const [visible, setVisible] = useState(false);
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return (
    <Field id={id} label={label} error={error} hint={help} describedBy={describedBy} className="mb-3" messageInside>
      {(control, message) => (
        <InputGroup hasValidation>
          <Form.Control
            {...field}
            {...control}
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            autoFocus={autoFocus}
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
          {message}
        </InputGroup>
      )}
    </Field>
  );
}
