import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { admProductsQuery } from '@/api/adm-products';
import type { BannerForm as BannerFormValues } from '@/api/ads';
import { SubmitButton } from '@/components/form/submit-button';
import { useSingleFlight } from '@/lib/use-single-flight';
import { isRealImage } from '@/lib/validation';

const IMAGE_NAME = /\.(jpe?g|png|jfif|webp)$/i;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/pjpeg'];
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.jfif,.webp,image/jpeg,image/png,image/webp';

/** At most this many products are offered at once; the filter finds the others. */
export const PRODUCT_OPTIONS_MAX = 300;

function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

export function isBannerImage(file: File): boolean {
  return IMAGE_NAME.test(file.name) || IMAGE_TYPES.includes(file.type);
}

interface Props {
  mode: 'create' | 'update';
  initial?: { product: string; description: string; showDescription: boolean; images: string[] };
  busy: boolean;
  /** Returns the save's promise (mutateAsync): until it settles, another 'Gravar' is ignored. */
  onSubmit: (values: BannerFormValues) => unknown;
}

function Thumbnail({ src, label }: { src: string; label: string }) {
  return (
    <img
      src={src}
      alt={label}
      width={100}
      height={100}
      loading="lazy"
      className="border rounded bg-light"
      style={{ maxWidth: 100, maxHeight: 100, objectFit: 'contain' }}
      onError={(e) => {
        if (!e.currentTarget.src.endsWith('/brand/error-image.svg')) e.currentTarget.src = '/brand/error-image.svg';
      }}
    />
  );
}

/** Banner create/update form: description, show-description switch, product and images ('Gravar'). */
export function BannerForm({ mode, initial, busy, onSubmit }: Props) {
  const { t } = useTranslation('subscriptions');
  const id = useId();
  const products = useQuery(admProductsQuery());
  const [description, setDescription] = useState(initial?.description ?? '');
  const [showDescription, setShowDescription] = useState(initial?.showDescription ?? true);
  const [product, setProduct] = useState(initial?.product ?? '');
  const [images, setImages] = useState<File[]>([]);
  const [badImage, setBadImage] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);

  const previews = useMemo(() => images.map((f) => URL.createObjectURL(f)), [images]);
  useEffect(() => () => previews.forEach((u) => URL.revokeObjectURL(u)), [previews]);

  const [filter, setFilter] = useState('');
  const options = useMemo(() => (products.data ?? []).filter((p) => p.uuid), [products.data]);
  // A large catalogue (the Premium demo has 10,000 parts) is narrowed by a filter, so the select stays usable.
  const { shown, total } = useMemo(() => {
    const term = fold(filter.trim());
    const matches = term ? options.filter((p) => fold(p.part_name).includes(term)) : options;
    const list = matches.slice(0, PRODUCT_OPTIONS_MAX);
    const selected = options.find((p) => p.uuid === product);
    if (selected && !list.includes(selected)) list.unshift(selected);
    return { shown: list, total: matches.length };
  }, [options, filter, product]);
  const optionElements = useMemo(
    () =>
      shown.map((p) => (
        <option key={p.uuid} value={p.uuid}>
          {p.part_name}
        </option>
      )),
    [shown],
  );
  const descriptionInvalid = checked && !description.trim();
  const productInvalid = checked && !product;
  const imagesInvalid = checked && mode === 'create' && images.length === 0;

  const [save] = useSingleFlight(onSubmit);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (busy || !description.trim() || !product || badImage || (mode === 'create' && images.length === 0)) return;
    save({ description: description.trim(), showDescription, product, images });
  };

  return (
    <Form noValidate onSubmit={submit} className="bg-white border rounded p-3 p-md-4" style={{ maxWidth: 760 }}>
      <Form.Group className="mb-3" controlId={`${id}-description`}>
        <Form.Label>{t('ads.description')}</Form.Label>
        <Form.Control
          type="text"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          maxLength={120}
          isInvalid={descriptionInvalid}
          required
          disabled={busy}
        />
        <Form.Control.Feedback type="invalid">{t('ads.descriptionRequired')}</Form.Control.Feedback>
      </Form.Group>
      <Form.Check
        type="switch"
        id={`${id}-show`}
        className="mb-3"
        label={t('ads.showDescription')}
        checked={showDescription}
        onChange={(e) => setShowDescription(e.target.checked)}
        disabled={busy}
      />
      <Form.Group className="mb-3" controlId={`${id}-product`}>
        <Form.Label>{t('ads.product')}</Form.Label>
        <Form.Select value={product} onChange={(e) => setProduct(e.target.value)} isInvalid={productInvalid} required disabled={busy || products.isPending}>
          <option value="">{t('ads.productPlaceholder')}</option>
          {optionElements}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{t('ads.productRequired')}</Form.Control.Feedback>
      </Form.Group>
      {options.length > PRODUCT_OPTIONS_MAX ? (
        <Form.Group className="mb-3" controlId={`${id}-filter`}>
          <Form.Label className="small">{t('ads.productFilter')}</Form.Label>
          <Form.Control type="search" size="sm" value={filter} onChange={(e) => setFilter(e.target.value)} disabled={busy} aria-describedby={`${id}-filter-help`} />
          <Form.Text id={`${id}-filter-help`} className="text-body-secondary">
            {t('ads.productHint', { shown: Math.min(total, PRODUCT_OPTIONS_MAX), total })}
          </Form.Text>
        </Form.Group>
      ) : null}
      <Form.Group className="mb-3" controlId={`${id}-images`}>
        <Form.Label>{t('ads.images')}</Form.Label>
        <Form.Control
          type="file"
          multiple
          accept={IMAGE_ACCEPT}
          onChange={(e) => {
            const files = Array.from((e.target as HTMLInputElement).files ?? []);
            // The name and then the bytes: a text file renamed '.png' is not a picture.
            void Promise.all(files.map(async (f) => isBannerImage(f) && (await isRealImage(f)))).then((ok) => {
              const bad = files.find((_, i) => !ok[i]);
              setBadImage(bad ? bad.name : null);
              setImages(bad ? [] : files);
            });
          }}
          isInvalid={imagesInvalid || Boolean(badImage)}
          aria-describedby={`${id}-images-help`}
          required={mode === 'create'}
          disabled={busy}
        />
        <Form.Text id={`${id}-images-help`} className="text-body-secondary">
          {mode === 'update' ? `${t('ads.imagesHelp')} ${t('ads.imagesOptional')}` : t('ads.imagesHelp')}
        </Form.Text>
        <Form.Control.Feedback type="invalid">{badImage ? t('ads.imageInvalid', { name: badImage }) : t('ads.imagesRequired')}</Form.Control.Feedback>
      </Form.Group>
      {previews.length ? (
        <div className="d-flex flex-wrap gap-2 mb-3">
          {previews.map((src, i) => (
            <Thumbnail key={src} src={src} label={t('ads.thumbnail', { n: i + 1 })} />
          ))}
        </div>
      ) : initial?.images.length ? (
        <div className="mb-3">
          <p className="small text-body-secondary mb-1">{t('ads.currentImages')}</p>
          <div className="d-flex flex-wrap gap-2">
            {initial.images.map((src, i) => (
              <Thumbnail key={src} src={src} label={t('ads.thumbnail', { n: i + 1 })} />
            ))}
          </div>
        </div>
      ) : null}
      <SubmitButton size="lg" busy={busy}>
        {t('ads.submit')}
      </SubmitButton>
    </Form>
  );
}
