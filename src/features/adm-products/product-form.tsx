import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import {
  descriptionsOf,
  productSearchDataQuery,
  useFindCreatedProduct,
  useSaveProduct,
  type AdmProduct,
  type PartProbe,
  type ProductPayload,
  type ProductSaved,
  type Suggestion,
} from './shared/api/adm-products';
import { isAccessError, isApiError } from '@/api/errors';
import { CreateOutcomeNotice } from '@/components/feedback/create-outcome-notice';
import { awayTexts, createTexts, tellAway, useCreateOnce } from '@/components/feedback/use-create-once';
import { focusFirstError } from '@/components/form/focus-first-error';
import { Field } from '@/components/form/field';
import { SubmitButton } from '@/components/form/submit-button';
import { toast } from '@/components/toast/toast-store';
import { paths } from '@/config/paths';
import { useDraftForm } from './use-draft-form';
import { catalogText, errorText } from '@/api/error-text';
import { useTimeout } from '@/lib/use-timeout';
import { formatCount } from '@/lib/format';
import { formatDateTime } from '@/lib/dates';
import { listingQuality } from '@/features/adm-products/listing-quality';
import { scaleDownPhoto } from '@/lib/photos';
import { useSingleFlightSubmit } from '@/lib/use-single-flight';
import { LIMITS, wholeNumber } from '@/lib/validation';
import { DraftNotice } from './draft-notice';
import { PRODUCT_TEXT_LIMITS } from './product-rules';
import { AutocompleteInput } from './autocomplete-input';
import { ImageField } from './image-field';
import { ListingQualityMeter } from './listing-quality-meter';
import { galleryItems, keptImagesOf, splitGallery, type PhotoItem } from './photo-gallery';
import { PriceInput } from './price-input';
import { priceValue } from './price';
import { FormQuantityInput } from './quantity-input';
import { formFieldOf, productLimitMessages, productSchema, type ProductFieldName, type ProductFormFields, type ProductFormValues } from './product-schema';

export type { ProductFormValues } from './product-schema';

/** The update form goes back to the list this long after a failure with validation messages. */
const UPDATE_ERROR_REDIRECT_MS = 5000;
const FORM_ERROR_TOAST_MS = 5000;

export const EMPTY_PRODUCT: ProductFormValues = {
  part_name: '',
  code: '',
  manufacturer: '',
  brand: '',
  model: '',
  description: '',
  price: '',
  quantity: '1',
  // No default: a used part must not go out as new because the seller did not notice a switch.
  is_new: null,
  is_national: true,
  gallery: '',
};

const NO_IMAGES: string[] = [];

interface PlanLimit {
  plan: string;
  limit: number;
  kind: 'parts' | 'images';
}

interface Props {
  mode: 'create' | 'update';
  productId?: number;
  initial: ProductFormValues;
  /** On edit, the part's photos as the server gave them (URLs), in order. */
  currentImages?: string[];
  draftName: string;
  /** Shown above the form (the profile-completion modal on create). */
  children?: ReactNode;
}

/**
 * Create and edit form of a product; on edit the part name is read-only, and the part's photos can
 * be kept, reordered or removed beside new ones. Missing values are told on submit and then follow
 * each change; a value past a bound is told at once. The listing's quality follows every change.
 */
