import { useQuery } from '@tanstack/react-query';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { admProductsQuery, type AdmProduct } from '@/api/adm-products';
import { EmptyView } from '@/components/feedback/empty-view';
import { ErrorView } from '@/components/feedback/error-view';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { foldText } from '@/lib/format';
import { storageKeys } from '@/lib/storage-keys';
import { pageTitle } from '@/lib/page-title';
import { DeleteDialog } from './delete-dialog';
import { ProductCard } from './product-card';
import { productUpdateTarget } from './product-update-target';
import { StockDialog } from './stock-dialog';
import { useGridColumns } from './use-grid-columns';

/** Card height plus the row gutter: every row has the same height, so nothing is measured. */
const ROW_HEIGHT = 316;

type Dialog = { kind: 'stock' | 'delete'; product: AdmProduct } | null;

/** The text filter's URL parameter. */
const FILTER_PARAM = 'q';

/** Notes where this list entry was scrolled to, as a product is opened from it. */
function rememberScroll(entry: string) {
  try {
    sessionStorage.setItem(storageKeys.productListScroll, JSON.stringify({ entry, y: Math.round(window.scrollY) }));
  } catch {
    // Storage refused (private mode, quota): Back then starts at the top.
  }
}

function rememberedScroll(entry: string): number | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(storageKeys.productListScroll) ?? 'null') as { entry?: unknown; y?: unknown } | null;
    return saved && saved.entry === entry && typeof saved.y === 'number' && saved.y > 0 ? saved.y : null;
  } catch {
    return null;
  }
}

/**
 * Back from a product's edit returns to the place in the list it was opened from. The layout
 * scrolls to the top on a route change after this screen's effects run: the restore waits a frame.
 */
function useRestoredScroll(entry: string, ready: boolean) {
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current) return;
    const y = rememberedScroll(entry);
    if (y === null) {
      done.current = true;
      return;
    }
    const frame = requestAnimationFrame(() => {
      done.current = true;
      window.scrollTo({ top: y });
    });
    return () => cancelAnimationFrame(frame);
  }, [entry, ready]);
}

/** /adm/productList: the advertiser's products, virtualised so 10,000 stay fast. */
export function ProductList() {
  const { t } = useTranslation('advertiser');
  const query = useQuery(admProductsQuery());
  // The filter is in the URL (a reload or Back keeps it); typing replaces the entry, letter by letter.
  const [params, setParams] = useSearchParams();
  const [filter, setFilterText] = useState(() => params.get(FILTER_PARAM) ?? '');
  const setFilter = (text: string) => {
    setFilterText(text);
    setParams(text ? { [FILTER_PARAM]: text } : {}, { replace: true });
  };
  const deferredFilter = useDeferredValue(filter);
  const [dialog, setDialog] = useState<Dialog>(null);
  const navigate = useNavigate();
  const location = useLocation();
  useRestoredScroll(location.key, query.isSuccess);

  const all = query.data;
  const products = useMemo(() => {
    if (!all) return [];
    const f = foldText(deferredFilter.trim());
    return f ? all.filter((p) => foldText(p.part_name).includes(f)) : all;
  }, [all, deferredFilter]);

  const edit = (p: AdmProduct) => {
    rememberScroll(location.key);
    const target = productUpdateTarget(p.id);
    navigate(target.to, { state: target.state });
  };

  let body;
  if (query.isPending) body = <PageSpinner />;
  else if (query.isError) body = <ErrorView message={t('list.loadFailed')} onRetry={() => void query.refetch()} />;
  else if (query.data.length === 0) body = <EmptyView message={t('list.empty')} action={{ to: paths.adm.productCreate, label: t('list.create') }} />;
  else
    body = (
      <>
        <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
          <Form.Group controlId="adm-product-filter" className="flex-grow-1" style={{ maxWidth: 420 }}>
            <Form.Label>{t('list.filter')}</Form.Label>
            <Form.Control
              type="search"
              value={filter}
              placeholder={t('list.filterPlaceholder')}
              onChange={(e) => setFilter(e.target.value)}
              autoComplete="off"
            />
          </Form.Group>
          <p className="mb-2 text-body-secondary" role="status" aria-live="polite">
            {products.length === query.data.length
              ? t('list.count', { count: products.length })
              : t('list.countFiltered', { shown: products.length, total: query.data.length })}
          </p>
        </div>
        {products.length === 0 ? (
          <EmptyView message={t('list.noMatch')} image={false} />
        ) : (
          <VirtualGrid
            products={products}
            onStock={(p) => setDialog({ kind: 'stock', product: p })}
            onEdit={edit}
            onDelete={(p) => setDialog({ kind: 'delete', product: p })}
          />
        )}
      </>
    );

  return (
    <div style={{ width: 0, minWidth: '100%' }}>
      <title>{pageTitle(t('list.title'))}</title>
      <PageHeader title={t('list.title')} action={{ to: paths.adm.productCreate, label: t('list.create') }} className="mb-3" />
      {body}
      {dialog?.kind === 'stock' ? <StockDialog key={dialog.product.id} product={dialog.product} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'delete' ? <DeleteDialog key={dialog.product.id} product={dialog.product} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}

interface GridProps {
  products: AdmProduct[];
  onStock: (p: AdmProduct) => void;
  onEdit: (p: AdmProduct) => void;
  onDelete: (p: AdmProduct) => void;
}

function VirtualGrid({ products, onStock, onEdit, onDelete }: GridProps) {
  const columns = useGridColumns();
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const [raisedRow, setRaisedRow] = useState<number | null>(null);
  const rowCount = Math.ceil(products.length / columns);

  useLayoutEffect(() => {
    const el = listRef.current;
    if (el) setScrollMargin(el.getBoundingClientRect().top + window.scrollY);
  }, [columns]);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => ROW_HEIGHT,
    overscan: 3,
    scrollMargin,
    initialRect: { width: 1024, height: 900 },
  });

  return (
    <div ref={listRef} className="position-relative" style={{ height: virtualizer.getTotalSize() }} data-testid="adm-product-grid">
      {virtualizer.getVirtualItems().map((row) => {
        const start = row.index * columns;
        const items = products.slice(start, start + columns);
        return (
          <div
            key={row.key}
            className="row g-3 position-absolute start-0 end-0 top-0 mx-0"
            style={{ height: ROW_HEIGHT, transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`, zIndex: raisedRow === row.index ? 2 : 1 }}
          >
            {items.map((p) => (
              <div key={p.id} className="col-12 col-sm-6 col-md-4 col-lg-3 col-xl-3 col-xxl-2 pb-3" style={{ height: ROW_HEIGHT - 16 }}>
                <ProductCard
                  product={p}
                  onStock={onStock}
                  onEdit={onEdit}
                  onDelete={onDelete}
                  onMenuToggle={(open) => setRaisedRow((r) => (open ? row.index : r === row.index ? null : r))}
                />
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}
