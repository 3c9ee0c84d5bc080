import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import type { FieldControlProps } from '@/components/form/field';
import { PRICE_DIGITS_MAX } from '@/lib/validation';
import { formatPriceDigits, priceDigits } from './price';

/** The control's id and marks (a Field's `control`), with the digits. */
interface Props extends FieldControlProps {
  /** The typed digits; the last two are cents. */
  digits: string;
  onChange: (digits: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  required?: boolean;
}

/** BRL price input: keeps only digits, the last two are cents, shown as '1.234,56' ('0,05' under 3 digits). */
export function PriceInput({ digits, onChange, onBlur, disabled, required, ...control }: Props) {
  return (
    <InputGroup hasValidation>
      <InputGroup.Text aria-hidden="true">R$</InputGroup.Text>
      <Form.Control
        {...control}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={formatPriceDigits(digits)}
        // Digits past R$ 9.999.999,99 are not taken, like a maxLength: nothing typed before is lost.
        onChange={(e) => onChange(priceDigits(e.target.value).slice(0, PRICE_DIGITS_MAX))}
        onBlur={onBlur}
        disabled={disabled}
        aria-required={required}
        placeholder="0,00"
      />
    </InputGroup>
  );
}
