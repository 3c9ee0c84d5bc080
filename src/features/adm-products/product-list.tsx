import { useQuery } from '@tanstack/react-query';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { admProductsQuery, useSetProductStatus, type AdmProduct } from './shared/api/adm-products';
import { errorText } from '@/api/error-text';
import { isAccessError } from '@/api/errors';
import { EmptyView } from '@/components/feedback/empty-view';
import { QueryBody } from '@/components/feedback/query-body';
import { PageHeader } from '@/components/page-header';
import { PlanUsageBar } from '@/features/subscriptions/shared/plan-usage-bar';
import { toast } from '@/components/toast/toast-store';
import { paths } from '@/config/paths';
import { safeStorage } from '@/lib/safe-storage';
import { storageKeys } from '@/lib/storage-keys';
import { pageTitle } from '@/lib/page-title';
import { BulkEditDialog, type BulkKind } from './bulk-edit-dialog';
import { DeleteDialog } from './delete-dialog';
import { filterProducts, isFiltered, sortProducts, listViewParams, readListView, type ListView } from './list-view';
import { ListToolbar } from './list-toolbar';
import { AdvertiserProductCard } from './advertiser-product-card';
import { productUpdateTarget } from './product-update-target';
import { StockDialog } from './stock-dialog';
import { useGridColumns } from './use-grid-columns';
import { useChainedSearchParams } from '@/lib/use-chained-search-params';

/** Card height plus the row gutter: every row has the same height, so nothing is measured. */
export const ROW_HEIGHT = 360;

type Dialog = { kind: 'stock' | 'delete'; product: AdmProduct } | { kind: 'bulk'; bulk: BulkKind; products: AdmProduct[] } | null;

/** The navigation state of an address this screen wrote itself (any state already there is kept). */
const OWN_WRITE = 'productListWrite';

function markOwnWrite(state: unknown): Record<string, unknown> {
  return { ...(state && typeof state === 'object' ? state : {}), [OWN_WRITE]: true };
}

function isOwnWrite(state: unknown): boolean {
  return !!state && typeof state === 'object' && (state as Record<string, unknown>)[OWN_WRITE] === true;
}

/**
 * A callback that keeps one identity for the screen's life and always runs the newest `fn`: the
 * memoised cards do not draw again because the list around them did.
 */
function useStableHandler<A extends unknown[]>(fn: (...args: A) => void): (...args: A) => void {
  const ref = useRef(fn);
  useLayoutEffect(() => {
    ref.current = fn;
  });
  return useCallback((...args: A) => ref.current(...args), []);
}

/** Notes where this list entry was scrolled to, as a product is opened from it. */
function rememberScroll(entry: string) {
  safeStorage.set(storageKeys.productListScroll, JSON.stringify({ entry, y: Math.round(window.scrollY) }), 'session');
}

