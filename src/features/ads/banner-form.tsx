import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { admProductsQuery } from '@/features/adm-products/shared/api/adm-products';
import type { BannerForm as BannerFormValues } from './shared/api/ads';
import { focusFirstError } from '@/components/form/focus-first-error';
import { Field } from '@/components/form/field';
import { SubmitButton } from '@/components/form/submit-button';
import { RemoteImage } from '@/components/remote-image';
import { foldText, upperFirst } from '@/lib/format';
import { useSingleFlight } from '@/lib/use-single-flight';
import { isRealImage, LIMITS } from '@/lib/validation';
import { bannerFormSchema, capitaliseTyped } from './banner-schema';

const IMAGE_NAME = /\.(jpe?g|png|jfif|webp)$/i;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/pjpeg'];
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.jfif,.webp,image/jpeg,image/png,image/webp';

/** At most this many products are offered at once; the filter finds the others. */
const PRODUCT_OPTIONS_MAX = 300;

function isBannerImage(file: File): boolean {
  return IMAGE_NAME.test(file.name) || IMAGE_TYPES.includes(file.type);
}

interface Props {
  mode: 'create' | 'update';
  initial?: { product: string; description: string; showDescription: boolean; images: string[] };
  busy: boolean;
  /** 'Gravar' is off (a create that went through, or whose outcome is being checked). */
  locked?: boolean;
  /** Shown above 'Gravar' (what a create whose reply was lost is doing). */
  notice?: ReactNode;
  /** Returns the save's promise (mutateAsync): until it settles, another 'Gravar' is ignored. */
  onSubmit: (values: BannerFormValues) => unknown;
}

function Thumbnail({ src, label }: { src: string; label: string }) {
  return (
    <RemoteImage
      src={src}
      alt={label}
      width={100}
      height={100}
      className="border rounded bg-light"
      style={{ maxWidth: 100, maxHeight: 100, objectFit: 'contain' }}
    />
  );
}

/**
 * Banner create/update form: description, show-description switch, product and images ('Gravar').
 * The messages show on 'Gravar' and then follow what is typed; a file that is not a picture is
 * refused as it is picked. In the create form the description's first letter is put in capitals
 * as it is typed, and sent that way.
 */
export function BannerForm({ mode, initial, busy, locked = false, notice, onSubmit }: Props) {
  const { t } = useTranslation('subscriptions');
  const id = useId();
  const products = useQuery(admProductsQuery());
  const rules = useMemo(() => bannerFormSchema(t, mode), [t, mode]);
  const { control, register, handleSubmit, setValue, formState } = useForm<BannerFormValues>({
    resolver: zodResolver(rules),
    defaultValues: { description: initial?.description ?? '', showDescription: initial?.showDescription ?? true, product: initial?.product ?? '', images: [] },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { errors, isSubmitted } = formState;
  const product = useWatch({ control, name: 'product' });
  const images = useWatch({ control, name: 'images' });
  const [badImage, setBadImage] = useState<string | null>(null);

  const previews = useMemo(() => images.map((f) => URL.createObjectURL(f)), [images]);
  useEffect(() => () => previews.forEach((u) => URL.revokeObjectURL(u)), [previews]);

  const [filter, setFilter] = useState('');
  const options = useMemo(() => (products.data ?? []).filter((p) => p.uuid), [products.data]);
  // A large catalogue (the Premium demo has 10,000 parts) is narrowed by a filter, so the select stays usable.
  const { shown, total } = useMemo(() => {
    const term = foldText(filter.trim());
    const matches = term ? options.filter((p) => foldText(p.part_name).includes(term)) : options;
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

  const [save] = useSingleFlight(onSubmit);
  const formRef = useRef<HTMLFormElement>(null);
  const submit = handleSubmit(
    (values) => {
      if (busy || badImage) return;
      const description = values.description.trim();
      save({ ...values, description: mode === 'create' ? upperFirst(description) : description });
    },
    () => focusFirstError(formRef.current),
  );

  const description = register('description');
  const filterHelpId = `${id}-filter-help`;

  return (
    <Form ref={formRef} noValidate onSubmit={(e) => void submit(e)} className="bg-white border rounded p-3 p-md-4" style={{ maxWidth: 760 }}>
      <Field id={`${id}-description`} label={t('ads.description')} error={errors.description?.message} className="mb-3">
        {(field) => (
          <Form.Control
            {...field}
            {...description}
            onChange={(e) => {
              if (mode === 'create') capitaliseTyped(e.target as HTMLInputElement);
              return description.onChange(e);
            }}
            type="text"
            maxLength={LIMITS.bannerDescription}
            required
            disabled={busy}
          />
        )}
      </Field>
      <Form.Check type="switch" id={`${id}-show`} className="mb-3" label={t('ads.showDescription')} {...register('showDescription')} disabled={busy} />
      <Controller
        control={control}
        name="product"
        render={({ field: { ref, ...select } }) => (
          <Field id={`${id}-product`} label={t('ads.product')} error={errors.product?.message} className="mb-3">
            {(field) => (
              <Form.Select {...field} {...select} ref={ref} required disabled={busy || products.isPending}>
                <option value="">{t('ads.productPlaceholder')}</option>
                {optionElements}
              </Form.Select>
            )}
          </Field>
        )}
      />
      {options.length > PRODUCT_OPTIONS_MAX ? (
        <Field
          id={`${id}-filter`}
          label={t('ads.productFilter')}
          labelClassName="small"
          describedBy={filterHelpId}
          className="mb-3"
          after={
            <Form.Text id={filterHelpId} className="text-body-secondary">
              {t('ads.productHint', { shown: Math.min(total, PRODUCT_OPTIONS_MAX), total })}
            </Form.Text>
          }
        >
          {(field) => <Form.Control {...field} type="search" size="sm" value={filter} onChange={(e) => setFilter(e.target.value)} disabled={busy} />}
        </Field>
      ) : null}
      <Field
        id={`${id}-images`}
        label={t('ads.images')}
        error={badImage ? t('ads.imageInvalid', { name: badImage }) : errors.images?.message}
        hint={mode === 'update' ? `${t('ads.imagesHelp')} ${t('ads.imagesOptional')}` : t('ads.imagesHelp')}
        hintFirst
        className="mb-3"
      >
        {(field) => (
          <Form.Control
            {...field}
            type="file"
            multiple
            accept={IMAGE_ACCEPT}
            onChange={(e) => {
              const files = Array.from((e.target as HTMLInputElement).files ?? []);
              // The name and then the bytes: a text file renamed '.png' is not a picture.
              void Promise.all(files.map(async (f) => isBannerImage(f) && (await isRealImage(f)))).then((ok) => {
                const bad = files.find((_, i) => !ok[i]);
                setBadImage(bad ? bad.name : null);
                setValue('images', bad ? [] : files, { shouldValidate: isSubmitted });
              });
            }}
            required={mode === 'create'}
            disabled={busy}
          />
        )}
      </Field>
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
      {notice}
      <SubmitButton size="lg" busy={busy} disabled={locked}>
        {t('ads.submit')}
      </SubmitButton>
    </Form>
  );
}
