import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { lookupZipcode, PROFILE_FIELDS, useSaveProfile, type ConfirmInfo, type ProfileData, type ProfileField } from './shared/api/profile';
import { ApiError } from '@/api/errors';
import { focusFirstError } from '@/components/form/focus-first-error';
import { Field, type FieldControlProps } from '@/components/form/field';
import { SubmitButton } from '@/components/form/submit-button';
import { BusinessPhoneInput, DocumentInput, PhoneInput, ZipcodeInput } from '@/components/masked-input';
import { RemoteImage } from '@/components/remote-image';
import { toast } from '@/components/toast/toast-store';
import { paths } from '@/config/paths';
import { catalogText, errorText } from '@/api/error-text';
import { storeGlobalToast } from '@/lib/global-toast';
import { isAcceptedPhoto, PHOTO_ACCEPT } from '@/lib/photos';
import { useSingleFlightSubmit } from '@/lib/use-single-flight';
import { formatBusinessPhone, formatDocument, formatPhone, formatZipcode, normalizeState, TEXT_MAX, zipcodeForLookup } from '@/lib/validation';
import { profileSchema, type ProfileValues } from './profile-schema';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

function initialValues(p: ProfileData): ProfileValues {
  return {
    trade_name: p.trade_name,
    phone: formatPhone(p.phone),
    business: formatBusinessPhone(p.business),
    document: formatDocument(p.document),
    email: p.email,
    zipcode: formatZipcode(p.zipcode),
    address: p.address,
    number: p.number,
    neighborhood: p.neighborhood,
    city: p.city,
    state: normalizeState(p.state),
  };
}

/** What is sent: digits for phones, document and zipcode; the state in upper case; text trimmed. */
function payloadOf(v: ProfileValues, subscriber: boolean): Partial<ProfileValues> {
  const digits = (s: string) => s.replace(/\D/g, '');
  const base = { phone: digits(v.phone), email: v.email.trim() };
  if (!subscriber) return base;
  return {
    ...base,
    trade_name: v.trade_name.trim(),
    business: digits(v.business),
    document: digits(v.document),
    zipcode: digits(v.zipcode),
    address: v.address.trim(),
    number: v.number.trim(),
    neighborhood: v.neighborhood.trim(),
    city: v.city.trim(),
    state: normalizeState(v.state).trim(),
  };
}

const isProfileField = (name: string): name is ProfileField => (PROFILE_FIELDS as readonly string[]).includes(name);

interface Props {
  profile: ProfileData;
  subscriber: boolean;
  onSaved: () => void;
  onConfirm: (confirm: ConfirmInfo) => void;
  onNavigateAway: () => void;
  busy: boolean;
}

/**
 * The profile form: avatar, name, and the fields the user's role may edit. Messages show on
 * submit and then follow each change; after a submit every field is marked right or wrong.
 */