function rememberedScroll(entry: string): number | null {
  try {
    const saved = JSON.parse(safeStorage.get(storageKeys.productListScroll, 'session') ?? 'null') as { entry?: unknown; y?: unknown } | null;
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
  // Sort and filters are in the URL (a reload or Back keeps them); each change replaces the entry.
  const [params, setParams] = useChainedSearchParams();
  const urlView = useMemo(() => readListView(params), [params]);
  const location = useLocation();
  const navigationType = useNavigationType();
  // Every address this screen writes is marked, so it can tell its own writes from Back or a link.
  const setView = (patch: Partial<ListView>) =>
    setParams((current) => listViewParams({ ...readListView(current), ...patch }, current), { replace: true, state: markOwnWrite(location.state) });
  // The text as typed; the list follows it deferred, and the URL follows it letter by letter.
  const [filter, setFilterText] = useState(urlView.q);
  // The box follows the address only when another navigation lands (Back, a link): one of this
  // screen's own writes lands late (each is rendered in a transition, after later keys were typed)
  // and must never put an older text back in the box.
  const [seenKey, setSeenKey] = useState(location.key);
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    if ((navigationType === 'POP' || !isOwnWrite(location.state)) && urlView.q !== filter) setFilterText(urlView.q);
  }
  const setFilter = (text: string) => {
    setFilterText(text);
    setView({ q: text });
  };
  const deferredFilter = useDeferredValue(filter);
  const view = useMemo(() => ({ ...urlView, q: deferredFilter }), [urlView, deferredFilter]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const navigate = useNavigate();
  useRestoredScroll(location.key, query.isSuccess);
  const status = useSetProductStatus();

  const all = query.data;
  // Sorting waits for a new list or a new order; the text and filters only narrow the sorted list.
  const sorted = useMemo(() => (all ? sortProducts(all, view.sort, view.dir) : []), [all, view.sort, view.dir]);
  const products = useMemo(
    () => filterProducts(sorted, view),
    // The view's fields one by one: a new address with the same view filters nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [sorted, view.q, view.condition, view.origin, view.stock, view.status],
  );
  // Bulk actions act on the selected products the filter shows, in list order.
  const selectedRows = useMemo(() => products.filter((p) => selected.has(p.id)), [products, selected]);

  const edit = useStableHandler((p: AdmProduct) => {
    rememberScroll(location.key);
    const target = productUpdateTarget(p.id);
    navigate(target.to, { state: target.state });
  });

  const select = useCallback(
    (p: AdmProduct, on: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        if (on) next.add(p.id);
        else next.delete(p.id);
        return next;
      }),
    [],
  );
  const allShownSelected = products.length > 0 && selectedRows.length === products.length;
  const selectAllShown = (on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const p of products) {
        if (on) next.add(p.id);
        else next.delete(p.id);
      }
      return next;
    });

  const toggleStatus = useStableHandler((p: AdmProduct) => {
    const next = p.status === 'PAUSED' ? 'ACTIVE' : 'PAUSED';
    status.mutate(
      { id: p.id, status: next },
      {
        onSuccess: () => toast.success(t(next === 'PAUSED' ? 'listTools.pausedToast' : 'listTools.reactivatedToast', { name: p.part_name })),
        onError: (error) => {
          if (!isAccessError(error)) toast.danger(errorText(t, error, ['advertiser']));
        },
      },
    );
  });
  const openStock = useCallback((p: AdmProduct) => setDialog({ kind: 'stock', product: p }), []);
  const openDelete = useCallback((p: AdmProduct) => setDialog({ kind: 'delete', product: p }), []);

  const body = (
    <QueryBody
      query={query}
      errorMessage={() => t('list.loadFailed')}
      empty={{
        when: (list) => list.length === 0,
        view: <EmptyView message={t('list.empty')} action={{ to: paths.adm.productCreate, label: t('list.create') }} />,
      }}
    >
      {(list) => (
        <>
          <ListToolbar view={urlView} text={filter} onText={setFilter} onChange={setView} />
          {/* The count and 'Selecionar todos' side by side with room between them, or one under the other. */}
          <div className="d-flex flex-wrap align-items-center mb-3" style={{ columnGap: '1.5rem', rowGap: '.25rem' }}>
            <p className="mb-0 text-body-secondary" role="status" aria-live="polite">
              {products.length === list.length
                ? t('list.count', { count: products.length })
                : t('list.countFiltered', { shown: products.length, total: list.length })}
            </p>
            {products.length > 0 ? (
              <SelectAll
                count={products.length}
                filtered={isFiltered(view)}
                checked={allShownSelected}
                indeterminate={selectedRows.length > 0 && !allShownSelected}
                onChange={selectAllShown}
              />
            ) : null}
          </div>
          {products.length === 0 ? (
            <EmptyView message={t('list.noMatch')} image={false} />
          ) : (
            <VirtualGrid
              products={products}
              selected={selected}
              onSelect={select}
              onStock={openStock}
              onEdit={edit}
              onDelete={openDelete}
              onToggleStatus={toggleStatus}
            />
          )}
          {selectedRows.length > 0 ? (
            <BulkBar
              count={selectedRows.length}
              onBulk={(bulk) => setDialog({ kind: 'bulk', bulk, products: selectedRows })}
              onClear={() => setSelected(new Set())}
            />
          ) : null}
        </>
      )}
    </QueryBody>
  );

  return (
    <div style={{ width: 0, minWidth: '100%' }}>
      <title>{pageTitle(t('list.title'))}</title>
      <PageHeader title={t('list.title')} action={{ to: paths.adm.productCreate, label: t('list.create') }} className="mb-3" />
      <PlanUsageBar countFrom="products" className="mb-3" />
      {body}
      {dialog?.kind === 'stock' ? <StockDialog key={dialog.product.id} product={dialog.product} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'delete' ? <DeleteDialog key={dialog.product.id} product={dialog.product} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'bulk' ? (
        <BulkEditDialog
          kind={dialog.bulk}
          products={dialog.products}
          onClose={(changed) => {
            setDialog(null);
            if (changed) setSelected(new Set());
          }}
        />
      ) : null}
    </div>
  );
}

interface SelectAllProps {
  count: number;
  filtered: boolean;
  checked: boolean;
  indeterminate: boolean;
  onChange: (on: boolean) => void;
}

/** 'Selecionar todos os N filtrados': every product the filter shows, not only the rows drawn. */
function SelectAll({ count, filtered, checked, indeterminate, onChange }: SelectAllProps) {
  const { t } = useTranslation('advertiser');
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <div className="form-check mb-0">
      <input ref={ref} id="adm-select-all" type="checkbox" className="form-check-input" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor="adm-select-all" className="form-check-label">
        {t(filtered ? 'listTools.selectAllFiltered' : 'listTools.selectAll', { count })}
      </label>
    </div>
  );
}

