import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { useMemo, type Ref } from 'react';
import Form from 'react-bootstrap/Form';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { Field } from '@/components/form/field';
import { CODE_LENGTH } from '@/lib/validation';
import { codeSchema, type CodeValues } from './account-schemas';

interface Props {
  id: string;
  label: string;
  /** The code as typed, without spaces (a react-hook-form Controller's field). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
  error?: string | null;
  autoFocus?: boolean;
}

/** The 6-character verification code field. */
function CodeInput({ id, label, value, onChange, onBlur, ref, error, autoFocus }: Props) {
  return (
    <Field id={id} label={label} error={error} className="mb-3">
      {(control) => (
        <Form.Control
          {...control}
          ref={ref}
          name="code"
          value={value}
          onChange={(e) => onChange(e.target.value.replace(/\s/g, '').slice(0, CODE_LENGTH))}
          onBlur={onBlur}
          autoComplete="one-time-code"
          inputMode="text"
          maxLength={CODE_LENGTH}
          autoFocus={autoFocus}
          className="text-center fs-5 font-monospace"
          style={{ letterSpacing: '0.4em' }}
        />
      )}
    </Field>
  );
}

/** A code form (signup, recovery), starting from the code a draft kept; its message comes and goes with its submit only. */
export function useCodeForm(t: TFunction, initialCode: string): UseFormReturn<CodeValues> {
  const rules = useMemo(() => codeSchema(t), [t]);
  return useForm<CodeValues>({
    resolver: zodResolver(rules),
    defaultValues: { code: initialCode },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
}

/** The code field of a code form (signup, recovery): CodeInput wired to the form's `code` value and message. */
export function CodeFormField({ form, id, label }: { form: UseFormReturn<CodeValues>; id: string; label: string }) {
  return (
    <Controller
      control={form.control}
      name="code"
      render={({ field }) => (
        <CodeInput
          id={id}
          label={label}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={form.formState.errors.code?.message}
          autoFocus
        />
      )}
    />
  );
}
