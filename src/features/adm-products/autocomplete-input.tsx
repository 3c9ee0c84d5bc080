import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { suggestionsQuery, type AutocompleteField, type Suggestion } from '@/api/adm-products';
import type { FieldControlProps } from '@/components/form/field';

/** Autocomplete asks after a 1000 ms pause, and only for more than 3 characters. */
export const AUTOCOMPLETE_DELAY_MS = 1000;
export const AUTOCOMPLETE_MIN_LENGTH = 4;

/** The input's id and marks (a Field's `control`), with the field it suggests for. */
interface Props extends FieldControlProps {
  field: AutocompleteField;
  value: string;
  onChange: (value: string) => void;
  onPick?: (suggestion: Suggestion) => void;
  disabled?: boolean;
  readOnly?: boolean;
  required?: boolean;
  maxLength?: number;
}

/** A text input with a listbox of server suggestions (ARIA combobox pattern). */
export function AutocompleteInput({ field, value, onChange, onPick, disabled, readOnly, required, maxLength, ...control }: Props) {
  const { t } = useTranslation('advertiser');
  const listId = useId();
  // Only what the user typed asks the server; values filled by the app do not.
  const [typed, setTyped] = useState<string | null>(null);
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    if (typed === null) return;
    const timer = setTimeout(() => setTerm(typed.trim()), AUTOCOMPLETE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const enabled = !readOnly && !disabled && term.length >= AUTOCOMPLETE_MIN_LENGTH;
  const query = useQuery({ ...suggestionsQuery(field, term), enabled });
  const suggestions = enabled && open ? (query.data ?? []) : [];
  const expanded = suggestions.length > 0;

  const pick = (s: Suggestion) => {
    onChange(s.label);
    onPick?.(s);
    setTyped(null);
    setTerm('');
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!expanded) return;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((a) => (a + 1) % suggestions.length);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => (a <= 0 ? suggestions.length - 1 : a - 1));
    } else if (e.key === 'Enter' && active >= 0) {
      e.preventDefault();
      pick(suggestions[active]);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className="position-relative">
      <Form.Control
        {...control}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-required={required}
        autoComplete="off"
        value={value}
        maxLength={maxLength}
        readOnly={readOnly}
        disabled={disabled}
        onChange={(e) => {
          onChange(e.target.value);
          setTyped(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      <ul id={listId} role="listbox" aria-label={t('form.suggestions')} className={`list-group position-absolute w-100 shadow autocomplete-list ${expanded ? '' : 'd-none'}`} style={{ zIndex: 1056, top: '100%' }}>
        {suggestions.map((s, i) => (
          <li
            key={`${s.id ?? ''}-${s.label}`}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={`list-group-item list-group-item-action ${i === active ? 'active' : ''}`}
            style={{ cursor: 'pointer' }}
            onMouseDown={(e) => {
              e.preventDefault();
              pick(s);
            }}
          >
            {s.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
