import { useTranslation } from 'react-i18next';
import type { MorePartsData, SelectedFilters } from '@/api/catalog';

interface Props {
  filters: MorePartsData['filters'];
  selected: SelectedFilters;
  onToggle: (name: string, value: string) => void;
  /** The sidebar and the modal can both be in the page: ids must differ. */
  idPrefix: string;
}

/** Filters whose values the contract fixes: shown in the page's language, sent as the server wrote them. */
const FIXED_VALUES = ['condicao', 'origem'];

/** One checkbox group per filter the server sends. */
export function FilterGroups({ filters, selected, onToggle, idPrefix }: Props) {
  const { t } = useTranslation('catalog');
  return (
    <div className="d-flex flex-column gap-3">
      {filters
        .filter((f) => f.data.length > 0)
        .map((filter) => (
          <fieldset key={filter.name} className="bg-white border rounded p-2">
            <legend className="h6 float-none w-auto px-1 mb-1">{t(`moreParts.names.${filter.name}`, { defaultValue: filter.name })}</legend>
            <div className="filter-options px-1">
              {filter.data.map((value, i) => {
                const id = `${idPrefix}-${filter.name}-${i}`;
                return (
                  <div key={value} className="form-check">
                    <input
                      id={id}
                      type="checkbox"
                      className="form-check-input"
                      checked={selected[filter.name]?.includes(value) ?? false}
                      onChange={() => onToggle(filter.name, value)}
                    />
                    <label htmlFor={id} className="form-check-label">
                      {FIXED_VALUES.includes(filter.name) ? t(`moreParts.values.${value}`, { defaultValue: value }) : value}
                    </label>
                  </div>
                );
              })}
            </div>
          </fieldset>
        ))}
    </div>
  );
}
