import type { ComponentProps } from 'react';
import Form from 'react-bootstrap/Form';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';

type Props = Omit<ComponentProps<typeof Form.Control>, 'type' | 'onChange' | 'min' | 'max' | 'step'> & {
  /** The value as typed. */
  onValueChange: (text: string) => void;
};

/**
 * A whole-number quantity field, on a numeric keypad. It keeps exactly what was typed or pasted:
 * '100000', '1.5' or '1e308' stay as they are and the form's rule refuses them with a message
 * (a number input, or dropping what is not a digit, turned them into 10000, 15 or 1308 unseen).
 */
function QuantityInput({ onValueChange, ...rest }: Props) {
  return <Form.Control {...rest} type="text" inputMode="numeric" autoComplete="off" onChange={(e) => onValueChange(e.target.value)} />;
}

type FormProps<T extends FieldValues> = Omit<Props, 'name' | 'value' | 'onValueChange' | 'onBlur'> & { control: Control<T>; name: FieldPathByValue<T, string> };

/** QuantityInput wired to a react-hook-form field: its value, its change and its blur. */
export function FormQuantityInput<T extends FieldValues>({ control, name, ...rest }: FormProps<T>) {
  const { field } = useController({ control, name });
  return <QuantityInput {...rest} name={field.name} value={field.value} onValueChange={field.onChange} onBlur={field.onBlur} />;
}
