import type { ChangeEvent, ComponentProps } from 'react';
import Form from 'react-bootstrap/Form';
import { applyMask, BUSINESS_MAX, businessPhoneKind, formatBusinessPhone, MASKS } from '@/lib/validation';

type ControlProps = Omit<ComponentProps<typeof Form.Control>, 'ref' | 'as' | 'type' | 'value' | 'onChange' | 'defaultValue'>;

export interface MaskedInputProps extends ControlProps {
  /** Mask: '9' is one digit, anything else is kept as typed. */
  mask: string;
  /** Masked or plain digits; shown masked. */
  value: string;
  /** Receives the masked text and its digits. */
  onValueChange: (masked: string, digits: string) => void;
}

/**
 * A Bootstrap text control with a digit mask. Formatting happens in onChange from the
 * digits typed, so fast typing and pasting never race a DOM-level mask
 * (@react-input/mask's useMask lost digits under fast typing in Chromium).
 */
export function MaskedInput({ mask, value, onValueChange, maxLength, ...rest }: MaskedInputProps) {
  return (
    <Form.Control
      {...rest}
      type="text"
      inputMode="numeric"
      maxLength={maxLength ?? mask.length}
      value={applyMask(mask, value)}
      onChange={(e: ChangeEvent<HTMLInputElement>) => {
        const text = applyMask(mask, e.target.value);
        onValueChange(text, text.replace(/\D/g, ''));
      }}
    />
  );
}

type PresetProps = ControlProps & Pick<MaskedInputProps, 'value' | 'onValueChange'>;

/** Mobile phone (99) 9-9999-9999. */
export function PhoneInput(props: PresetProps) {
  return <MaskedInput autoComplete="tel-national" {...props} mask={MASKS.phone} />;
}

/** CPF / document 999.999.999-99. */
export function DocumentInput(props: PresetProps) {
  return <MaskedInput {...props} mask={MASKS.document} />;
}

/** CEP 99.999-999. */
export function ZipcodeInput(props: PresetProps) {
  return <MaskedInput autoComplete="postal-code" {...props} mask={MASKS.zipcode} />;
}

/**
 * Business phone: 0800/0300/0500 as 9999-999-9999, 4004 as 9999-9999, otherwise a
 * mobile or landline. The mask depends on the first digits, so it is applied on change.
 */
export function BusinessPhoneInput({ value, onValueChange, ...rest }: PresetProps) {
  const shown = formatBusinessPhone(value);
  return (
    <Form.Control
      {...rest}
      type="text"
      inputMode="numeric"
      autoComplete="tel"
      maxLength={BUSINESS_MAX[businessPhoneKind(shown)]}
      value={shown}
      onChange={(e: ChangeEvent<HTMLInputElement>) => {
        const masked = formatBusinessPhone(e.target.value);
        onValueChange(masked, masked.replace(/\D/g, ''));
      }}
    />
  );
}