/** The bulk actions, kept at the bottom of the window while products are selected. */
function BulkBar({ count, onBulk, onClear }: { count: number; onBulk: (kind: BulkKind) => void; onClear: () => void }) {
  const { t } = useTranslation('advertiser');
  return (
    <div
      role="toolbar"
      aria-label={t('listTools.bulkToolbar')}
      className="position-sticky bottom-0 bg-body border rounded shadow-sm p-2 mt-2 d-flex flex-wrap align-items-center gap-2"
      style={{ zIndex: 5 }}
      data-testid="adm-bulk-bar"
    >
      <span className="fw-semibold me-auto">{t('listTools.selectedCount', { count })}</span>
      <Button size="sm" variant="primary" onClick={() => onBulk('stock')}>
        {t('listTools.bulkStock')}
      </Button>
      <Button size="sm" variant="primary" onClick={() => onBulk('price')}>
        {t('listTools.bulkPrice')}
      </Button>
      <Button size="sm" variant="outline-secondary" onClick={onClear}>
        {t('listTools.clearSelection')}
      </Button>
    </div>
  );
}

interface GridProps {
  products: AdmProduct[];
  selected: ReadonlySet<number>;
  onSelect: (p: AdmProduct, on: boolean) => void;
  onStock: (p: AdmProduct) => void;
  onEdit: (p: AdmProduct) => void;
  onDelete: (p: AdmProduct) => void;
  onToggleStatus: (p: AdmProduct) => void;
}

/**
 * The grid of cards, virtualised by rows: only the rows in and near the window are in the page
 * (a few dozen cards of 10,000). Memoised, and so are its rows and cards: scrolling draws only the
 * rows that come into view, typing in the filter draws only when the shown products change.
 */
const VirtualGrid = memo(function VirtualGrid({ products, selected, onSelect, onStock, onEdit, onDelete, onToggleStatus }: GridProps) {
  const columns = useGridColumns();
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const [raisedRow, setRaisedRow] = useState<number | null>(null);
  const rowCount = Math.ceil(products.length / columns);
  const onMenuToggle = useCallback((row: number, open: boolean) => setRaisedRow((r) => (open ? row : r === row ? null : r)), []);

  // Where the grid starts on the page: read again when anything above it changes height (the plan bar arriving, filters wrapping).
  useLayoutEffect(() => {
    const el = listRef.current;
    if (!el) return;
    const measure = () => setScrollMargin(el.getBoundingClientRect().top + window.scrollY);
    measure();
    const page = el.parentElement;
    if (!page || typeof ResizeObserver === 'undefined') return;
    // The page grows or shrinks with whatever is above the grid too.
    const observer = new ResizeObserver(measure);
    observer.observe(page);
    return () => observer.disconnect();
  }, [columns]);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => ROW_HEIGHT,
    overscan: 2,
    scrollMargin,
    initialRect: { width: 1024, height: 900 },
  });

  return (
    <div ref={listRef} className="position-relative" style={{ height: virtualizer.getTotalSize() }} data-testid="adm-product-grid">
      {virtualizer.getVirtualItems().map((row) => (
        <GridRow
          key={row.key}
          index={row.index}
          top={row.start - virtualizer.options.scrollMargin}
          raised={raisedRow === row.index}
          products={products}
          columns={columns}
          selected={selected}
          onSelect={onSelect}
          onStock={onStock}
          onEdit={onEdit}
          onDelete={onDelete}
          onToggleStatus={onToggleStatus}
          onMenuToggle={onMenuToggle}
        />
      ))}
    </div>
  );
});

interface RowProps extends GridProps {
  index: number;
  top: number;
  raised: boolean;
  columns: number;
  onMenuToggle: (row: number, open: boolean) => void;
}

const GridRow = memo(function GridRow({ index, top, raised, products, columns, selected, onMenuToggle, ...handlers }: RowProps) {
  const items = products.slice(index * columns, index * columns + columns);
  return (
    <div
      className="row g-3 position-absolute start-0 end-0 top-0 mx-0"
      style={{ height: ROW_HEIGHT, transform: `translateY(${top}px)`, zIndex: raised ? 2 : 1 }}
    >
      {items.map((p) => (
        <div key={p.id} className="col-12 col-sm-6 col-md-4 col-lg-3 col-xl-3 col-xxl-2 pb-3" style={{ height: ROW_HEIGHT - 16 }}>
          <AdvertiserProductCard product={p} selected={selected.has(p.id)} row={index} onMenuToggle={onMenuToggle} {...handlers} />
        </div>
      ))}
    </div>
  );
});