export function ProductForm({ mode, productId, initial, currentImages = NO_IMAGES, draftName, children }: Props) {
  const { t, i18n } = useTranslation('advertiser');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const schema = useMemo(() => productSchema(t, mode, currentImages), [t, mode, currentImages]);
  // The values and the photos are a draft (photos in IndexedDB): an expired session loses none.
  const { form, values, draft } = useDraftForm<ProductFormValues>(draftName, initial, {
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { control, register, formState } = form;
  // The photos in order: the part's current ones (on edit) and the new files, the first the cover.
  const photos = galleryItems(values.gallery, draft.photos, currentImages);
  const setPhotos = (items: PhotoItem[]) => {
    const { layout, files } = splitGallery(items);
    form.setValue('gallery', layout, { shouldDirty: true });
    draft.setPhotos(files);
  };
  const quality = listingQuality({ photoCount: photos.length, description: values.description, code: values.code, brand: values.brand, model: values.model });
  const [rejected, setRejected] = useState<string[]>([]);
  const [planLimit, setPlanLimit] = useState<PlanLimit | null>(null);
  const later = useTimeout();

  // Limits are told as soon as they are passed, not only after a submit.
  const overLimit = productLimitMessages(t, values);
  const messageOf = (name: ProductFieldName): string | undefined => {
    if (name === 'images' && rejected.length) return t('form.badImage', { count: rejected.length, names: rejected.map((n) => `'${n}'`).join(', ') });
    return formState.errors[formFieldOf(name)]?.message ?? overLimit[name];
  };
  const hasErrors = Object.keys(formState.errors).length > 0 || Object.keys(overLimit).length > 0;

  const mutation = useSaveProduct();
  const findCreated = useFindCreatedProduct();

  const planLimitText = (l: PlanLimit) => {
    const plan = l.plan ? t(`plans.${l.plan}`, { defaultValue: l.plan }) : '';
    return t(l.kind === 'images' ? 'form.planLimitImages' : 'form.planLimitParts', { plan, limit: l.limit });
  };

  const pickPartName = async (s: Suggestion) => {
    if (s.id === undefined) return;
    try {
      const data = await queryClient.fetchQuery(productSearchDataQuery(s.id));
      // Only the fields still empty are filled: nothing the user typed is overwritten.
      const now = form.getValues();
      for (const k of ['part_name', 'manufacturer', 'brand', 'model', 'description'] as const) {
        if (!now[k].trim()) form.setValue(k, data[k], { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
      }
    } catch (error) {
      if (!isAccessError(error)) toast.danger(errorText(t, error, ['advertiser']));
    }
  };

  /** Saved (or found saved): the draft is done, a toast with the part, and the list. */
  const saved = (message: string, title: string, image: string) => {
    draft.clear();
    toast.success(message, { title, image: image || undefined, date: formatDateTime(new Date()) });
    navigate(paths.adm.productList);
  };

  const failed = (error: unknown) => {
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
      later.start(() => navigate(paths.adm.productList), UPDATE_ERROR_REDIRECT_MS);
    }
  };

  // A part is created once: see useCreateOnce (a lost reply is looked for in the list, never sent again by itself).
  const once = useCreateOnce<PartProbe, ProductSaved, AdmProduct>(draftName, {
    find: findCreated,
    onDone: (outcome) =>
      outcome.kind === 'sent'
        ? saved(t('form.created'), outcome.result.description || form.getValues('part_name'), outcome.result.coverImage)
        : saved(t('form.once.found'), outcome.record.part_name, outcome.record.image),
    onError: failed,
    away: (probe) => awayTexts(t, 'form.once', probe.part_name),
    // Created after the form was left: its draft goes, so the form opens empty again.
    reportAway: (kind, text) => {
      if (kind === 'done') draft.clear();
      tellAway(kind, text);
    },
  });

  const payloadOf = async (v: ProductFormFields): Promise<ProductPayload> => {
    const items = galleryItems(v.gallery, v.photos, currentImages);
    // Pictures over 1600 px go up scaled down (the draft keeps the originals until the save).
    const scaled = await Promise.all(items.flatMap((i) => (i.kind === 'new' ? [scaleDownPhoto(i.file)] : [])));
    return {
      id: mode === 'update' && productId ? productId : undefined,
      part_name: v.part_name.trim(),
      code: v.code.trim(),
      manufacturer: v.manufacturer.trim(),
      brand: v.brand.trim(),
      model: v.model.trim(),
      description: v.description.trim(),
      price: priceValue(v.price),
      quantity: wholeNumber(v.quantity),
      is_new: v.is_new === true,
      is_national: v.is_national,
      images: scaled,
      kept_images: mode === 'update' ? keptImagesOf(items) : undefined,
    };
  };

  const save = (v: ProductFormFields) => {
    if (mode === 'create') {
      const probe: PartProbe = {
        part_name: v.part_name.trim(),
        code: v.code.trim(),
        price: priceValue(v.price),
        photos: galleryItems(v.gallery, v.photos, currentImages).length,
      };
      return once.run(probe, async () => mutation.mutateAsync(await payloadOf(v)));
    }
    return payloadOf(v).then((payload) =>
      mutation.mutateAsync(payload, {
        onSuccess: (result) => saved(t('form.updated'), result.description || payload.part_name, result.coverImage),
        onError: failed,
      }),
    );
  };

  // Busy from the click: the photos are scaled before the request starts.
  const [submit, submitting] = useSingleFlightSubmit((e: FormEvent<HTMLFormElement>) => {
    setPlanLimit(null);
    let sent: Promise<unknown> | undefined;
    // The request is not awaited inside handleSubmit, so the messages show as soon as the values are checked.
    const formElement = e.currentTarget;
    return form
      .handleSubmit(
        (v) => {
          sent = save(v);
        },
        () => focusFirstError(formElement),
      )(e)
      .then(() => sent);
  });
  const busy = submitting || mutation.isPending || once.busy;
  // A create that went through (or is waiting to be checked) sends nothing more from this button.
  const locked = mode === 'create' && once.locked;

  const autocomplete = (name: 'manufacturer' | 'brand' | 'model') => (
    <Col xs={12} md={4} key={name}>
      <Field id={`product-${name}`} label={t(`form.${name}`)} error={messageOf(name)}>
        {(c) => (
          <Controller
            control={control}
            name={name}
            render={({ field: f }) => (
              <AutocompleteInput {...c} field={name} value={f.value} onChange={f.onChange} maxLength={PRODUCT_TEXT_LIMITS[name]} required />
            )}
          />
        )}
      </Field>
    </Col>
  );

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
      {formState.isSubmitted && hasErrors ? (
        <Alert variant="danger" className="py-2" role="alert">
          {t('form.fixErrors')}
        </Alert>
      ) : null}
      <fieldset disabled={busy || once.phase === 'done'}>
        <Row className="g-3">
          <Col xs={12} md={8}>
            {/* The read-only note comes before the message, as it did before the message could show. */}
            <Field
              id="product-part_name"
              label={t('form.partName')}
              error={messageOf('part_name')}
              describedBy={mode === 'update' ? 'product-part_name-help' : undefined}
              messageInside
            >
              {(c, message) => (
                <>
                  <Controller
                    control={control}
                    name="part_name"
                    render={({ field: f }) => (
                      <AutocompleteInput
                        {...c}
                        field="part_name"
                        value={f.value}
                        onChange={f.onChange}
                        onPick={(s) => void pickPartName(s)}
                        readOnly={mode === 'update'}
                        maxLength={LIMITS.partName}
                        required
                      />
                    )}
                  />
                  {mode === 'update' ? (
                    <Form.Text id="product-part_name-help" className="text-body-secondary">
                      {t('form.partNameReadOnly')}
                    </Form.Text>
                  ) : null}
                  {message}
                </>
              )}
            </Field>
          </Col>
          <Col xs={12} md={4}>
            <Field id="product-code" label={t('form.code')} error={messageOf('code')}>
              {(c) => <Form.Control {...c} {...register('code')} autoComplete="off" maxLength={LIMITS.productCode} />}
            </Field>
          </Col>
          {autocomplete('manufacturer')}
          {autocomplete('brand')}
          {autocomplete('model')}
          <Col xs={12}>
            <Field
              id="product-description"
              label={t('form.description')}
              error={messageOf('description')}
              describedBy="product-description-count"
              after={
                <Form.Text id="product-description-count" className="d-block text-end text-body-secondary">
                  {t('form.counter', { count: formatCount(values.description.length, i18n.language), max: formatCount(LIMITS.description, i18n.language) })}
                </Form.Text>
              }
            >
              {(c) => <Form.Control {...c} {...register('description')} as="textarea" rows={4} maxLength={LIMITS.description} aria-required />}
            </Field>
          </Col>
          <Col xs={12} sm={6} md={4}>
            <Field id="product-price" label={t('form.price')} error={messageOf('price')}>
              {(c) => (
                <Controller
                  control={control}
                  name="price"
                  render={({ field: f }) => <PriceInput {...c} digits={f.value} onChange={f.onChange} onBlur={f.onBlur} required />}
                />
              )}
            </Field>
          </Col>
          <Col xs={12} sm={6} md={4}>
            <Field id="product-quantity" label={t('form.quantity')} error={messageOf('quantity')}>
              {(c) => <FormQuantityInput {...c} control={control} name="quantity" aria-required />}
            </Field>
          </Col>
          <Col xs={12} md={4} className="d-flex flex-column justify-content-end gap-2">
            <Controller
              control={control}
              name="is_new"
              render={({ field: f }) => {
                const message = formState.errors.is_new?.message;
                return (
                  <div
                    role="radiogroup"
                    aria-labelledby="product-is_new-label"
                    aria-required="true"
                    aria-invalid={message ? true : undefined}
                    aria-describedby={message ? 'product-is_new-feedback' : undefined}
                  >
                    <div id="product-is_new-label" className="form-label mb-1">
                      {t('form.conditionLabel')}
                    </div>
                    <div className="d-flex flex-wrap gap-3">
                      {([true, false] as const).map((isNew) => (
                        <Form.Check
                          key={String(isNew)}
                          type="radio"
                          inline
                          className="me-0"
                          name="product-is_new"
                          id={`product-is_new-${isNew ? 'new' : 'used'}`}
                          label={t(isNew ? 'form.new' : 'form.used')}
                          checked={f.value === isNew}
                          isInvalid={Boolean(message)}
                          onChange={() => f.onChange(isNew)}
                          onBlur={f.onBlur}
                        />
                      ))}
                    </div>
                    {message ? (
                      <div id="product-is_new-feedback" className="invalid-feedback d-block">
                        {message}
                      </div>
                    ) : null}
                  </div>
                );
              }}
            />
            <Controller
              control={control}
              name="is_national"
              render={({ field: f }) => (
                <Form.Check
                  type="switch"
                  id="product-is_national"
                  label={t('form.isNational')}
                  checked={f.value}
                  onChange={(e) => f.onChange(e.target.checked)}
                />
              )}
            />
          </Col>
          <Col xs={12}>
            {/* The help comes before the message, as it did before the message could show. */}
            <Field id="product-images" label={t('form.images')} error={messageOf('images')} describedBy="product-images-help" messageInside>
              {(c, message) => (
                <>
                  <Form.Text id="product-images-help" className="text-body-secondary d-block mb-1">
                    {t('form.imagesHelp')} {mode === 'update' && currentImages.length ? t('form.imagesCurrent') : null}
                  </Form.Text>
                  <ImageField {...c} items={photos} onChange={setPhotos} onRejected={setRejected} required={mode === 'create' || currentImages.length > 0} />
                  {message}
                </>
              )}
            </Field>
          </Col>
        </Row>
        <ListingQualityMeter quality={quality} className="border rounded p-3 mt-4 bg-body-tertiary" />
        {mode === 'create' ? <CreateOutcomeNotice once={once} texts={createTexts(t, 'form.once')} ns="advertiser" className="mt-4 mb-0" /> : null}
        <div className="d-flex flex-wrap gap-2 mt-4">
          {/* While a lost reply is checked nothing is being saved: the notice says so, the button is only off. */}
          <SubmitButton variant="primary" size="lg" busy={busy && once.phase !== 'checking'} busyLabel={t('form.saving')} disabled={locked}>
            {t(mode === 'create' ? 'form.submitCreate' : 'form.submitUpdate')}
          </SubmitButton>
          <Link to={paths.adm.productList} className={`btn btn-outline-secondary btn-lg ${busy ? 'disabled' : ''}`} aria-disabled={busy || undefined}>
            {t('form.cancel')}
          </Link>
        </div>
      </fieldset>
    </Form>
  );
}
