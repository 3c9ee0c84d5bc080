import { Suspense, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Suggestion } from '@/features/search/api/search';
import { ComboboxList, useCombobox } from '@/components/combobox/combobox';
import { Icon } from '@/components/icon';
import { RemoteImage } from '@/components/remote-image';
import { paths } from '@/config/paths';
import { searchSlug } from '@/features/search/search-slug';
import { LIMITS } from '@/lib/limits';
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
  const [text, setText] = useState('');
  const suggestions = useSuggestions(text);
  const combobox = useCombobox({
    listId: `${inputId}-list`,
    items: suggestions,
    reopen: true,
    onPick: (s: Suggestion) => {
      if (s.url) navigate(paths.product(s.url));
      else search(s.description ?? '');
    },
  });

  function search(term: string) {
    const slug = searchSlug(term);
    if (!slug) return;
    combobox.close();
    navigate(paths.search(slug), { state: { term: term.trim() } });
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    search(text);
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
          {...combobox.inputProps}
          onChange={(e) => {
            setText(e.target.value);
            combobox.typed();
          }}
        />
        <button type="submit" className="btn btn-warning" aria-label={t('search.submit')} title={t('search.submit')}>
          <Icon
            size={18}
            d="M11.742 10.344a6.5 6.5 0 1 0-1.397 1.398h-.001l3.85 3.85a1 1 0 0 0 1.415-1.414l-3.85-3.85zm-5.242.656a5 5 0 1 1 0-10 5 5 0 0 1 0 10z"
          />
        </button>
      </div>
      <ComboboxList
        combobox={combobox}
        label={t('search.suggestions')}
        className="search-suggestions"
        optionClassName="d-flex align-items-center gap-2"
        keyOf={(s, i) => `${s.url ?? ''}-${i}`}
      >
        {(s) => (
          <>
            <RemoteImage src={s.image} width={40} height={30} className="search-suggestion-img bg-white rounded" />
            <span className="text-truncate">{s.description}</span>
          </>
        )}
      </ComboboxList>
    </form>
  );
}
