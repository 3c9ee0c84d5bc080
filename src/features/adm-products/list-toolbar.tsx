import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { CONDITIONS, DEFAULT_VIEW, LOW_STOCK_MAX, ORIGINS, SORT_KEYS, STATUSES, STOCK_FILTERS, type ListView, type SortDir, type SortKey } from './list-view';

/** Each sort key both ways, as one choice: 'Mais recentes', 'Menor preço'... */
const SORT_CHOICES: Array<{ sort: SortKey; dir: SortDir }> = SORT_KEYS.flatMap((sort) =>
  (sort === 'date' || sort === 'stock' ? (['desc', 'asc'] as const) : (['asc', 'desc'] as const)).map((dir) => ({ sort, dir })),
);

interface Props {
  view: ListView;
  /** The text as typed (the view's text follows it a moment later). */
  text: string;
  onText: (text: string) => void;
  onChange: (patch: Partial<ListView>) => void;
}

/** The list's text filter, sort and filters; every choice lives in the URL. */
export function ListToolbar({ view, text, onText, onChange }: Props) {
  const { t } = useTranslation('advertiser');
  const filtered = view.condition || view.origin || view.stock || view.status || text.trim();
  const select = <K extends 'condition' | 'origin' | 'stock' | 'status'>(key: K, values: readonly string[], all: string) => (
    <Form.Group controlId={`adm-product-${key}`} className="col-6 col-md-4 col-xl-2">
      <Form.Label className="small mb-1">{t(`listTools.${key}.label`)}</Form.Label>
      <Form.Select size="sm" value={view[key]} onChange={(e) => onChange({ [key]: e.target.value } as Partial<ListView>)}>
        <option value="">{all}</option>
        {values.map((v) => (
          <option key={v} value={v}>
            {t(`listTools.${key}.${v}`, { max: LOW_STOCK_MAX })}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
  return (
    <div className="row g-2 align-items-end mb-2" data-testid="adm-product-toolbar">
      <Form.Group controlId="adm-product-filter" className="col-12 col-md-8 col-xl-4">
        <Form.Label className="small mb-1">{t('list.filter')}</Form.Label>
        <Form.Control
          type="search"
          size="sm"
          value={text}
          placeholder={t('list.filterPlaceholder')}
          onChange={(e) => onText(e.target.value)}
          autoComplete="off"
        />
      </Form.Group>
      <Form.Group controlId="adm-product-sort" className="col-6 col-md-4 col-xl-2">
        <Form.Label className="small mb-1">{t('listTools.sort.label')}</Form.Label>
        <Form.Select
          size="sm"
          value={`${view.sort}:${view.dir}`}
          onChange={(e) => {
            const [sort, dir] = e.target.value.split(':') as [SortKey, SortDir];
            onChange({ sort, dir });
          }}
        >
          {SORT_CHOICES.map(({ sort, dir }) => (
            <option key={`${sort}:${dir}`} value={`${sort}:${dir}`}>
              {t(`listTools.sort.${sort}_${dir}`)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {select('condition', CONDITIONS, t('listTools.condition.all'))}
      {select('origin', ORIGINS, t('listTools.origin.all'))}
      {select('stock', STOCK_FILTERS, t('listTools.stock.all'))}
      {select('status', STATUSES, t('listTools.status.all'))}
      {filtered ? (
        <div className="col-6 col-md-4 col-xl-auto">
          <Button
            variant="link"
            size="sm"
            className="px-0"
            onClick={() => {
              onText('');
              onChange({ q: '', condition: DEFAULT_VIEW.condition, origin: DEFAULT_VIEW.origin, stock: DEFAULT_VIEW.stock, status: DEFAULT_VIEW.status });
            }}
          >
            {t('listTools.clearFilters')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
