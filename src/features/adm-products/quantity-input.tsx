import type { ComponentProps } from 'react';
import Form from 'react-bootstrap/Form';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { LIMITS } from '@/lib/validation';

type Props = Omit<ComponentProps<typeof Form.Control>, 'type' | 'onChange' | 'max' | 'step'> & {
  /** The lowest quantity the field accepts (1 on the product form, 0 in the stock dialog). */
  min: number;
  /** The value as typed, digits only and no longer than the largest quantity accepted. */
  onValueChange: (digits: string) => void;
};

/** A whole-number quantity field up to LIMITS.quantityMax: anything but digits is dropped as it is typed. */
function QuantityInput({ min, onValueChange, ...rest }: Props) {
  return (
    <Form.Control
      {...rest}
      type="number"
      inputMode="numeric"
      min={min}
      max={LIMITS.quantityMax}
      step={1}
      onChange={(e) => onValueChange(e.target.value.replace(/[^\d]/g, '').slice(0, String(LIMITS.quantityMax).length))}
    />
  );
}

type FormProps<T extends FieldValues> = Omit<Props, 'name' | 'value' | 'onValueChange' | 'onBlur'> & { control: Control<T>; name: FieldPathByValue<T, string> };

/** QuantityInput wired to a react-hook-form field: its value, its change and its blur. */
export function FormQuantityInput<T extends FieldValues>({ control, name, min, ...rest }: FormProps<T>) {
  const { field } = useController({ control, name });
  return <QuantityInput {...rest} min={min} name={field.name} value={field.value} onValueChange={field.onChange} onBlur={field.onBlur} />;
}
