import { useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';

interface Options<T> {
  /** The listbox's id; option i is `${listId}-${i}`. */
  listId: string;
  /** What can be offered now; with none the list stays hidden. */
  items: readonly T[];
  /** An option taken (click, or Enter on the highlighted one); the list has closed. */
  onPick: (item: T) => void;
  /** Focus and the arrows show the list again (the search box); otherwise only typing does. */
  reopen?: boolean;
}

interface Combobox<T> {
  listId: string;
  items: readonly T[];
  expanded: boolean;
  /** The highlighted option, -1 for none. */
  active: number;
  pick: (item: T) => void;
  close: () => void;
  /** For the input's onChange: what is typed shows the list, nothing highlighted. */
  typed: () => void;
  /** Spread on the input: its role, ARIA state and key, focus and blur handlers. */
  inputProps: {
    role: 'combobox';
    'aria-autocomplete': 'list';
    'aria-expanded': boolean;
    'aria-controls': string;
    'aria-activedescendant': string | undefined;
    autoComplete: 'off';
    onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => void;
    onFocus: (() => void) | undefined;
    onBlur: () => void;
  };
}

/**
 * An input with a listbox of suggestions (the WAI-ARIA combobox pattern): the arrows move the
 * highlight, wrapping at both ends, and the input names it in aria-activedescendant; Enter takes
 * the highlighted option (and sends no form); Escape and leaving the input hide the list.
 */
export function useCombobox<T>({ listId, items, onPick, reopen = false }: Options<T>): Combobox<T> {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const count = items.length;
  const expanded = open && count > 0;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (item: T) => {
    close();
    onPick(item);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') {
      close();
      return;
    }
    if (!expanded && !(reopen && count > 0)) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const down = e.key === 'ArrowDown';
      setOpen(true);
      setActive((i) => (down ? (i + 1) % count : i <= 0 ? count - 1 : i - 1));
    } else if (e.key === 'Enter' && expanded && active >= 0) {
      e.preventDefault();
      pick(items[active]);
    }
  };

  return {
    listId,
    items,
    expanded,
    active,
    pick,
    close,
    typed: () => {
      setOpen(true);
      setActive(-1);
    },
    inputProps: {
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': expanded,
      'aria-controls': listId,
      'aria-activedescendant': expanded && active >= 0 ? `${listId}-${active}` : undefined,
      autoComplete: 'off',
      onKeyDown,
      onFocus: reopen ? () => setOpen(true) : undefined,
      onBlur: close,
    },
  };
}

interface ListProps<T> {
  combobox: Combobox<T>;
  label: string;
  /** Classes besides Bootstrap's list group and shadow (where the list sits). */
  className: string;
  style?: CSSProperties;
  /** Classes of each option besides the list-group item's. */
  optionClassName?: string;
  keyOf: (item: T, index: number) => string;
  children: (item: T) => ReactNode;
}

/** The combobox's listbox: hidden while there is nothing to show, the highlighted option active. */
export function ComboboxList<T>({ combobox, label, className, style, optionClassName = '', keyOf, children }: ListProps<T>) {
  const { listId, items, expanded, active, pick } = combobox;
  return (
    <ul id={listId} role="listbox" aria-label={label} className={`list-group shadow ${className} ${expanded ? '' : 'd-none'}`} style={style}>
      {expanded
        ? items.map((item, i) => (
            <li
              key={keyOf(item, i)}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={`list-group-item list-group-item-action ${optionClassName} ${i === active ? 'active' : ''}`}
              style={{ cursor: 'pointer' }}
              // Keeps the input focused, so the click lands before a blur closes the list.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(item)}
            >
              {children(item)}
            </li>
          ))
        : null}
    </ul>
  );
}
