import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import {
  admProductKeys,
  createProduct,
  descriptionsOf,
  getProductSearchData,
  updateProduct,
  type ProductPayload,
  type ProductSaved,
  type Suggestion,
} from '@/api/adm-products';
import { dashboardKeys } from '@/api/dashboard';
import { isAccessError, isApiError } from '@/api/errors';
import { toast } from '@/components/toast/toast-store';
import { paths } from '@/config/paths';
import { useDraft } from '@/lib/draft';
import { catalogText, errorText } from '@/lib/error-text';
import { isValidPrice, isValidQuantity, LIMITS } from '@/lib/validation';
import { DraftNotice } from './draft-notice';
import { AutocompleteInput } from './autocomplete-input';
import { ImageField } from './image-field';
import { ERROR_IMAGE } from './product-card';
import { PriceInput } from './price-input';
import { priceValue } from './price';

/** The update form goes back to the list this long after a failure with validation messages. */
export const UPDATE_ERROR_REDIRECT_MS = 5000;
export const FORM_ERROR_TOAST_MS = 5000;

export interface ProductFormValues {
  part_name: string;
  code: string;
  manufacturer: string;
  brand: string;
  model: string;
  description: string;
  /** Price input digits: the last two are cents. */
  price: string;
  quantity: string;
  is_new: boolean;
  is_national: boolean;
}

export const EMPTY_PRODUCT: ProductFormValues = {
  part_name: '',
  code: '',
  manufacturer: '',
  brand: '',
  model: '',
  description: '',
  price: '',
  quantity: '1',
  is_new: true,
  is_national: true,
};

type FieldName = keyof ProductFormValues | 'images';
type Errors = Partial<Record<FieldName, string>>;

/**
 * Client-side rules: part name, manufacturer, brand, model, description, price and
 * quantity required, quantity at least 1, images required on create; the server checks the same.
 */
export function validateProduct(v: ProductFormValues, images: File[], mode: 'create' | 'update'): FieldName[] {
  const missing: FieldName[] = [];
  for (const k of ['part_name', 'manufacturer', 'brand', 'model', 'description'] as const) if (!v[k].trim()) missing.push(k);
  if (priceValue(v.price) <= 0) missing.push('price');
  const q = Number(v.quantity);
  if (!v.quantity || !Number.isInteger(q) || q < 1) missing.push('quantity');
  if (mode === 'create' && images.length === 0) missing.push('images');
  return missing;
}

/** The longest text each field may hold; the simulated API refuses anything longer. */
export const PRODUCT_TEXT_LIMITS = {
  part_name: LIMITS.partName,
  code: LIMITS.productCode,
  manufacturer: LIMITS.manufacturer,
  brand: LIMITS.brand,
  model: LIMITS.model,
  description: LIMITS.description,
} as const;

/**
 * Values past an upper bound (text that came in by paste or from an old draft, a price over
 * R$ 9.999.999,99, a quantity over 99.999), each with the catalogue key the server would answer.
 */
export function productLimitProblems(v: ProductFormValues): Partial<Record<FieldName, string>> {
  const found: Partial<Record<FieldName, string>> = {};
  for (const [key, max] of Object.entries(PRODUCT_TEXT_LIMITS) as Array<[keyof typeof PRODUCT_TEXT_LIMITS, number]>) {
    if (v[key].length > max) found[key] = `PRODUCT_${key.toUpperCase()}_TOO_LONG`;
  }
  const price = priceValue(v.price);
  if (price > 0 && !isValidPrice(price)) found.price = 'PRODUCT_PRICE_TOO_HIGH';
  const q = Number(v.quantity);
  if (v.quantity && Number.isInteger(q) && q >= 1 && !isValidQuantity(q)) found.quantity = 'PRODUCT_QUANTITY_TOO_HIGH';
  return found;
}

interface PlanLimit {
  plan: string;
  limit: number;
  kind: 'parts' | 'images';
}

interface Props {
  mode: 'create' | 'update';
  productId?: number;
  initial: ProductFormValues;
  currentImages?: string[];
  draftName: string;
  /** Shown above the form (the profile-completion modal on create). */
  children?: ReactNode;
}

