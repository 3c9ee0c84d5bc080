import type { ChangeEvent, ClipboardEvent, ComponentProps } from 'react';
import Form from 'react-bootstrap/Form';
import { BUSINESS_MAX, businessPhoneKind, formatBusinessPhone, formatDocument, formatPhone, formatZipcode, MASKS } from '@/lib/validation';

type ControlProps = Omit<ComponentProps<typeof Form.Control>, 'ref' | 'as' | 'type' | 'value' | 'onChange' | 'defaultValue'>;

interface MaskedInputProps extends ControlProps {
  /** Lays out the digits of what is typed (a mask of lib/validation). */
  format: (value: string) => string;
  /** Masked or plain digits; shown masked. */
  value: string;
  /** Receives the masked text and its digits. */
  onValueChange: (masked: string, digits: string) => void;
}

/**
 * A Bootstrap text control with a digit mask. Formatting happens in onChange from the
 * digits typed, so fast typing and pasting never race a DOM-level mask
 * (@react-input/mask's useMask lost digits under fast typing in Chromium). maxLength stops typing
 * once the mask is full; a paste is formatted whole instead, since the browser would cut the pasted
 * text to maxLength first ('+55 11 97654-3210' lost its last digit and read as another number).
 */
function MaskedInput({ format, value, onValueChange, ...rest }: MaskedInputProps) {
  const change = (typed: string) => {
    const text = format(typed);
    onValueChange(text, text.replace(/\D/g, ''));
  };
  return (
    <Form.Control
      {...rest}
      type="text"
      inputMode="numeric"
      value={format(value)}
      onChange={(e: ChangeEvent<HTMLInputElement>) => change(e.target.value)}
      onPaste={(e: ClipboardEvent<HTMLInputElement>) => {
        const pasted = e.clipboardData.getData('text');
        if (!pasted) return;
        e.preventDefault();
        const input = e.currentTarget;
        const start = input.selectionStart ?? input.value.length;
        const end = input.selectionEnd ?? start;
        change(`${input.value.slice(0, start)}${pasted}${input.value.slice(end)}`);
      }}
    />
  );
}

type PresetProps = ControlProps & Pick<MaskedInputProps, 'value' | 'onValueChange'>;

/** Mobile phone (99) 9-9999-9999. */
export function PhoneInput({ maxLength, ...props }: PresetProps) {
  return <MaskedInput autoComplete="tel-national" {...props} maxLength={maxLength ?? MASKS.phone.length} format={formatPhone} />;
}

/**
 * CPF or CNPJ (the profile's document): the mask follows the digits typed, a CPF 999.999.999-99 up to
 * 11 digits and a CNPJ 99.999.999/9999-99 from 12 to 14. The length allows the longer of the two.
 */
export function DocumentInput({ maxLength, ...props }: PresetProps) {
  return <MaskedInput {...props} maxLength={maxLength ?? MASKS.cnpj.length} format={formatDocument} />;
}

/** CEP 99.999-999. */
export function ZipcodeInput({ maxLength, ...props }: PresetProps) {
  return <MaskedInput autoComplete="postal-code" {...props} maxLength={maxLength ?? MASKS.zipcode.length} format={formatZipcode} />;
}

/**
 * Business phone: 0800/0300/0500 as 9999-999-9999, 4004 as 9999-9999, otherwise a
 * mobile or landline. The mask depends on the first digits, so it is chosen on each change.
 */
export function BusinessPhoneInput(props: PresetProps) {
  return <MaskedInput {...props} autoComplete="tel" maxLength={BUSINESS_MAX[businessPhoneKind(props.value)]} format={formatBusinessPhone} />;
}
