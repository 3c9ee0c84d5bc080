import { Suspense, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Suggestion } from '@/api/search';
import { ProductImage } from '@/components/product-card/product-image';
import { paths } from '@/config/paths';
import { searchSlug } from '@/lib/search-slug';
import { LIMITS } from '@/lib/validation';
import { useSuggestions } from './use-suggestions';

interface Props {
  variant: 'desktop' | 'mobile';
}

/** The top bar's search box (desktop and mobile variants) with autocomplete. */
export function SearchBox(props: Props) {
  // The catalogue texts load on demand; the box keeps its height meanwhile so the bar does not jump.
  return (
    <Suspense fallback={<div className="search-box-placeholder" />}>
      <SearchBoxInner {...props} />
    </Suspense>
  );
}

function SearchBoxInner({ variant }: Props) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const id = useId();
  const inputId = `search-${variant}-${id}`;
  const listId = `${inputId}-list`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(text);
  const expanded = open && suggestions.length > 0;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const search = (term: string) => {
    const slug = searchSlug(term);
    if (!slug) return;
    close();
    navigate(paths.search(slug), { state: { term: term.trim() } });
  };

  const choose = (s: Suggestion) => {
    close();
    if (s.url) navigate(paths.product(s.url));
    else search(s.description ?? '');
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (expanded && active >= 0) choose(suggestions[active]);
    else search(text);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') {
      close();
      return;
    }
    if (!suggestions.length) return;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % suggestions.length);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    }
  };

  return (
    <form role="search" className="search-box position-relative" onSubmit={onSubmit} aria-label={t('search.label')}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('search.label')}
      </label>
      <div className="input-group">
        <input
          id={inputId}
          type="search"
          className="form-control"
          placeholder={t('search.placeholder')}
          value={text}
          maxLength={LIMITS.searchTerm}
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={close}
        />
        <button type="submit" className="btn btn-warning" aria-label={t('search.submit')} title={t('search.submit')}>
          <svg width="18" height="18" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M11.742 10.344a6.5 6.5 0 1 0-1.397 1.398h-.001l3.85 3.85a1 1 0 0 0 1.415-1.414l-3.85-3.85zm-5.242.656a5 5 0 1 1 0-10 5 5 0 0 1 0 10z"
            />
          </svg>
        </button>
      </div>
      <ul id={listId} role="listbox" aria-label={t('search.suggestions')} className={`list-group search-suggestions shadow ${expanded ? '' : 'd-none'}`}>
        {expanded
          ? suggestions.map((s, i) => (
              <li
                key={`${s.url ?? ''}-${i}`}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className={`list-group-item list-group-item-action d-flex align-items-center gap-2 ${i === active ? 'active' : ''}`}
                // Keeps the input focused so the click lands before the blur closes the list.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(s)}
              >
                <ProductImage src={s.image} width={40} height={30} className="search-suggestion-img bg-white rounded" />
                <span className="text-truncate">{s.description}</span>
              </li>
            ))
          : null}
      </ul>
    </form>
  );
}
