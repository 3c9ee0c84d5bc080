import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { suggestionsQuery, type AutocompleteField, type Suggestion } from './shared/api/adm-products';
import { ComboboxList, useCombobox } from '@/components/combobox/combobox';
import type { FieldControlProps } from '@/components/form/field';
import { useDebouncedCall } from '@/lib/debounce';

/** Autocomplete asks after a 1000 ms pause, and only for more than 3 characters. */
const AUTOCOMPLETE_DELAY_MS = 1000;
const AUTOCOMPLETE_MIN_LENGTH = 4;

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
  // Only what the user typed asks the server, after a pause; values filled by the app do not.
  const [term, setTerm] = useState('');
  const later = useDebouncedCall();

  const enabled = !readOnly && !disabled && term.length >= AUTOCOMPLETE_MIN_LENGTH;
  const query = useQuery({ ...suggestionsQuery(field, term), enabled });
  const combobox = useCombobox({
    listId: useId(),
    items: enabled ? (query.data ?? []) : [],
    onPick: (s: Suggestion) => {
      onChange(s.label);
      onPick?.(s);
      later.cancel();
      setTerm('');
    },
  });

  return (
    <div className="position-relative">
      <Form.Control
        {...control}
        type="text"
        {...combobox.inputProps}
        aria-required={required}
        value={value}
        maxLength={maxLength}
        readOnly={readOnly}
        disabled={disabled}
        onChange={(e) => {
          const typed = e.target.value;
          onChange(typed);
          later.schedule(() => setTerm(typed.trim()), AUTOCOMPLETE_DELAY_MS);
          combobox.typed();
        }}
      />
      <ComboboxList
        combobox={combobox}
        label={t('form.suggestions')}
        className="position-absolute w-100 autocomplete-list"
        style={{ zIndex: 1056, top: '100%' }}
        keyOf={(s) => `${s.id ?? ''}-${s.label}`}
      >
        {(s) => s.label}
      </ComboboxList>
    </div>
  );
}