function formatCount(n: number, language: string): string {
  return n.toLocaleString(language === 'en' ? 'en-US' : 'pt-BR');
}

function nowLabel(language: string): string {
  return new Date().toLocaleString(language === 'en' ? 'en-US' : 'pt-BR', { dateStyle: 'short', timeStyle: 'short' });
}

/** Create and edit form of a product; on edit the part name is read-only and images are optional. */
export function ProductForm({ mode, productId, initial, currentImages = [], draftName, children }: Props) {
  const { t, i18n } = useTranslation('advertiser');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const draft = useDraft<ProductFormValues>(draftName, initial);
  const values = draft.values;
  const setValues = draft.setValues;
  // The photos are part of the draft (kept in IndexedDB): an expired session loses none.
  const images = draft.photos;
  const setImages = draft.setPhotos;
  const [submitted, setSubmitted] = useState(false);
  const [rejected, setRejected] = useState<string[]>([]);
  const [planLimit, setPlanLimit] = useState<PlanLimit | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const missing = submitted ? validateProduct(values, images, mode) : [];
  const errors: Errors = Object.fromEntries(missing.map((k) => [k, t(`form.required.${k}`)]));
  // Limits are told as soon as they are passed, not only after a submit.
  const overLimit = productLimitProblems(values);
  for (const [k, key] of Object.entries(overLimit) as Array<[FieldName, string]>) errors[k] ??= catalogText(t, key, ['advertiser']);
  if (rejected.length) errors.images = t('form.badImage', { names: rejected.join(', ') });

  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const mutation = useMutation<ProductSaved, unknown, ProductPayload>({
    mutationFn: (payload) => (mode === 'update' && productId ? updateProduct({ ...payload, id: productId }) : createProduct(payload)),
    onSuccess: (saved, payload) => {
      draft.clear();
      void queryClient.invalidateQueries({ queryKey: admProductKeys.all });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      toast.success(t(mode === 'create' ? 'form.created' : 'form.updated'), {
        title: saved.description || payload.part_name,
        image: saved.coverImage || undefined,
        date: nowLabel(i18n.language),
      });
      navigate(paths.adm.productList);
    },
    onError: (error) => {
      // A lost session is handled once, globally; the draft keeps what was typed (photos too).
      if (isAccessError(error)) return;
      if (isApiError(error) && error.code === 'PLAN_LIMIT_REACHED') {
        const limit: PlanLimit = {
          plan: String(error.field('plan') ?? ''),
          limit: Number(error.field('limit') ?? 0),
          kind: error.field('limitKind') === 'images' ? 'images' : 'parts',
        };
        setPlanLimit(limit);
        toast.danger(planLimitText(limit), { delay: FORM_ERROR_TOAST_MS });
        return;
      }
      const descriptions = isApiError(error) ? descriptionsOf(error.field('description')).map((d) => catalogText(t, d, ['advertiser'])) : [];
      const offline = isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');
      const detail = descriptions.length ? descriptions.join(' ') : offline ? t('form.submitFailed') : errorText(t, error, ['advertiser']);
      toast.danger(t(mode === 'create' ? 'form.createFailed' : 'form.updateFailed', { detail }), { delay: FORM_ERROR_TOAST_MS });
      if (mode === 'update' && descriptions.length) {
        redirectTimer.current = setTimeout(() => navigate(paths.adm.productList), UPDATE_ERROR_REDIRECT_MS);
      }
    },
  });
  const busy = mutation.isPending;

  const planLimitText = (l: PlanLimit) => {
    const plan = l.plan ? t(`plans.${l.plan}`, { defaultValue: l.plan }) : '';
    return t(l.kind === 'images' ? 'form.planLimitImages' : 'form.planLimitParts', { plan, limit: l.limit });
  };

  const pickPartName = async (s: Suggestion) => {
    if (s.id === undefined) return;
    try {
      const data = await queryClient.fetchQuery({ queryKey: ['search-product-data', s.id], queryFn: () => getProductSearchData(s.id!), staleTime: 60_000 });
      // Only the fields still empty are filled: nothing the user typed is overwritten.
      setValues((v) => ({
        ...v,
        part_name: v.part_name.trim() ? v.part_name : data.part_name,
        manufacturer: v.manufacturer.trim() ? v.manufacturer : data.manufacturer,
        brand: v.brand.trim() ? v.brand : data.brand,
        model: v.model.trim() ? v.model : data.model,
        description: v.description.trim() ? v.description : data.description,
      }));
    } catch (error) {
      if (!isAccessError(error)) toast.danger(errorText(t, error, ['advertiser']));
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setSubmitted(true);
    setPlanLimit(null);
    if (validateProduct(values, images, mode).length || Object.keys(productLimitProblems(values)).length) return;
    mutation.mutate({
      part_name: values.part_name.trim(),
      code: values.code.trim(),
      manufacturer: values.manufacturer.trim(),
      brand: values.brand.trim(),
      model: values.model.trim(),
      description: values.description.trim(),
      price: priceValue(values.price),
      quantity: Number(values.quantity),
      is_new: values.is_new,
      is_national: values.is_national,
      images,
    });
  };

  const feedback = (name: FieldName) =>
    errors[name] ? (
      <Form.Control.Feedback type="invalid" id={`product-${name}-error`} className="d-block">
        {errors[name]}
      </Form.Control.Feedback>
    ) : null;
  const describedBy = (name: FieldName, help?: string) => [errors[name] ? `product-${name}-error` : '', help ?? ''].filter(Boolean).join(' ') || undefined;

  return (
    <Form onSubmit={submit} noValidate aria-busy={busy}>
      {children}
      <DraftNotice draft={draft} busy={busy} />
      {planLimit ? (
        <Alert variant="warning" role="alert">
          <Alert.Heading as="h2" className="h6">
            {t('form.planLimitTitle')}
          </Alert.Heading>
          <p className="mb-2">{planLimitText(planLimit)}</p>
          <Link to={paths.subscription} className="btn btn-warning btn-sm">
            {t('form.seePlans')}
          </Link>
        </Alert>
      ) : null}
      {submitted && (missing.length || Object.keys(overLimit).length) ? (
        <Alert variant="danger" className="py-2" role="alert">
          {t('form.fixErrors')}
        </Alert>
      ) : null}
      <fieldset disabled={busy}>
        <Row className="g-3">
          <Col xs={12} md={8}>
            <Form.Label htmlFor="product-part_name">{t('form.partName')}</Form.Label>
            <AutocompleteInput
              id="product-part_name"
              field="part_name"
              value={values.part_name}
              onChange={(v) => set('part_name', v)}
              onPick={(s) => void pickPartName(s)}
              readOnly={mode === 'update'}
              maxLength={LIMITS.partName}
              isInvalid={!!errors.part_name}
              describedBy={describedBy('part_name', mode === 'update' ? 'product-part_name-help' : undefined)}
              required
            />
            {mode === 'update' ? (
              <Form.Text id="product-part_name-help" className="text-body-secondary">
                {t('form.partNameReadOnly')}
              </Form.Text>
            ) : null}
            {feedback('part_name')}
          </Col>
          <Col xs={12} md={4}>
            <Form.Label htmlFor="product-code">{t('form.code')}</Form.Label>
            <Form.Control
              id="product-code"
              value={values.code}
              onChange={(e) => set('code', e.target.value)}
              autoComplete="off"
              maxLength={LIMITS.productCode}
              isInvalid={!!errors.code}
              aria-describedby={describedBy('code')}
            />
            {feedback('code')}
          </Col>
          {(['manufacturer', 'brand', 'model'] as const).map((field) => (
            <Col xs={12} md={4} key={field}>
              <Form.Label htmlFor={`product-${field}`}>{t(`form.${field}`)}</Form.Label>
              <AutocompleteInput
                id={`product-${field}`}
                field={field}
                value={values[field]}
                onChange={(v) => set(field, v)}
                maxLength={PRODUCT_TEXT_LIMITS[field]}
                isInvalid={!!errors[field]}
                describedBy={describedBy(field)}
                required
              />
              {feedback(field)}
            </Col>
          ))}
          <Col xs={12}>
            <Form.Label htmlFor="product-description">{t('form.description')}</Form.Label>
            <Form.Control
              as="textarea"
              rows={4}
              id="product-description"
              value={values.description}
              onChange={(e) => set('description', e.target.value)}
              isInvalid={!!errors.description}
              aria-describedby={describedBy('description', 'product-description-count')}
              maxLength={LIMITS.description}
              aria-required
            />
            {feedback('description')}
            <Form.Text id="product-description-count" className="d-block text-end text-body-secondary">
              {t('form.counter', { count: formatCount(values.description.length, i18n.language), max: formatCount(LIMITS.description, i18n.language) })}
            </Form.Text>
          </Col>
          <Col xs={12} sm={6} md={4}>
            <Form.Label htmlFor="product-price">{t('form.price')}</Form.Label>
            <PriceInput id="product-price" digits={values.price} onChange={(d) => set('price', d)} isInvalid={!!errors.price} describedBy={describedBy('price')} required />
            {feedback('price')}
          </Col>
          <Col xs={12} sm={6} md={4}>
            <Form.Label htmlFor="product-quantity">{t('form.quantity')}</Form.Label>
            <Form.Control
              id="product-quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={LIMITS.quantityMax}
              step={1}
              value={values.quantity}
              onChange={(e) => set('quantity', e.target.value.replace(/[^\d]/g, '').slice(0, String(LIMITS.quantityMax).length))}
              isInvalid={!!errors.quantity}
              aria-describedby={describedBy('quantity')}
              aria-required
            />
            {feedback('quantity')}
          </Col>
          <Col xs={12} md={4} className="d-flex flex-column justify-content-end gap-2">
            <Form.Check type="switch" id="product-is_new" label={t('form.isNew')} checked={values.is_new} onChange={(e) => set('is_new', e.target.checked)} />
            <Form.Check type="switch" id="product-is_national" label={t('form.isNational')} checked={values.is_national} onChange={(e) => set('is_national', e.target.checked)} />
          </Col>
          <Col xs={12}>
            <Form.Label htmlFor="product-images">{t('form.images')}</Form.Label>
            {mode === 'update' && currentImages.length ? (
              <div className="mb-2">
                <div className="small text-body-secondary mb-1">{t('form.currentImages')}</div>
                <div className="d-flex flex-wrap gap-2">
                  {currentImages.map((src, i) => (
                    <img
                      key={`${src}-${i}`}
                      src={src || ERROR_IMAGE}
                      alt={t('form.currentImageAlt', { index: i + 1 })}
                      width={100}
                      height={100}
                      loading="lazy"
                      className="object-fit-cover rounded border"
                      onError={(e) => {
                        if (!e.currentTarget.src.endsWith(ERROR_IMAGE)) e.currentTarget.src = ERROR_IMAGE;
                      }}
                    />
                  ))}
                </div>
              </div>
            ) : null}
            <ImageField
              id="product-images"
              files={images}
              onChange={(f) => {
                setImages(f);
              }}
              onRejected={setRejected}
              isInvalid={!!errors.images}
              describedBy={describedBy('images', 'product-images-help')}
              required={mode === 'create'}
            />
            <Form.Text id="product-images-help" className="text-body-secondary d-block">
              {t('form.imagesHelp')} {mode === 'update' ? t('form.imagesReplace') : null}
            </Form.Text>
            {feedback('images')}
          </Col>
        </Row>
        <div className="d-flex flex-wrap gap-2 mt-4">
          <Button type="submit" variant="primary" size="lg" disabled={busy}>
            {busy ? (
              <>
                <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
                {t('form.saving')}
              </>
            ) : (
              t(mode === 'create' ? 'form.submitCreate' : 'form.submitUpdate')
            )}
          </Button>
          <Link to={paths.adm.productList} className={`btn btn-outline-secondary btn-lg ${busy ? 'disabled' : ''}`} aria-disabled={busy || undefined}>
            {t('form.cancel')}
          </Link>
        </div>
      </fieldset>
    </Form>
  );
}
