import { memo, useMemo } from 'react';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AdmProduct } from './shared/api/adm-products';
import { RemoteImage } from '@/components/remote-image';
import { paths } from '@/config/paths';
import { formatBRL } from '@/lib/format';
import { listingQuality } from '@/features/adm-products/listing-quality';
import { ListingQualityMeter } from './listing-quality-meter';
import './advertiser-product-card.css';

/** Two lines at most, so every card (and virtual row) keeps the same height. */
const NAME_CLAMP = { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', minHeight: '2.4em' } as const;

/** The create form, prefilled from this part (the form reads `from`). */
function duplicateTarget(id: number): string {
  return `${paths.adm.productCreate}?from=${id}`;
}

interface Props {
  product: AdmProduct;
  selected: boolean;
  onSelect: (p: AdmProduct, selected: boolean) => void;
  onStock: (p: AdmProduct) => void;
  onEdit: (p: AdmProduct) => void;
  onDelete: (p: AdmProduct) => void;
  onToggleStatus: (p: AdmProduct) => void;
  /** The virtual row this card is in: it lifts itself above the next one while this menu is open. */
  row?: number;
  onMenuToggle?: (row: number, open: boolean) => void;
}

/**
 * One product of the advertiser's list: a selection box, image, name, the options menu, labels
 * (new/used, paused), stock, price and, when the list carries what it needs, the listing quality.
 */
export const AdvertiserProductCard = memo(function AdvertiserProductCard({
  product,
  selected,
  row = 0,
  onSelect,
  onStock,
  onEdit,
  onDelete,
  onToggleStatus,
  onMenuToggle,
}: Props) {
  const { t } = useTranslation('advertiser');
  const paused = product.status === 'PAUSED';
  const checkboxId = `adm-select-${product.id}`;
  // The quality needs the photo count and texts; a server that leaves them out gets no meter.
  const quality = useMemo(
    () =>
      product.image_count === undefined
        ? null
        : listingQuality({
            photoCount: product.image_count,
            description: product.description ?? '',
            code: product.code ?? '',
            brand: product.brand ?? '',
            model: product.model ?? '',
          }),
    [product],
  );
  return (
    <Card className={`h-100 shadow-sm adm-product-card${selected ? ' border-primary' : ''}`} data-testid="adm-product-card" data-paused={paused || undefined}>
      <Card.Img
        as={RemoteImage}
        variant="top"
        src={product.image}
        alt={t('list.imageAlt', { name: product.part_name })}
        width={320}
        height={120}
        className="object-fit-cover bg-light"
        style={{ height: 120, opacity: paused ? 0.55 : undefined }}
      />
      <Card.Body className="d-flex flex-column gap-1 p-2">
        <div className="d-flex align-items-start gap-2">
          <input
            id={checkboxId}
            type="checkbox"
            className="form-check-input flex-shrink-0 mt-1"
            checked={selected}
            onChange={(e) => onSelect(product, e.target.checked)}
          />
          <label htmlFor={checkboxId} className="visually-hidden">
            {t('listTools.select', { name: product.part_name })}
          </label>
          <h2 className="h6 mb-0 me-auto adm-product-name" title={product.part_name} style={NAME_CLAMP}>
            {product.part_name}
          </h2>
          <Dropdown align="end" onToggle={(open) => onMenuToggle?.(row, open)}>
            <Dropdown.Toggle variant="light" size="sm" className="px-2 py-0" aria-label={t('list.options', { name: product.part_name })}>
              <span aria-hidden="true">⋮</span>
            </Dropdown.Toggle>
            <Dropdown.Menu>
              <Dropdown.Item as="button" onClick={() => onStock(product)}>
                {t('list.stock')}
              </Dropdown.Item>
              <Dropdown.Item as="button" onClick={() => onEdit(product)}>
                {t('list.edit')}
              </Dropdown.Item>
              <Dropdown.Item as={Link} to={duplicateTarget(product.id)}>
                {t('listTools.duplicate')}
              </Dropdown.Item>
              <Dropdown.Item as="button" onClick={() => onToggleStatus(product)}>
                {paused ? t('listTools.reactivate') : t('listTools.pause')}
              </Dropdown.Item>
              <Dropdown.Item as="button" className="text-danger" onClick={() => onDelete(product)}>
                {t('list.delete')}
              </Dropdown.Item>
              {product.url && !paused ? (
                <>
                  <Dropdown.Divider />
                  <Dropdown.Item as={Link} to={paths.product(product.url)}>
                    {t('list.viewOnSite')}
                  </Dropdown.Item>
                </>
              ) : null}
            </Dropdown.Menu>
          </Dropdown>
        </div>
        <div className="d-flex align-items-center gap-2">
          <Badge bg={product.is_new ? 'success' : 'secondary'}>{product.is_new ? t('list.new') : t('list.used')}</Badge>
          {paused ? (
            <Badge bg="warning" text="dark" data-testid="adm-product-paused">
              {t('listTools.paused')}
            </Badge>
          ) : null}
        </div>
        <span className="small text-body-secondary text-truncate" data-testid="adm-product-quantity">
          {t('list.quantity', { count: product.quantity })}
        </span>
        <div className="fw-bold fs-5" data-testid="adm-product-price">
          {formatBRL(product.price)}
        </div>
        {quality ? <ListingQualityMeter quality={quality} compact className="mt-auto" /> : null}
      </Card.Body>
    </Card>
  );
});
