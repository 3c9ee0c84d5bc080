import Form from 'react-bootstrap/Form';

interface Props<T extends string> {
  id: string;
  label: string;
  /** 'small mb-1' above a filter; 'visually-hidden' where what is chosen is already said beside it. */
  labelClassName?: string;
  className?: string;
  value: string;
  options: readonly T[];
  optionLabel: (option: T) => string;
  /** A first option of empty value ('Todos') that narrows nothing. */
  emptyLabel?: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** A labelled select of fixed options: a list's status and plan filters, a plan's billing frequency. */
export function SelectField<T extends string>({ id, label, labelClassName, className, value, options, optionLabel, emptyLabel, onChange, disabled }: Props<T>) {
  return (
    <Form.Group controlId={id} className={className}>
      <Form.Label className={labelClassName}>{label}</Form.Label>
      <Form.Select value={value} onChange={(e) => onChange(e.target.value)} disabled={disabled}>
        {emptyLabel === undefined ? null : <option value="">{emptyLabel}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
