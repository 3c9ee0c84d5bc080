import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AdmProduct } from '@/api/adm-products';
import { ProductImage } from '@/components/product-card/product-image';
import { paths } from '@/config/paths';
import { formatBRL } from '@/lib/format';

/** Two lines at most, so every card (and virtual row) keeps the same height. */
const NAME_CLAMP = { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', minHeight: '2.4em' } as const;

interface Props {
  product: AdmProduct;
  onStock: (p: AdmProduct) => void;
  onEdit: (p: AdmProduct) => void;
  onDelete: (p: AdmProduct) => void;
  /** The virtual row lifts itself above the next one while this menu is open. */
  onMenuToggle?: (open: boolean) => void;
}

/** One product of the advertiser's list: image, name, new/used label, price and the options menu. */
export function ProductCard({ product, onStock, onEdit, onDelete, onMenuToggle }: Props) {
  const { t } = useTranslation('advertiser');
  return (
    <Card className="h-100 shadow-sm adm-product-card" data-testid="adm-product-card">
      <Card.Img
        as={ProductImage}
        variant="top"
        src={product.image}
        alt={t('list.imageAlt', { name: product.part_name })}
        width={320}
        height={160}
        className="object-fit-cover bg-light"
        style={{ height: 160 }}
      />
      <Card.Body className="d-flex flex-column gap-1 p-2">
        <div className="d-flex align-items-start gap-1">
          <h2 className="h6 mb-0 me-auto adm-product-name" title={product.part_name} style={NAME_CLAMP}>
            {product.part_name}
          </h2>
          <Dropdown align="end" onToggle={(open) => onMenuToggle?.(open)}>
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
              <Dropdown.Item as="button" className="text-danger" onClick={() => onDelete(product)}>
                {t('list.delete')}
              </Dropdown.Item>
              {product.url ? (
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
        <div className="d-flex align-items-center gap-2 mt-auto">
          <Badge bg={product.is_new ? 'success' : 'secondary'}>{product.is_new ? t('list.new') : t('list.used')}</Badge>
          <span className="small text-body-secondary" data-testid="adm-product-quantity">
            {t('list.quantity', { count: product.quantity })}
          </span>
        </div>
        <div className="fw-bold fs-5" data-testid="adm-product-price">
          {formatBRL(product.price)}
        </div>
      </Card.Body>
    </Card>
  );
}