export function ProfileForm({ profile, subscriber, onSaved, onConfirm, onNavigateAway, busy }: Props) {
  const { t } = useTranslation('account');
  const schema = useMemo(() => profileSchema(t, subscriber), [t, subscriber]);
  const { control, register, handleSubmit, getValues, setValue, setError, formState } = useForm<ProfileValues>({
    resolver: zodResolver(schema),
    defaultValues: initialValues(profile),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { errors, isSubmitted } = formState;
  /** A field's help from the server, in the user's language (the server may send a key or its own words). */
  const helpText = (help: Record<string, string>, name: string) => (help[name] ? catalogText(t, help[name], ['account'], { max: TEXT_MAX }) : undefined);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  /** The server refused the picture: its message, until the next submit. */
  const [imageRefused, setImageRefused] = useState<string | null>(null);
  const [preview, setPreview] = useState<string>(profile.image || '');
  const zipRequest = useRef(0);
  /** The zipcode lookup's outcome, told under the field: the address stays editable whatever it is. */
  const [zipStatus, setZipStatus] = useState<'idle' | 'loading' | 'notFound' | 'unavailable'>('idle');

  useEffect(() => {
    if (!image || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  const save = useSaveProfile();
  const disabled = save.isPending || busy;

  const pickImage = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.target;
    const file = input.files?.[0] ?? null;
    if (!file) return;
    // The name and then the bytes: a text file renamed '.png' is not a picture.
    if (!(await isAcceptedPhoto(file))) {
      setImageError(t('profile.imageType'));
      input.value = '';
      return;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      setImageError(t('profile.imageSize'));
      input.value = '';
      return;
    }
    setImageError(null);
    setImage(file);
  };

  const lookup = () => {
    const cep = zipcodeForLookup(getValues('zipcode'));
    if (!cep) {
      setZipStatus('idle');
      return;
    }
    const ticket = ++zipRequest.current;
    setZipStatus('loading');
    void lookupZipcode(cep).then((result) => {
      if (ticket !== zipRequest.current) return;
      if (result.kind !== 'found') {
        // The lookup is a convenience: when it fails the user is told and types the address.
        setZipStatus(result.kind);
        return;
      }
      setZipStatus('idle');
      const { address } = result;
      const v = getValues();
      const fill = { shouldValidate: isSubmitted };
      setValue('address', address.address || v.address, fill);
      setValue('neighborhood', address.neighborhood || v.neighborhood, fill);
      setValue('city', address.city || v.city, fill);
      setValue('state', normalizeState(address.state) || v.state, fill);
    });
  };

  const send = (values: ProfileValues) =>
    save.mutateAsync(
      { fields: payloadOf(values, subscriber), image },
      {
        onSuccess: (result) => {
          if (result.kind === 'success') {
            toast.success(t('profile.saved'));
            onSaved();
            return;
          }
          if (result.kind === 'confirm') {
            onConfirm(result.confirm);
            return;
          }
          const generic = t('profile.requestError');
          storeGlobalToast({ type: 'danger', message: generic });
          for (const name of result.invalid) {
            if (name === 'image') setImageRefused(helpText(result.help, name) ?? t('profile.imageType'));
            else if (isProfileField(name)) setError(name, { type: 'server', message: helpText(result.help, name) ?? t('profile.required') });
          }
          const specific = errorText(t, new ApiError({ kind: 'refused', status: 200, code: result.code }), ['account']);
          setServerMessage(specific !== generic ? specific : null);
        },
        onError: (err) => {
          storeGlobalToast({ type: 'danger', message: errorText(t, err, ['account']) });
        },
      },
    );

  const [submit] = useSingleFlightSubmit((e: FormEvent<HTMLFormElement>) => {
    if (busy) return;
    setServerMessage(null);
    setImageRefused(null);
    let sent: Promise<unknown> | undefined;
    // The request is not awaited inside handleSubmit, so the fields are marked as soon as they are checked.
    const formElement = e.currentTarget;
    return handleSubmit(
      (values) => {
        if (!imageError) sent = send(values);
      },
      () => focusFirstError(formElement),
    )(e).then(() => sent);
  });

  /** After a submit, a field with no message is marked right (a disabled one is not, as the browser does). */
  const marks = (name: ProfileField) => ({ isValid: isSubmitted && !errors[name] && !disabled, disabled });

  const field = (
    name: ProfileField,
    control: (c: FieldControlProps) => ReactNode,
    opts: { hint?: string; md?: number; describedBy?: string; after?: ReactNode } = {},
  ) => (
    <Col md={opts.md ?? 6} className="mb-3">
      <Field
        id={`profile-${name}`}
        label={t(`profile.fields.${name}`)}
        error={errors[name]?.message}
        hint={opts.hint}
        describedBy={opts.describedBy}
        after={opts.after}
      >
        {control}
      </Field>
    </Col>
  );

  const text = (name: ProfileField, required = true, extra: Record<string, unknown> = {}) =>
    field(name, (c) => <Form.Control {...c} {...marks(name)} {...register(name)} required={required} maxLength={TEXT_MAX} {...extra} />);

  /** A required field typed through its mask; `onBlur` runs after the form has taken the blur. */
  const masked = (
    name: 'phone' | 'business' | 'document' | 'zipcode',
    Input: typeof PhoneInput,
    { pattern, onBlur, ...opts }: { pattern?: string; onBlur?: () => void; hint?: string; describedBy?: string; after?: ReactNode } = {},
  ) =>
    field(
      name,
      (c) => (
        <Controller
          control={control}
          name={name}
          render={({ field: f }) => (
            <Input
              {...c}
              {...marks(name)}
              name={f.name}
              value={f.value}
              onValueChange={(m) => f.onChange(m)}
              onBlur={() => {
                f.onBlur();
                onBlur?.();
              }}
              required
              pattern={pattern}
            />
          )}
        />
      ),
      opts,
    );

  const imageMessage = imageError ?? imageRefused;

  return (
    <Form noValidate onSubmit={submit} aria-busy={disabled}>
      <div className="d-flex flex-column flex-sm-row align-items-center gap-3 mb-3">
        <RemoteImage src={preview} alt={t('profile.avatarAlt')} width={110} height={110} className="rounded-circle border object-fit-cover bg-light" />
        <div className="w-100">
          <dl className="mb-2">
            <dt className="small text-body-secondary">{t('profile.fullname')}</dt>
            <dd className="fw-semibold mb-0">{profile.fullname}</dd>
          </dl>
          <Field
            id="profile-image"
            label={t('profile.changeImage')}
            labelClassName="small mb-1"
            error={imageMessage}
            messageRole="alert"
            describedBy="profile-image-help"
            after={
              <Form.Text id="profile-image-help" className="text-body-secondary">
                {t('profile.imageHelp')}
              </Form.Text>
            }
          >
            {(c) => (
              <Form.Control
                {...c}
                type="file"
                size="sm"
                name="image"
                accept={PHOTO_ACCEPT}
                onChange={(e) => void pickImage(e as ChangeEvent<HTMLInputElement>)}
                isValid={isSubmitted && !imageMessage && !disabled}
                disabled={disabled}
              />
            )}
          </Field>
        </div>
      </div>

      {serverMessage ? (
        <Alert variant="danger" role="alert">
          {serverMessage}
        </Alert>
      ) : null}

      <Row>
        {subscriber ? text('trade_name', false) : null}
        {masked('phone', PhoneInput, { pattern: '\\(\\d{2}\\) 9-\\d{4}-\\d{4}' })}
        {text('email', true, { type: 'email', autoComplete: 'email' })}
        {subscriber ? (
          <>
            {masked('business', BusinessPhoneInput, { hint: t('profile.businessHint') })}
            {masked('document', DocumentInput, { pattern: '\\d{3}\\.\\d{3}\\.\\d{3}-\\d{2}|\\d{2}\\.\\d{3}\\.\\d{3}/\\d{4}-\\d{2}' })}
            {masked('zipcode', ZipcodeInput, {
              pattern: '\\d{2}\\.\\d{3}-\\d{3}',
              onBlur: lookup,
              hint: t('profile.zipcodeHint'),
              describedBy: 'profile-zipcode-status',
              after: (
                <Form.Text
                  id="profile-zipcode-status"
                  className={`d-block ${zipStatus === 'loading' ? 'text-body-secondary' : 'text-warning-emphasis fw-semibold'}`}
                  role="status"
                >
                  {zipStatus === 'idle' ? null : t(`profile.zipcode_${zipStatus}`)}
                </Form.Text>
              ),
            })}
            {field(
              'address',
              (c) => (
                <Form.Control {...c} {...marks('address')} {...register('address')} required maxLength={TEXT_MAX} autoComplete="address-line1" />
              ),
              { md: 8 },
            )}
            {field(
              'number',
              (c) => (
                <Form.Control {...c} {...marks('number')} {...register('number')} required maxLength={TEXT_MAX} />
              ),
              { md: 4 },
            )}
            {text('neighborhood')}
            {field(
              'city',
              (c) => (
                <Form.Control {...c} {...marks('city')} {...register('city')} required maxLength={TEXT_MAX} autoComplete="address-level2" />
              ),
              { md: 4 },
            )}
            {field(
              'state',
              (c) => (
                <Controller
                  control={control}
                  name="state"
                  render={({ field: f }) => (
                    <Form.Control
                      {...c}
                      {...marks('state')}
                      name={f.name}
                      value={f.value}
                      onChange={(e) => f.onChange(normalizeState(e.target.value))}
                      onBlur={f.onBlur}
                      required
                      autoComplete="address-level1"
                      className="text-uppercase"
                    />
                  )}
                />
              ),
              { md: 2, hint: t('profile.stateHint') },
            )}
          </>
        ) : null}
      </Row>

      <div className="d-flex flex-column flex-sm-row justify-content-between align-items-sm-center gap-2">
        <Link to={paths.deleteAccount} onClick={onNavigateAway} className="link-danger">
          {t('profile.deleteLink')}
        </Link>
        <SubmitButton busy={save.isPending} disabled={busy}>
          {t('profile.save')}
        </SubmitButton>
      </div>
    </Form>
  );
}
