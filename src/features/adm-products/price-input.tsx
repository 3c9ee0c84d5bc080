import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { PRICE_DIGITS_MAX } from '@/lib/validation';
import { formatPriceDigits, priceDigits } from './price';

interface Props {
  id: string;
  /** The typed digits; the last two are cents. */
  digits: string;
  onChange: (digits: string) => void;
  disabled?: boolean;
  isInvalid?: boolean;
  describedBy?: string;
  required?: boolean;
}

/** BRL price input: keeps only digits, the last two are cents, shown as '1.234,56' ('0,05' under 3 digits). */
export function PriceInput({ id, digits, onChange, disabled, isInvalid, describedBy, required }: Props) {
  return (
    <InputGroup hasValidation>
      <InputGroup.Text aria-hidden="true">R$</InputGroup.Text>
      <Form.Control
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={formatPriceDigits(digits)}
        // Digits past R$ 9.999.999,99 are not taken, like a maxLength: nothing typed before is lost.
        onChange={(e) => onChange(priceDigits(e.target.value).slice(0, PRICE_DIGITS_MAX))}
        disabled={disabled}
        isInvalid={isInvalid}
        aria-describedby={describedBy}
        aria-required={required}
        placeholder="0,00"
      />
    </InputGroup>
  );
}
